import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The newest mail in the server's outbox for an address, decoded enough to read its code. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      const mails = readdirSync(dir)
        .sort()
        .reverse()
        .map((f) => decodeMime(readFileSync(path.join(dir, f), 'utf8')))
        .filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && subject.test(m));
      if (mails[0]) return mails[0];
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
