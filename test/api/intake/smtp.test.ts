import MailComposer from 'nodemailer/lib/mail-composer';
import type { Intake } from '../../../src/server/intake';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { converse, transport } from './smtpClient';
import { createClientRow, startIntake, waitForReport } from './support';

const LIMIT = 64 * 1024;

describe.each(databaseKinds)('SMTP receiver on %s', (kind) => {
  let t: TestApp;
  let intake: Intake;
  let port: number;
  const acme = 'bills@acme.example';
  const birch = 'ap@birch.example';
  let acmeId: string;
  let birchId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_MESSAGE_BYTES: String(LIMIT), SMTP_HOSTNAME: 'intake.test' });
    acmeId = (await createClientRow(t, acme)).id;
    birchId = (await createClientRow(t, birch)).id;
    intake = await startIntake(t.ctx, true);
    port = intake.smtpPort()!;
  });
  afterAll(async () => {
    await intake.stop();
    await t.close();
  });

  const emailsOf = (clientId: string) => t.ctx.db.kysely.selectFrom('emails').selectAll().where('client_id', '=', clientId).execute();
  const byMessageId = (messageId: string) => t.ctx.db.kysely.selectFrom('emails').selectAll().where('message_id', '=', messageId).execute();
  let seq = 0;
  const messageId = () => `<m${++seq}.${Date.now()}@vendor.example>`;

  it('announces its name and SIZE in EHLO, no AUTH, and no STARTTLS without a certificate', async () => {
    const smtp = await converse(port);
    expect(smtp.greeting).toMatch(/^220 intake\.test /);
    const ehlo = await smtp.send('EHLO sender.example');
    expect(ehlo).toMatch(new RegExp(`^250[- ]SIZE ${LIMIT}$`, 'm'));
    expect(ehlo).not.toMatch(/AUTH|STARTTLS/);
    smtp.close();
  });

  it('stores a message for a client address as sent, and processes it into a report', async () => {
    const id = messageId();
    const raw = await new MailComposer({ from: 'Billing <billing@vendor.example>', to: acme, subject: 'March invoice', text: 'See attached.\r\n.\r\nA line with a lone dot above.', messageId: id }).compile().build();
    const info = await transport(port).sendMail({ envelope: { from: 'bounce@vendor.example', to: [acme] }, raw });
    expect(info.response).toMatch(/^250 2\.0\.0 Queued as /);

    const [email] = await byMessageId(id);
    expect(email).toMatchObject({ client_id: acmeId, subject: 'March invoice', sender_email: 'billing@vendor.example', source: 'smtp' });
    const stored = await t.ctx.db.kysely.selectFrom('email_raw').select('raw').where('email_id', '=', email!.id).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.raw).equals(raw)).toBe(true);

    const report = await waitForReport(t.ctx, email!.id);
    expect(report).toMatchObject({ status: 'no_invoices', processed_count: 0, sender_email: 'billing@vendor.example' });
    const processed = await t.ctx.db.kysely.selectFrom('emails').selectAll().where('id', '=', email!.id).executeTakeFirstOrThrow();
    expect(processed.status).toBe('processed');
    expect(processed.text_body).toContain('A line with a lone dot above.');
    expect(JSON.parse(processed.recipients)).toEqual([acme]);
  });

  it('refuses an unknown recipient at RCPT with 550 5.1.1', async () => {
    const smtp = await converse(port);
    await smtp.send('EHLO sender.example');
    expect(await smtp.send('MAIL FROM:<billing@vendor.example>')).toMatch(/^250/);
    expect(await smtp.send('RCPT TO:<nobody@acme.example>')).toBe('550 5.1.1 No such recipient');
    smtp.close();

    const error = await transport(port)
      .sendMail({ from: 'billing@vendor.example', to: 'stranger@elsewhere.example', subject: 'x', text: 'x' })
      .catch((e: { responseCode?: number; command?: string }) => e);
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
  });

  it('routes plus-addressing and any letter case to the client', async () => {
    const id = messageId();
    const info = await transport(port).sendMail({ from: 'billing@vendor.example', to: 'Bills+March-2024@ACME.Example', subject: 'Tagged', text: 'x', messageId: id });
    expect(info.accepted).toHaveLength(1);
    const [email] = await byMessageId(id);
    expect(email?.client_id).toBe(acmeId);
  });

  it('stores one e-mail per client when a message names several, and skips the unknown recipient', async () => {
    const id = messageId();
    const info = await transport(port).sendMail({ from: 'billing@vendor.example', to: [acme, birch, 'nobody@birch.example'], cc: 'BILLS@acme.example', subject: 'Shared', text: 'x', messageId: id });
    expect(info.rejected).toEqual(['nobody@birch.example']);
    const rows = await byMessageId(id);
    expect(rows.map((r) => r.client_id).sort()).toEqual([acmeId, birchId].sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('stores a message delivered twice to the same client once, and still answers 250', async () => {
    const id = messageId();
    const mail = { from: 'billing@vendor.example', to: acme, subject: 'Twice', text: 'x', messageId: id };
    const before = (await emailsOf(acmeId)).length;
    await transport(port).sendMail(mail);
    const second = await transport(port).sendMail(mail);
    expect(second.response).toMatch(/^250 /);
    expect(await byMessageId(id)).toHaveLength(1);
    expect(await emailsOf(acmeId)).toHaveLength(before + 1);
  });

  it('answers 552 to a message over the size limit and stores nothing', async () => {
    const smtp = await converse(port);
    await smtp.send('EHLO sender.example');
    expect(await smtp.send(`MAIL FROM:<billing@vendor.example> SIZE=${LIMIT * 2}`)).toMatch(/^552/);
    await smtp.send('RSET');
    await smtp.send('MAIL FROM:<billing@vendor.example>');
    await smtp.send(`RCPT TO:<${acme}>`);
    expect(await smtp.send('DATA')).toMatch(/^354/);
    const id = messageId();
    const reply = await smtp.data(`Message-ID: ${id}\nSubject: big\n\n${'x'.repeat(76)}\n`.repeat(1) + `${'y'.repeat(76)}\n`.repeat(LIMIT / 50));
    expect(reply).toMatch(/^552 5\.3\.4 /);
    smtp.close();
    expect(await byMessageId(id)).toHaveLength(0);

    const error = await transport(port)
      .sendMail({ from: 'billing@vendor.example', to: acme, subject: 'big', text: 'z'.repeat(LIMIT * 2) })
      .catch((e: { responseCode?: number; message: string }) => e);
    expect(error).toMatchObject({ message: expect.stringMatching(/size|552/i) });
  });
});
