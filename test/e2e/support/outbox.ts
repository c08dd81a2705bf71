import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../../api/helpers/eventually';

/** The newest mail in the server's outbox for an address, decoded enough to read its code. */
export function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const newest = () =>
    existsSync(dir) &&
    readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => decodeMime(readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && subject.test(m));
  return waitFor(newest, `a mail to ${to} matching ${subject} in ${dir}`, { timeoutMs, intervalMs: 100 });
}

export function codeFrom(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mail);
  if (!match?.[1]) throw new Error(`No 6-digit code in the mail:\n${mail}`);
  return match[1];
}

/** Undoes quoted-printable soft breaks and escapes, which nodemailer uses for long lines. */
function decodeMime(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
