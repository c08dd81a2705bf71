import type { LightMyRequestResponse } from 'fastify';
import type { OutboundMail } from '../../../src/server/mail/mailer';
import type { TestApp } from '../helpers/testApp';

export const PASSWORD = 'correct horse 1';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A request to an auth route, answered once the mail it queued (if any) has gone out. */
export async function post(t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: body as object, headers });
  await t.ctx.mailQueue.idle();
  return res;
}

export function lastMailTo(t: TestApp, to: string): OutboundMail {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function codeIn(mail: OutboundMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

export function linkTokenIn(mail: OutboundMail): string {
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no link token in mail');
  return match[1];
}

export async function register(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const res = await post(t, '/register', { email, password, username: email.split('@')[0] });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, password, userId: (res.json() as { userId: string }).userId };
}

/** A registered, verified account, made through the API. */
export async function verifiedAccount(t: TestApp) {
  const account = await register(t);
  const res = await post(t, '/verify-code', { email: account.email, code: codeIn(lastMailTo(t, account.email)) });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return account;
}

export async function login(t: TestApp, email: string, password = PASSWORD) {
  const res = await post(t, '/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; refreshToken: string; userId: string };
}
