import type { ActivityType } from '../../../src/shared/contract/activity';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { reviewFixture, type Method } from '../helpers/fixtures';
import { link, seedClient, seedEmail, seedInvoice } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { rollupAndRecords } from './support';

/** A record as the recording tests expect it: type, item id, description. */
type Work = [ActivityType, string, string];

describe.each(databaseKinds)('completed activity on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  describe('recording the work of the review routes', () => {
    let reviewer: TestAccount;

    beforeEach(async () => {
      reviewer = await createAccount(t, { name: 'Reviewer Rae' });
      await link(t, reviewer, [w.client.id]);
    });

    const byContent = (a: Work, b: Work) => a.join('\n').localeCompare(b.join('\n'));

    /** The account's records are exactly `expected` (in any order), made just now, with the rollup in step. */
    async function expectWork(account: TestAccount, expected: Work[]) {
      const rows = await t.ctx.db.kysely.selectFrom('completed_activity').select(['item_type', 'item_id', 'description', 'completed_at']).where('user_id', '=', account.id).execute();
      expect(rows.map((r) => [r.item_type, r.item_id, r.description] as Work).sort(byContent)).toEqual([...expected].sort(byContent));
      for (const row of rows) {
        expect(row.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(Date.now() - Date.parse(row.completed_at)).toBeGreaterThanOrEqual(0);
        expect(Date.now() - Date.parse(row.completed_at)).toBeLessThan(60_000);
      }
      const { fromRecords, fromDaily } = await rollupAndRecords(t, account.id);
      expect(fromDaily).toEqual(fromRecords);
    }

    const invoiceLabel = (row: { invoice_number: string | null; payee: string | null }) => `invoice ${row.invoice_number} from ${row.payee}`;
    const taskLabel = (row: { subject: string; sender_email: string }) => `task "${row.subject}" from ${row.sender_email}`;

    it('counts an invoice marked reviewed each time it is marked, and unmarking as nothing', async () => {
      const row = await seedInvoice(t, w.client.id);
      const toggle = () => call('PATCH', `/api/invoices/${row.id}/toggle-review`, reviewer, {});
      const marked: Work = ['invoice', row.id, `Marked ${invoiceLabel(row)} reviewed`];
      expect((await toggle()).json().reviewed).toBe(true);
      await expectWork(reviewer, [marked]);
      expect((await toggle()).json().reviewed).toBe(false);
      await expectWork(reviewer, [marked]);
      expect((await toggle()).json().reviewed).toBe(true);
      await expectWork(reviewer, [marked, marked]);
    });

    it('names an invoice without a number or payee', async () => {
      const row = await seedInvoice(t, w.client.id, { invoice_number: null, payee: null });
      expect((await call('PATCH', `/api/invoices/${row.id}/toggle-review`, reviewer, {})).statusCode).toBe(200);
      await expectWork(reviewer, [['invoice', row.id, 'Marked an invoice without a number from Unknown Payee reviewed']]);
    });

    it('counts a task marked reviewed by the toggle, and unmarking as nothing', async () => {
      const row = await seedEmail(t, w.client.id);
      const toggle = () => call('PATCH', `/api/emails/${row.id}/toggle-review`, reviewer, {});
      expect((await toggle()).json().isReviewed).toBe(true);
      expect((await toggle()).json().isReviewed).toBe(false);
      await expectWork(reviewer, [['task', row.id, `Marked task "Invoice attached" from billing@vendor.example reviewed`]]);
    });

    it('quotes a task subject on one line, shortened to 80 characters, and names a missing subject or sender', async () => {
      const long = await seedEmail(t, w.client.id, { subject: `Re:  Fwd:\n\t the March bill  ${'y'.repeat(100)}` });
      const bare = await seedEmail(t, w.client.id, { subject: '', sender_email: '' });
      for (const row of [long, bare]) await call('PATCH', `/api/emails/${row.id}/toggle-review`, reviewer, {});
      await expectWork(reviewer, [
        ['task', long.id, `Marked task "Re: Fwd: the March bill ${'y'.repeat(55)}…" from billing@vendor.example reviewed`],
        ['task', bare.id, 'Marked task "(no subject)" from an unknown sender reviewed'],
      ]);
    });

    it('counts PATCH review-status only when it makes the task reviewed', async () => {
      const row = await seedEmail(t, w.client.id);
      const setStatus = async (isReviewed: boolean) => (await call('PATCH', `/api/emails/${row.id}/review-status`, reviewer, { isReviewed })).json().isReviewed;
      const marked: Work = ['task', row.id, `Marked ${taskLabel(row)} reviewed`];
      expect(await setStatus(true)).toBe(true);
      expect(await setStatus(true)).toBe(true);
      await expectWork(reviewer, [marked]);
      expect(await setStatus(false)).toBe(false);
      await expectWork(reviewer, [marked]);
      await setStatus(true);
      await expectWork(reviewer, [marked, marked]);
    });

    it('counts a PUT of a task as reviewed and commented, and only what changed', async () => {
      const row = await seedEmail(t, w.client.id);
      const put = async (body: object) => {
        const res = await call('PUT', `/api/emails/${row.id}`, reviewer, body);
        expect(res.statusCode).toBe(200);
      };
      const reviewed: Work = ['task', row.id, `Marked ${taskLabel(row)} reviewed`];
      const commented: Work = ['comment', row.id, `Commented on ${taskLabel(row)}: "Call the vendor"`];
      await put({ isReviewed: true, comment: '  Call the vendor  ' });
      await expectWork(reviewer, [reviewed, commented]);
      await put({ isReviewed: true, comment: 'Call the vendor' });
      await put({ comment: '' });
      await put({ subject: 'Roof bill' });
      await put({ isReviewed: false });
      await expectWork(reviewer, [reviewed, commented]);
      await put({ comment: 'Paid by check' });
      await expectWork(reviewer, [reviewed, commented, ['comment', row.id, `Commented on task "Roof bill" from billing@vendor.example: "Paid by check"`]]);
    });

    it('counts a task comment that says something new, and nothing for a blank one', async () => {
      const row = await seedEmail(t, w.client.id);
      const comment = (text: string) => call('PATCH', `/api/emails/${row.id}/comment`, reviewer, { comment: text });
      const first: Work = ['comment', row.id, `Commented on ${taskLabel(row)}: "First note"`];
      expect((await comment('First note')).json().comment).toBe('First note');
      await expectWork(reviewer, [first]);
      const blank = await comment('   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: 'Invalid input: comment must not be blank', errors: ['comment must not be blank'] });
      expect((await comment('First note')).statusCode).toBe(200);
      await expectWork(reviewer, [first]);
      await comment('Second note');
      await expectWork(reviewer, [first, ['comment', row.id, `Commented on ${taskLabel(row)}: "Second note"`]]);
    });

    it('counts an invoice edit under the saved number and payee, and a refused edit as nothing', async () => {
      const row = await seedInvoice(t, w.client.id);
      const res = await call('PUT', `/api/invoices/${row.id}`, reviewer, { payee: 'Northside Roofing', invoiceNumber: 'NR-42' });
      expect(res.statusCode).toBe(200);
      expect((await call('PUT', `/api/invoices/${row.id}`, reviewer, { pageNumber: 0 })).statusCode).toBe(400);
      await expectWork(reviewer, [['invoice_edit', row.id, 'Edited invoice NR-42 from Northside Roofing']]);
    });

    it('counts a save that changes nothing, fields or line items, as no edit', async () => {
      const row = await seedInvoice(t, w.client.id, {}, [{ description: 'Labour', amount_cents: 12_000 }]);
      const same = { payee: row.payee, invoiceNumber: row.invoice_number, lineItems: [{ description: 'Labour', amount: 120 }] };
      expect((await call('PUT', `/api/invoices/${row.id}`, reviewer, same)).statusCode).toBe(200);
      await expectWork(reviewer, []);
      const newLine = { ...same, lineItems: [{ description: 'Labour', amount: 125 }] };
      expect((await call('PUT', `/api/invoices/${row.id}`, reviewer, newLine)).statusCode).toBe(200);
      await expectWork(reviewer, [['invoice_edit', row.id, `Edited ${invoiceLabel(row)}`]]);
    });

    it('does not split a character in two when it shortens a quote', async () => {
      const row = await seedInvoice(t, w.client.id);
      await call('PATCH', `/api/invoices/${row.id}/updateComment`, reviewer, { comment: `${'a'.repeat(78)}😀${'b'.repeat(10)}` });
      await expectWork(reviewer, [['comment', row.id, `Commented on ${invoiceLabel(row)}: "${'a'.repeat(78)}😀…"`]]);
    });

    it('names a task whose subject is only blanks as having no subject', async () => {
      const row = await seedEmail(t, w.client.id, { subject: '   ' });
      await call('PATCH', `/api/emails/${row.id}/toggle-review`, reviewer, {});
      await expectWork(reviewer, [['task', row.id, 'Marked task "(no subject)" from billing@vendor.example reviewed']]);
    });

    it('counts an invoice deleted once', async () => {
      const row = await seedInvoice(t, w.client.id);
      expect((await call('DELETE', `/api/invoices/${row.id}`, reviewer)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/invoices/${row.id}`, reviewer)).statusCode).toBe(404);
      await expectWork(reviewer, [['invoice_delete', row.id, `Deleted ${invoiceLabel(row)}`]]);
    });

    it('counts an invoice comment that says something new, not a cleared or unchanged one', async () => {
      const row = await seedInvoice(t, w.client.id);
      const comment = async (text: string | null) => {
        const res = await call('PATCH', `/api/invoices/${row.id}/updateComment`, reviewer, { comment: text });
        expect(res.statusCode).toBe(200);
        return res.json().invoice.comment;
      };
      const first: Work = ['comment', row.id, `Commented on ${invoiceLabel(row)}: "Check the total"`];
      expect(await comment('Check the total')).toBe('Check the total');
      expect(await comment('  Check the total ')).toBe('Check the total');
      expect(await comment('   ')).toBe('');
      expect(await comment(null)).toBe('');
      await expectWork(reviewer, [first]);
      await comment(`Vendor called:\n\n  the total is wrong, ${'x'.repeat(100)}`);
      await expectWork(reviewer, [first, ['comment', row.id, `Commented on ${invoiceLabel(row)}: "Vendor called: the total is wrong, ${'x'.repeat(44)}…"`]]);
    });

    it('counts an e-mail associated with an invoice by hand', async () => {
      const invoice = await seedInvoice(t, w.client.id);
      const email = await seedEmail(t, w.client.id, { subject: 'Your March statement' });
      const res = await call('POST', '/api/associations/associate', reviewer, { emailId: email.id, invoiceId: invoice.id });
      expect(res.statusCode).toBe(200);
      await expectWork(reviewer, [['association', invoice.id, `Linked ${invoiceLabel(invoice)} to the e-mail "Your March statement"`]]);
    });

    it('counts linking an invoice again to the e-mail it already has as nothing', async () => {
      const invoice = await seedInvoice(t, w.client.id);
      const email = await seedEmail(t, w.client.id);
      const associate = () => call('POST', '/api/associations/associate', reviewer, { emailId: email.id, invoiceId: invoice.id });
      expect((await associate()).statusCode).toBe(200);
      expect((await associate()).statusCode).toBe(200);
      await expectWork(reviewer, [['association', invoice.id, `Linked ${invoiceLabel(invoice)} to the e-mail "${email.subject}"`]]);
    });

    it('counts each association the finder makes, and nothing for a dry run or a run that finds none', async () => {
      const batch = await seedClient(t, 'Batch Co');
      await link(t, reviewer, [batch.id]);
      const invoices = [await seedInvoice(t, batch.id, { invoice_number: 'BATCH-1001' }), await seedInvoice(t, batch.id, { invoice_number: 'BATCH-1002' })];
      for (const invoice of invoices) await seedEmail(t, batch.id, { subject: `Invoice ${invoice.invoice_number}` });
      const run = (dryRun: boolean) => call('POST', `/api/associations/create-associations?clientId=${batch.id}${dryRun ? '&dryRun=true' : ''}`, reviewer);
      expect((await run(true)).json().associationsCreated).toBe(2);
      await expectWork(reviewer, []);
      expect((await run(false)).json().associationsCreated).toBe(2);
      expect((await run(false)).json().associationsCreated).toBe(0);
      await expectWork(
        reviewer,
        invoices.map((invoice): Work => ['association', invoice.id, `Linked ${invoiceLabel(invoice)} to the e-mail "Invoice ${invoice.invoice_number}"`]),
      );
    });

    it("records nothing for a change refused because the item is another client's", async () => {
      const outsider = await createAccount(t);
      await link(t, outsider, [w.otherClient.id]);
      const invoice = await seedInvoice(t, w.client.id);
      const email = await seedEmail(t, w.client.id);
      const ownEmail = await seedEmail(t, w.otherClient.id);
      const attempts: Array<[Method, string, object | undefined]> = [
        ['PATCH', `/api/invoices/${invoice.id}/toggle-review`, {}],
        ['PUT', `/api/invoices/${invoice.id}`, { payee: 'Hijacked' }],
        ['DELETE', `/api/invoices/${invoice.id}`, undefined],
        ['PATCH', `/api/invoices/${invoice.id}/updateComment`, { comment: 'Hijacked' }],
        ['PATCH', `/api/emails/${email.id}/toggle-review`, {}],
        ['PATCH', `/api/emails/${email.id}/review-status`, { isReviewed: true }],
        ['PUT', `/api/emails/${email.id}`, { isReviewed: true, comment: 'Hijacked' }],
        ['PATCH', `/api/emails/${email.id}/comment`, { comment: 'Hijacked' }],
        ['POST', '/api/associations/associate', { emailId: ownEmail.id, invoiceId: invoice.id }],
      ];
      for (const [method, url, payload] of attempts) {
        const res = await call(method, url, outsider, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
      await expectWork(outsider, []);
    });

    it('answers /counts and /details with what was recorded', async () => {
      const invoice = await seedInvoice(t, w.client.id);
      const email = await seedEmail(t, w.client.id);
      await call('PATCH', `/api/invoices/${invoice.id}/toggle-review`, reviewer, {});
      await call('PATCH', `/api/emails/${email.id}/comment`, reviewer, { comment: 'Looks right' });
      const rows = await t.ctx.db.kysely.selectFrom('completed_activity').select(['item_type', 'completed_at']).where('user_id', '=', reviewer.id).orderBy('completed_at').execute();
      const day = (rows[0]?.completed_at ?? '').slice(0, 10);
      // Both were recorded the same UTC day unless the test ran across midnight.
      if (rows[1]?.completed_at.slice(0, 10) !== day) return;
      const counts = await call('GET', `/api/completed/counts?startDate=${day}&endDate=${day}`, reviewer);
      expect(counts.json()).toEqual({
        data: [
          { dateCompleted: day, itemType: 'comment', count: 1 },
          { dateCompleted: day, itemType: 'invoice', count: 1 },
        ],
      });
      const details = await call('GET', `/api/completed/details?date=${day}&detailed=true`, reviewer);
      expect(details.json()).toEqual({
        data: [
          { itemType: 'invoice', itemId: invoice.id, description: `Marked ${invoiceLabel(invoice)} reviewed`, timestamp: rows[0]?.completed_at, count: 1 },
          { itemType: 'comment', itemId: email.id, description: `Commented on ${taskLabel(email)}: "Looks right"`, timestamp: rows[1]?.completed_at, count: 1 },
        ],
      });
    });
  });
});
