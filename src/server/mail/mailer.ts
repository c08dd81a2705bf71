import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../db/ids';

export interface OutboundMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-line summary for the log; with no mail server the log is how a developer sees the code. */
  logHint?: string;
}

export interface Mailer {
  send(mail: OutboundMail): Promise<void>;
}

/**
 * Sends through SMTP_URL when set; otherwise writes one .eml per message into the outbox
 * folder, so registration works on one machine with no mail server.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (options.smtpUrl) {
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      options.log.info({ to: mail.to, subject: mail.subject, file }, `mail written to outbox${mail.logHint ? `: ${mail.logHint}` : ''}`);
    },
  };
}
