/** Raw RFC 822 messages from nodemailer's MailComposer, with every random part pinned so a seed gives the same bytes. */
import MailComposer from 'nodemailer/lib/mail-composer';
import { hashSeed } from '../../blind/core/rng';
import { plainText } from './html';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  from: string;
  to: string;
  subject: string;
  /** When it was sent, as an ISO date-time. */
  date: string;
  html?: string;
  text?: string;
  attachments?: Attachment[];
  replyTo?: string;
  /** Send a text part derived from the HTML too, as most e-mail platforms do. */
  alternative?: boolean;
  headers?: Record<string, string>;
}

export async function compose(id: string, mail: Mail): Promise<Buffer> {
  const key = hashSeed('blind2-mail', id).toString(16).padStart(8, '0');
  const domain = mail.from.replace(/^.*@/, '').replace(/>.*$/, '');
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    date: new Date(mail.date),
    messageId: `<${key}.${id}@${domain}>`,
    baseBoundary: `${key}${key}`,
    html: mail.html,
    text: mail.text ?? (mail.alternative && mail.html ? plainText(mail.html) : undefined),
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  });
  return composer.compile().build();
}
