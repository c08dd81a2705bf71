import MailComposer from 'nodemailer/lib/mail-composer';

export interface MessageFields {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string | null; content: Buffer }[];
}

/**
 * An RFC 822 message from the fields of an HTTP submission, so mail that arrives over HTTP
 * takes exactly the path of mail that arrives over SMTP (and keeps a raw message too).
 */
export function composeMessage(fields: MessageFields): Promise<Buffer> {
  const composer = new MailComposer({
    from: fields.from,
    to: fields.to,
    cc: fields.cc,
    subject: fields.subject,
    ...(fields.text !== null ? { text: fields.text } : {}),
    ...(fields.html !== null ? { html: fields.html } : {}),
    attachments: fields.attachments.map((a) => ({ filename: a.filename, content: a.content, ...(a.contentType ? { contentType: a.contentType } : {}) })),
    // Contents are always given, never fetched: no path or URL from a request is ever read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}
