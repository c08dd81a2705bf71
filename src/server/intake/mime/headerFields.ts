import { simpleParser, type ParsedMail } from 'mailparser';
import { cleanText } from '../../cleanText';
import { collectAddresses, normaliseAddress, unique } from './addresses';
import type { ParsedMessage } from './types';

export type HeaderFields = Pick<ParsedMessage, 'messageId' | 'subject' | 'from' | 'recipients' | 'sentAt'>;

const MAX_HEADER_BYTES = 256 * 1024;

export function headerFields(mail: ParsedMail): HeaderFields {
  const sender = mail.from?.value.find((a) => a.address);
  return {
    messageId: cleanText(mail.messageId?.trim().slice(0, 998) ?? '') || null,
    subject: cleanText((mail.subject ?? '').replace(/\s+/g, ' ').trim()),
    from: sender?.address ? { address: normaliseAddress(sender.address), name: cleanText(sender.name?.trim() ?? '') || null } : null,
    recipients: unique([
      ...collectAddresses(mail.to),
      ...collectAddresses(mail.cc),
      ...collectAddresses(mail.headers.get('delivered-to')),
      ...collectAddresses(mail.headers.get('x-original-to')),
    ]),
    sentAt: sentAt(mail),
  };
}

/** mailparser turns an unreadable Date header into "now"; a wrong date is worse than none. */
function sentAt(mail: ParsedMail): string | null {
  const line = mail.headerLines.find((l) => l.key === 'date')?.line;
  if (!line) return null;
  const date = new Date(line.slice(line.indexOf(':') + 1).trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Only the header block, read when a message is accepted so the queued e-mail already shows
 * its subject and sender and its Message-ID can be checked for a repeat delivery. Never throws.
 */
export async function readHeaderFields(raw: Buffer): Promise<HeaderFields> {
  const head = raw.subarray(0, MAX_HEADER_BYTES);
  const crlf = head.indexOf('\r\n\r\n');
  const lf = head.indexOf('\n\n');
  const ends = [crlf, lf].filter((i) => i >= 0);
  const block = ends.length > 0 ? head.subarray(0, Math.min(...ends)) : head;
  try {
    return headerFields(await simpleParser(Buffer.concat([block, Buffer.from('\r\n\r\n')])));
  } catch {
    return { messageId: null, subject: '', from: null, recipients: [], sentAt: null };
  }
}
