import nodemailer from 'nodemailer';
import { codeFrom, waitForMail } from './outbox';
import type { RunningServer } from './server';

/** Calls the real API the way a script or another client would; for test setup only. */
export function apiClient(server: RunningServer) {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${server.apiUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };

  return {
    call,
    async login(email: string, password: string): Promise<{ token: string; userId: string }> {
      return call('POST', '/api/auth/login', { email, password });
    },
    /** Registers and verifies an account with the code from the outbox. */
    async signUp(email: string, password: string, username: string): Promise<string> {
      const { userId } = await call<{ userId: string }>('POST', '/api/auth/register', { email, password, username });
      const code = codeFrom(await waitForMail(server.dataDir, email, /verif/i));
      await call('POST', '/api/auth/verify-code', { email, code });
      return userId;
    },
  };
}

export interface VendorMail {
  from: string;
  subject: string;
  text?: string;
  html?: string;
  /** `cid` makes the part an inline picture the HTML can show as `cid:` and the id. */
  attachments: { filename: string; content: Buffer | Uint8Array; contentType?: string; cid?: string }[];
}

/** Real SMTP delivery to the server's receiver, one pooled connection, like a vendor's mail server. */
export async function deliver(server: RunningServer, to: string, mails: VendorMail[]): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: server.smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: 2 });
  try {
    await Promise.all(
      mails.map((mail) =>
        transport.sendMail({ ...mail, to, attachments: mail.attachments.map((a) => ({ ...a, content: Buffer.from(a.content) })) }),
      ),
    );
  } finally {
    transport.close();
  }
}
