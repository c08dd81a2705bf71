import MailComposer from 'nodemailer/lib/mail-composer';
import type { Intake } from '../../../src/server/intake';
import { reviewFixture } from '../helpers/fixtures';
import { seedEmail, seedInvoice } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { transport } from '../intake/smtpClient';
import { startIntake, waitForReport } from '../intake/support';

/*
 * Text neither database stores as given: a lone UTF-16 surrogate (SQLite's UTF-8 cannot hold
 * it; what is read back differs from what was written) and NUL (PostgreSQL refuses it). Such
 * text is cleaned once, where it enters, and nothing after it fails.
 */
const LONE = '\ud800';
const REPLACED = '\ufffd';

describe.each(databaseKinds)('odd text on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  /** Every later change of the e-mail answers 200, as the reviewer who made it. */
  async function expectEditable(id: string) {
    const comment = await call('PATCH', `/api/emails/${id}/comment`, w.member, { comment: `checked ${LONE}` });
    expect([comment.statusCode, comment.json().comment]).toEqual([200, `checked ${REPLACED}`]);
    expect((await call('PATCH', `/api/emails/${id}/review-status`, w.member, { isReviewed: true })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/emails/${id}/toggle-review`, w.member)).statusCode).toBe(200);
    const put = await call('PUT', `/api/emails/${id}`, w.member, { subject: 'Renamed', comment: 'again' });
    expect([put.statusCode, put.json().email.subject]).toEqual([200, 'Renamed']);
  }

  it('stores a subject PUT with a lone surrogate as U+FFFD, and the e-mail stays editable', async () => {
    const email = await seedEmail(t, w.client.id);
    const res = await call('PUT', `/api/emails/${email.id}`, w.member, { subject: `Invoice ${LONE}x` });
    expect([res.statusCode, res.json().email.subject]).toEqual([200, `Invoice ${REPLACED}x`]);
    await expectEditable(email.id);
  });

  it('removes NUL from comments, subjects and invoice fields instead of failing the write', async () => {
    const email = await seedEmail(t, w.client.id);
    const put = await call('PUT', `/api/emails/${email.id}`, w.member, { subject: 'A\0B', comment: 'C\0D' });
    expect([put.statusCode, put.json().email.subject, put.json().email.comment]).toEqual([200, 'AB', 'CD']);
    const invoice = await seedInvoice(t, w.client.id);
    const edit = await call('PUT', `/api/invoices/${invoice.id}`, w.member, { payee: 'Acme\0 Plumbing', lineItems: [{ description: `Pipe ${LONE}`, amount: 5 }] });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().invoice).toMatchObject({ payee: 'Acme Plumbing', lineItems: [expect.objectContaining({ description: `Pipe ${REPLACED}` })] });
    const note = await call('PATCH', `/api/invoices/${invoice.id}/updateComment`, w.member, { comment: `ok\0${LONE}` });
    expect([note.statusCode, note.json().invoice.comment]).toEqual([200, `ok${REPLACED}`]);
  });

  it('cleans names and queries: a client named with NUL, a search for a lone surrogate', async () => {
    const created = await call('POST', '/api/clients', w.admin, { name: `North\0 ${LONE}Yard` });
    expect([created.statusCode, created.json().client.name]).toEqual([201, `North ${REPLACED}Yard`]);
    const search = await call('GET', `/api/invoices/client/${w.client.id}?search=%00%ED%A0%80`, w.member);
    expect(search.statusCode).toBe(200);
  });

  describe('over SMTP', () => {
    let intake: Intake;
    const address = 'bills@odd-text.example';
    beforeAll(async () => {
      await t.ctx.db.kysely.updateTable('clients').set({ forward_email: address }).where('id', '=', w.client.id).execute();
      intake = await startIntake(t.ctx, true);
    });
    afterAll(() => intake.stop());

    it('keeps an e-mail whose subject decodes to a lone surrogate, and it can be reviewed', async () => {
      const messageId = `<odd.${Date.now()}@vendor.example>`;
      const raw = await new MailComposer({ from: 'billing@vendor.example', to: address, text: 'Hello', messageId, headers: { subject: '=?UTF-16BE?B?2AAAeA==?=' } }).compile().build();
      await transport(intake.smtpPort()!).sendMail({ envelope: { from: 'billing@vendor.example', to: [address] }, raw });
      const email = await t.ctx.db.kysely.selectFrom('emails').selectAll().where('message_id', '=', messageId).executeTakeFirstOrThrow();
      await waitForReport(t.ctx, email.id);
      const read = await call('GET', `/api/emails/${email.id}`, w.member);
      expect(read.json().email.subject).toBe(`${REPLACED}x`);
      await expectEditable(email.id);
    });
  });
});
