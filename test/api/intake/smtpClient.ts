import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';

/** nodemailer as a sending MTA would use it against the receiver: plain SMTP, no auth. */
export function transport(port: number, options: { pool?: boolean; maxConnections?: number } = {}) {
  if (options.pool) {
    return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: options.maxConnections ?? 4, maxMessages: Infinity });
  }
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}

/**
 * A hand-driven SMTP conversation, for what nodemailer hides: the EHLO capability list and
 * the exact reply to each command.
 */
export async function converse(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let buffer = '';
  let waiting: ((reply: string) => void) | null = null;
  const replies: string[] = [];
  const deliver = () => {
    // A reply is complete at a line "NNN text" (a space after the code, not a dash).
    const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
    if (!match) return;
    const end = match.index + match[0].length;
    const reply = buffer.slice(0, end).trim();
    buffer = buffer.slice(end);
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(reply);
    } else replies.push(reply);
    deliver();
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    deliver();
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const queued = replies.shift();
      if (queued !== undefined) return resolve(queued);
      waiting = resolve;
      socket.once('error', reject);
    });
  const greeting = await next();
  return {
    greeting,
    async send(line: string): Promise<string> {
      socket.write(`${line}\r\n`);
      return next();
    },
    /** Writes a message body after a 354 and ends it with the lone dot. */
    async data(body: string): Promise<string> {
      socket.write(body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..'));
      socket.write('\r\n.\r\n');
      return next();
    },
    close: () => socket.destroy(),
  };
}
