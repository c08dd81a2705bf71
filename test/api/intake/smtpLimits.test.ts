import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Intake } from '../../../src/server/intake';
import { eventually } from '../helpers/eventually';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { converse, transport } from './smtpClient';
import { createClientRow, startIntake } from './support';

const address = 'bills@limits.example';

describe.each(databaseKinds)('SMTP receiver limits on %s', (kind) => {
  let t: TestApp;
  let intake: Intake;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { SMTP_RATE_LIMIT_MAX: '3', SMTP_RATE_LIMIT_WINDOW: '60', SMTP_MAX_CONNECTIONS_PER_IP: '2', SMTP_MAX_CONNECTIONS: '50' });
    await createClientRow(t, address);
    intake = await startIntake(t.ctx, true);
    port = intake.smtpPort()!;
  });
  afterAll(async () => {
    await intake.stop();
    await t.close();
  });

  it('refuses a third connection from the same address with 421 while two are open', async () => {
    const first = await converse(port);
    const second = await converse(port);
    const third = await converse(port);
    expect(first.greeting).toMatch(/^220 /);
    expect(second.greeting).toMatch(/^220 /);
    expect(third.greeting).toMatch(/^421 4\.7\.0 Too many connections from your address/);
    [first, second, third].forEach((c) => c.close());
    // The receiver frees the address's places when it sees the closes, which it does not announce.
    const again = await eventually(async () => {
      const attempt = await converse(port);
      if (attempt.greeting.startsWith('220 ')) return attempt;
      attempt.close();
      throw new Error(`A new connection was greeted with ${attempt.greeting}`);
    });
    expect(again.greeting).toMatch(/^220 /);
    again.close();
  });

  it('answers 451 at MAIL FROM once an address has sent its messages for the window', async () => {
    const mailer = transport(port);
    for (let i = 0; i < 3; i++) await mailer.sendMail({ from: 'billing@vendor.example', to: address, subject: `n${i}`, text: 'x' });
    const error = await mailer
      .sendMail({ from: 'billing@vendor.example', to: address, subject: 'one too many', text: 'x' })
      .catch((e: { responseCode?: number; response?: string }) => e);
    expect(error).toMatchObject({ responseCode: 451, response: expect.stringMatching(/^451 4\.7\.1 Too many messages from your address, try again in \d+ seconds/) });
  });
});

describe('SMTP receiver with a certificate', () => {
  let t: TestApp;
  let intake: Intake;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sbe-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    t = await createTestApp('sqlite', { SMTP_TLS_KEY: key, SMTP_TLS_CERT: cert });
    await createClientRow(t, address);
    intake = await startIntake(t.ctx, true);
  });
  afterAll(async () => {
    await intake.stop();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('offers STARTTLS and takes mail over it', async () => {
    const smtp = await converse(intake.smtpPort()!);
    expect(await smtp.send('EHLO sender.example')).toMatch(/^250-STARTTLS$/m);
    smtp.close();
    const secured = nodemailer.createTransport({ host: '127.0.0.1', port: intake.smtpPort()!, secure: false, requireTLS: true, tls: { rejectUnauthorized: false } });
    const info = await secured.sendMail({ from: 'billing@vendor.example', to: address, subject: 'Over TLS', text: 'x' });
    expect(info.response).toMatch(/^250 /);
    const row = await t.ctx.db.kysely.selectFrom('emails').select('subject').where('subject', '=', 'Over TLS').executeTakeFirst();
    expect(row).toBeDefined();
  });
});
