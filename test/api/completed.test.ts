import { sql } from 'kysely';
import { ACTIVITY_TYPES, type ActivityType, type CompletedCountRow, type CompletedDetailRow, type UserActivityTotal } from '../../src/shared/contract/activity';
import { newId } from '../../src/server/db/ids';
import { createAccount, type TestAccount } from './helpers/accounts';
import { appFixture, caller, reviewFixture, type Method } from './helpers/fixtures';
import { link, seedClient, seedEmail, seedInvoice } from './helpers/seed';
import { databaseKinds, type TestApp } from './helpers/testApp';

/** One completed-work record to seed: when, what kind, and optionally which item. */
type Seed = [completedAt: string, itemType: ActivityType];
/** A record as the recording tests expect it: type, item id, description. */
type Work = [ActivityType, string, string];

const seededItemId = ([at, type]: Seed) => `${type}@${at}`;
const seededDescription = ([at, type]: Seed) => `Seeded ${type} at ${at}`;

/**
 * Records straight into both tables, as the server's record() leaves them: activity_daily
 * counts each record under the UTC date of its completed_at.
 */
async function seedActivity(t: TestApp, userId: string, seeds: Seed[]): Promise<void> {
  const db = t.ctx.db.kysely;
  const rows = seeds.map((seed) => ({
    id: newId(Date.parse(seed[0])),
    user_id: userId,
    item_type: seed[1],
    item_id: seededItemId(seed),
    description: seededDescription(seed),
    completed_at: seed[0],
  }));
  const daily = new Map<string, { user_id: string; day: string; item_type: string; count: number }>();
  for (const row of rows) {
    const day = row.completed_at.slice(0, 10);
    const key = `${day} ${row.item_type}`;
    const entry = daily.get(key) ?? { user_id: userId, day, item_type: row.item_type, count: 0 };
    entry.count += 1;
    daily.set(key, entry);
  }
  const dailyRows = [...daily.values()];
  for (let start = 0; start < rows.length; start += 200) await db.insertInto('completed_activity').values(rows.slice(start, start + 200)).execute();
  for (let start = 0; start < dailyRows.length; start += 200) {
    await db
      .insertInto('activity_daily')
      .values(dailyRows.slice(start, start + 200))
      .onConflict((oc) => oc.columns(['user_id', 'day', 'item_type']).doUpdateSet({ count: sql<number>`activity_daily.count + excluded.count` }))
      .execute();
  }
}

/** Counts keyed "user day type", from the records and from the rollup; the two must agree. */
async function rollupAndRecords(t: TestApp, userId?: string) {
  const db = t.ctx.db.kysely;
  const records = await db
    .selectFrom('completed_activity')
    .select(['user_id', 'completed_at', 'item_type'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as string))
    .execute();
  const daily = await db
    .selectFrom('activity_daily')
    .select(['user_id', 'day', 'item_type', 'count'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as string))
    .execute();
  const fromRecords: Record<string, number> = {};
  for (const r of records) {
    const key = `${r.user_id} ${r.completed_at.slice(0, 10)} ${r.item_type}`;
    fromRecords[key] = (fromRecords[key] ?? 0) + 1;
  }
  const fromDaily = Object.fromEntries(daily.map((d) => [`${d.user_id} ${d.day} ${d.item_type}`, Number(d.count)]));
  return { fromRecords, fromDaily };
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

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

  describe('reading one user', () => {
    let subject: TestAccount;
    // Chicago is -06:00 until 2026-03-08 08:00Z, then -05:00: its 8 March lasts 23 hours.
    const seeds: Seed[] = [
      ['2026-03-06T12:00:00.000Z', 'invoice'],
      ['2026-03-07T05:59:59.999Z', 'task'],
      ['2026-03-07T06:00:00.000Z', 'invoice'],
      ['2026-03-08T04:30:00.000Z', 'comment'],
      ['2026-03-08T05:59:59.999Z', 'invoice'],
      ['2026-03-08T06:00:00.000Z', 'task'],
      ['2026-03-09T04:59:59.999Z', 'invoice'],
      ['2026-03-09T05:00:00.000Z', 'association'],
      ['2026-03-10T12:00:00.000Z', 'invoice_edit'],
      ['2026-03-10T05:00:00.000Z', 'invoice_delete'],
    ];
    const seed = (index: number) => seeds[index] as Seed;
    const detail = (s: Seed, count = 1): CompletedDetailRow => ({ itemType: s[1], itemId: seededItemId(s), description: seededDescription(s), timestamp: s[0], count });
    const row = (dateCompleted: string, itemType: ActivityType, count = 1): CompletedCountRow => ({ dateCompleted, itemType, count });

    beforeAll(async () => {
      subject = await createAccount(t, { name: 'Casey Counter' });
      await seedActivity(t, subject.id, seeds);
    });

    const get = (path: string, params: Record<string, string | undefined>, as = subject) => call('GET', `/api/completed/${path}?${query(params)}`, as);
    const march7to9 = { startDate: '2026-03-07', endDate: '2026-03-09' };

    describe('/counts', () => {
      it("counts per local day and type in the viewer's time zone", async () => {
        const res = await get('counts', { ...march7to9, timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: [row('2026-03-07', 'comment'), row('2026-03-07', 'invoice', 2), row('2026-03-08', 'invoice'), row('2026-03-08', 'task'), row('2026-03-09', 'association')],
        });
      });

      it('counts per UTC day without a time zone, or with UTC or a blank one', async () => {
        const utc = [
          row('2026-03-07', 'invoice'),
          row('2026-03-07', 'task'),
          row('2026-03-08', 'comment'),
          row('2026-03-08', 'invoice'),
          row('2026-03-08', 'task'),
          row('2026-03-09', 'association'),
          row('2026-03-09', 'invoice'),
        ];
        for (const timeZone of [undefined, 'UTC', '']) expect((await get('counts', { ...march7to9, timeZone })).json()).toEqual({ data: utc });
      });

      it('filters by item type', async () => {
        const res = await get('counts', { ...march7to9, timeZone: 'America/Chicago', itemType: 'invoice' });
        expect(res.json()).toEqual({ data: [row('2026-03-07', 'invoice', 2), row('2026-03-08', 'invoice')] });
      });

      it('includes the start and end days, and takes the date of an ISO timestamp', async () => {
        const oneDay = [row('2026-03-08', 'invoice'), row('2026-03-08', 'task')];
        expect((await get('counts', { startDate: '2026-03-08', endDate: '2026-03-08', timeZone: 'America/Chicago' })).json()).toEqual({ data: oneDay });
        expect((await get('counts', { startDate: '2026-03-08T00:00:00.000Z', endDate: '2026-03-08T00:00:00.000Z', timeZone: 'America/Chicago' })).json()).toEqual({ data: oneDay });
        expect((await get('counts', { startDate: '2026-03-10', endDate: '2026-03-10', timeZone: 'America/Chicago' })).json()).toEqual({ data: [row('2026-03-10', 'invoice_delete'), row('2026-03-10', 'invoice_edit')] });
        expect((await get('counts', { startDate: '2026-03-11', endDate: '2026-03-31' })).json()).toEqual({ data: [] });
      });

      it('accepts a range of 400 days', async () => {
        const res = await get('counts', { startDate: '2025-04-05', endDate: '2026-05-09', timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: [
            row('2026-03-06', 'invoice'),
            row('2026-03-06', 'task'),
            row('2026-03-07', 'comment'),
            row('2026-03-07', 'invoice', 2),
            row('2026-03-08', 'invoice'),
            row('2026-03-08', 'task'),
            row('2026-03-09', 'association'),
            row('2026-03-10', 'invoice_delete'),
            row('2026-03-10', 'invoice_edit'),
          ],
        });
      });

      it('answers the first and last days it accepts, in zones far from UTC', async () => {
        for (const [startDate, endDate, timeZone] of [
          ['1900-01-01', '1900-01-31', 'Pacific/Kiritimati'],
          ['2200-12-01', '2200-12-31', 'Pacific/Kiritimati'],
          ['2200-12-31', '2200-12-31', 'Etc/GMT+12'],
        ] as const) {
          expect((await get('counts', { startDate, endDate, timeZone })).json()).toEqual({ data: [] });
          expect((await get('details', { date: endDate, timeZone, detailed: 'true' })).json()).toEqual({ data: [] });
        }
      });
    });

    describe('/details', () => {
      it('lists every record of the local day, oldest first, with detailed=true', async () => {
        const res = await get('details', { date: '2026-03-07', detailed: 'true', timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: [detail(seed(2)), detail(seed(3)), detail(seed(4))] });
        expect((await get('details', { date: '2026-03-07', detailed: 'true' })).json()).toEqual({ data: [detail(seed(1)), detail(seed(2))] });
      });

      it('keeps to the day in the time zone where it is 23 hours long', async () => {
        const res = await get('details', { date: '2026-03-08', detailed: 'TRUE', timeZone: 'America/Chicago' });
        expect(res.json()).toEqual({ data: [detail(seed(5)), detail(seed(6))] });
      });

      it('gives one row per type with its latest record and count without detailed=true', async () => {
        for (const detailed of [undefined, 'false']) {
          const res = await get('details', { date: '2026-03-07', detailed, timeZone: 'America/Chicago' });
          expect(res.json()).toEqual({ data: [detail(seed(4), 2), detail(seed(3))] });
        }
      });

      it('filters by item type, and answers an empty day with no rows', async () => {
        expect((await get('details', { date: '2026-03-07', detailed: 'true', timeZone: 'America/Chicago', itemType: 'comment' })).json()).toEqual({ data: [detail(seed(3))] });
        expect((await get('details', { date: '2026-03-05', detailed: 'true' })).json()).toEqual({ data: [] });
      });

      it('starts the next local day at its first instant', async () => {
        expect((await get('details', { date: '2026-03-09', detailed: 'true', timeZone: 'America/Chicago' })).json()).toEqual({ data: [detail(seed(7))] });
        expect((await get('details', { date: '2026-03-10', detailed: 'true', timeZone: 'America/Chicago' })).json()).toEqual({ data: [detail(seed(9)), detail(seed(8))] });
      });
    });

    describe('who may read', () => {
      const paths: Array<[string, Record<string, string>]> = [
        ['counts', march7to9],
        ['details', { date: '2026-03-07', detailed: 'true' }],
      ];

      it.each(paths)('/%s: a regular user reads their own, named or not', async (path, params) => {
        const own = await get(path, params);
        expect(own.statusCode).toBe(200);
        expect(own.json().data.length).toBeGreaterThan(0);
        expect((await get(path, { ...params, userId: subject.id })).json()).toEqual(own.json());
        expect((await get(path, { ...params, userId: '' })).json()).toEqual(own.json());
      });

      it.each(paths)("/%s: a regular user may not read another user's, nor ask about an unknown one", async (path, params) => {
        for (const userId of [w.member.id, 'nobody']) {
          const res = await get(path, { ...params, userId });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'You can only view your own activity.' });
        }
      });

      it.each(paths)("/%s: an admin reads anyone's; an unknown user is 404", async (path, params) => {
        const own = await get(path, params);
        expect((await get(path, { ...params, userId: subject.id }, w.admin)).json()).toEqual(own.json());
        expect((await get(path, params, w.admin)).json()).toEqual({ data: [] });
        const missing = await get(path, { ...params, userId: 'nobody' }, w.admin);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'User not found' });
      });

      it.each(['counts', 'details', 'totals'])('/%s refuses an anonymous caller with a bearer challenge', async (path) => {
        const res = await call('GET', `/api/completed/${path}?startDate=2026-03-07&endDate=2026-03-07&date=2026-03-07`);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      });

      it('refuses /totals to a regular user', async () => {
        const res = await get('totals', march7to9);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Admin access required.' });
      });
    });

    describe('bad input', () => {
      const rangeCases: Array<[string, Record<string, string>, string[]]> = [
        ['no startDate', { endDate: '2026-03-07' }, ['startDate is required']],
        ['no dates at all', {}, ['startDate is required', 'endDate is required']],
        ['a date that is a word', { startDate: 'yesterday', endDate: '2026-03-07' }, ['startDate must be a date (YYYY-MM-DD)']],
        ['a date that does not exist', { startDate: '2026-02-30', endDate: '2026-03-07' }, ['startDate must be a real calendar date']],
        ['a month that does not exist', { startDate: '2026-03-01', endDate: '2026-13-01' }, ['endDate must be a real calendar date']],
        ['an end before the start', { startDate: '2026-03-07', endDate: '2026-03-06' }, ['endDate must not be before startDate']],
        ['a range of 401 days', { startDate: '2025-04-05', endDate: '2026-05-10' }, ['endDate must be at most 400 days after startDate']],
        ['an unknown time zone', { ...march7to9, timeZone: 'Mars/Olympus_Mons' }, ['timeZone must be an IANA time zone such as America/New_York']],
        ['an unknown item type', { ...march7to9, itemType: 'review' }, ['itemType must be one of invoice, task, invoice_edit, invoice_delete, comment, association']],
        // The last days of year 9999 once looped forever in the day arithmetic and held the server.
        ['the last days of year 9999', { startDate: '9999-12-01', endDate: '9999-12-31' }, ['startDate must be a date between 1900 and 2200', 'endDate must be a date between 1900 and 2200']],
        ['every year there is', { startDate: '0001-01-01', endDate: '9999-12-31' }, ['startDate must be a real calendar date', 'endDate must be a date between 1900 and 2200']],
        ['a year before 1900', { startDate: '1899-12-31', endDate: '1900-01-01' }, ['startDate must be a date between 1900 and 2200']],
      ];

      it.each(rangeCases)('/counts and /totals refuse %s with a 400 naming the fields', async (_label, params, errors) => {
        for (const path of ['counts', 'totals']) {
          const res = await get(path, params, w.admin);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
        }
      });

      it.each<[string, Record<string, string>, string[]]>([
        ['no date', {}, ['date is required']],
        ['a date that does not exist', { date: '2026-04-31' }, ['date must be a real calendar date']],
        ['a date that is a word', { date: 'today' }, ['date must be a date (YYYY-MM-DD)']],
        ['the last day of year 9999', { date: '9999-12-31' }, ['date must be a date between 1900 and 2200']],
        ['a day after 2200', { date: '2201-01-01', timeZone: 'Pacific/Kiritimati' }, ['date must be a date between 1900 and 2200']],
        ['a detailed flag that is not a boolean', { date: '2026-03-07', detailed: 'yes' }, ['detailed must be true or false']],
        ['an unknown time zone', { date: '2026-03-07', timeZone: 'Not/AZone' }, ['timeZone must be an IANA time zone such as America/New_York']],
      ])('/details refuses %s with a 400 naming the field', async (_label, params, errors) => {
        const res = await get('details', params);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
      });
    });
  });
});

/** A small generator, so the totals data set is the same on every run. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(databaseKinds)('completed totals on %s', (kind) => {
  const t = appFixture(kind);
  const call = caller(t);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(t, { isAdmin: true, name: 'Admin Ann' });
  });

  const totals = async (params: Record<string, string | undefined>): Promise<UserActivityTotal[]> => {
    const res = await call('GET', `/api/completed/totals?${query(params)}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  describe('ordering and omission', () => {
    const people: Record<string, TestAccount> = {};

    beforeAll(async () => {
      const plan: Array<[string, Seed[]]> = [
        // Created before 'al Tie', and after it only by a comparison that ignores case.
        ['Bo Tie', [['2025-06-12T09:00:00.000Z', 'invoice_edit'], ['2025-06-14T09:00:00.000Z', 'invoice_delete']]],
        ['al Tie', [['2025-06-11T09:00:00.000Z', 'task'], ['2025-06-11T10:00:00.000Z', 'task']]],
        ['Zoe Top', [['2025-06-10T00:00:00.000Z', 'invoice'], ['2025-06-12T08:00:00.000Z', 'invoice'], ['2025-06-15T23:59:59.999Z', 'invoice'], ['2025-06-13T12:00:00.000Z', 'comment']]],
        ['Nil Outside', [['2025-06-09T23:59:59.999Z', 'invoice'], ['2025-06-16T00:00:00.000Z', 'invoice'], ['2025-06-20T12:00:00.000Z', 'task']]],
      ];
      for (const [name, seeds] of plan) {
        people[name] = await createAccount(t, { name });
        await seedActivity(t, (people[name] as TestAccount).id, seeds);
      }
    });

    const total = (name: string, counts: Partial<Record<ActivityType, number>>): UserActivityTotal => {
      const account = people[name] as TestAccount;
      return { userId: account.id, name, email: account.email, total: Object.values(counts).reduce((sum, n) => sum + n, 0), counts };
    };

    it('sorts by total, highest first, then by name, and leaves out users with nothing in the range', async () => {
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15' })).toEqual([
        total('Zoe Top', { invoice: 3, comment: 1 }),
        total('al Tie', { task: 2 }),
        total('Bo Tie', { invoice_edit: 1, invoice_delete: 1 }),
      ]);
    });

    it('counts one item type only when asked', async () => {
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15', itemType: 'invoice' })).toEqual([total('Zoe Top', { invoice: 3 })]);
      expect(await totals({ startDate: '2025-06-10', endDate: '2025-06-15', itemType: 'association' })).toEqual([]);
    });

    it('answers a range with no work with no rows', async () => {
      expect(await totals({ startDate: '2025-07-01', endDate: '2025-07-31' })).toEqual([]);
    });
  });

  describe('local days whose edges fall inside UTC days', () => {
    const period = { from: Date.parse('2025-12-28T00:00:00.000Z'), to: Date.parse('2026-04-12T00:00:00.000Z') };
    const names = ['Ada Busy', 'Ben Steady', 'Cy Sparse', 'dee Edges'];
    const accounts: TestAccount[] = [];

    interface Range {
      label: string;
      timeZone: string;
      startDate: string;
      endDate: string;
      itemType?: ActivityType;
      /** Where the local start date begins and the day after the end date begins, worked out by hand. */
      from: string;
      to: string;
    }
    const ranges: Range[] = [
      { label: 'New York in January', timeZone: 'America/New_York', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-10T05:00:00.000Z', to: '2026-01-21T05:00:00.000Z' },
      { label: 'Kolkata in January', timeZone: 'Asia/Kolkata', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-09T18:30:00.000Z', to: '2026-01-20T18:30:00.000Z' },
      { label: 'New York comments only', timeZone: 'America/New_York', startDate: '2026-01-10', endDate: '2026-01-20', itemType: 'comment', from: '2026-01-10T05:00:00.000Z', to: '2026-01-21T05:00:00.000Z' },
      { label: 'New York across the spring change', timeZone: 'America/New_York', startDate: '2026-03-01', endDate: '2026-03-10', from: '2026-03-01T05:00:00.000Z', to: '2026-03-11T04:00:00.000Z' },
      { label: 'one Kolkata day over two UTC days', timeZone: 'Asia/Kolkata', startDate: '2026-01-15', endDate: '2026-01-15', from: '2026-01-14T18:30:00.000Z', to: '2026-01-15T18:30:00.000Z' },
      { label: 'two New York days holding one whole UTC day', timeZone: 'America/New_York', startDate: '2026-01-15', endDate: '2026-01-16', from: '2026-01-15T05:00:00.000Z', to: '2026-01-17T05:00:00.000Z' },
      { label: 'Kiritimati, 14 hours ahead', timeZone: 'Pacific/Kiritimati', startDate: '2026-02-01', endDate: '2026-02-02', from: '2026-01-31T10:00:00.000Z', to: '2026-02-02T10:00:00.000Z' },
      { label: 'Santiago across the autumn change', timeZone: 'America/Santiago', startDate: '2026-04-04', endDate: '2026-04-05', from: '2026-04-04T03:00:00.000Z', to: '2026-04-06T04:00:00.000Z' },
      { label: 'London from a UTC midnight into summer time', timeZone: 'Europe/London', startDate: '2026-01-01', endDate: '2026-03-31', from: '2026-01-01T00:00:00.000Z', to: '2026-03-31T23:00:00.000Z' },
      { label: 'UTC whole days', timeZone: 'UTC', startDate: '2026-01-10', endDate: '2026-01-20', from: '2026-01-10T00:00:00.000Z', to: '2026-01-21T00:00:00.000Z' },
      { label: 'one UTC day', timeZone: 'UTC', startDate: '2026-02-01', endDate: '2026-02-01', from: '2026-02-01T00:00:00.000Z', to: '2026-02-02T00:00:00.000Z' },
      { label: 'the whole period in Kolkata', timeZone: 'Asia/Kolkata', startDate: '2025-12-28', endDate: '2026-04-11', from: '2025-12-27T18:30:00.000Z', to: '2026-04-11T18:30:00.000Z' },
    ];

    beforeAll(async () => {
      const random = mulberry32(20260308);
      const perUser: Seed[][] = names.map(() => []);
      const iso = (instant: number) => new Date(instant).toISOString();
      let turn = 0;
      const add = (instant: number, user = turn % names.length) => {
        (perUser[user] as Seed[]).push([iso(instant), ACTIVITY_TYPES[turn % ACTIVITY_TYPES.length] as ActivityType]);
        turn += 1;
      };
      // Work spread over the period, Ada doing most and Cy least.
      const weights = [0.45, 0.3, 0.07, 0.18];
      for (let n = 0; n < 1500; n += 1) {
        const pick = random();
        let user = 0;
        for (let acc = weights[0] as number; pick > acc && user < names.length - 1; acc += weights[user] as number) user += 1;
        add(period.from + Math.floor(random() * (period.to - period.from)), user);
      }
      // Work on both sides of every range edge and of every UTC midnight, to the millisecond.
      for (const range of ranges) for (const edge of [range.from, range.to]) for (const delta of [-1, 0, 1]) add(Date.parse(edge) + delta, 3);
      for (let day = period.from; day < period.to; day += 86_400_000) for (const delta of [-1, 0]) add(day + delta);
      for (const [index, seeds] of perUser.entries()) {
        accounts.push(await createAccount(t, { name: names[index] }));
        await seedActivity(t, (accounts[index] as TestAccount).id, seeds);
      }
    });

    /** Every user's records in [from, to), counted by reading the raw rows one by one. */
    async function bruteForce(from: string, to: string, itemType?: ActivityType): Promise<UserActivityTotal[]> {
      const db = t.ctx.db.kysely;
      const records = await db.selectFrom('completed_activity').select(['user_id', 'item_type', 'completed_at']).execute();
      const users = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
      const result: UserActivityTotal[] = [];
      for (const user of users) {
        const counts: Partial<Record<ActivityType, number>> = {};
        for (const r of records) {
          const time = Date.parse(r.completed_at);
          if (r.user_id !== user.id || time < Date.parse(from) || time >= Date.parse(to)) continue;
          if (itemType && r.item_type !== itemType) continue;
          counts[r.item_type as ActivityType] = (counts[r.item_type as ActivityType] ?? 0) + 1;
        }
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (total > 0) result.push({ userId: user.id, name: user.name, email: user.email, total, counts });
      }
      return result.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    }

    it('seeds a rollup in step with the records', async () => {
      const { fromRecords, fromDaily } = await rollupAndRecords(t);
      expect(Object.keys(fromDaily).length).toBeGreaterThan(100);
      expect(fromDaily).toEqual(fromRecords);
    });

    it.each(ranges.map((range) => [range.label, range] as const))('%s: counts exactly the records inside the local days', async (_label, range) => {
      const expected = await bruteForce(range.from, range.to, range.itemType);
      expect(expected.length).toBeGreaterThan(0);
      if (range.timeZone !== 'UTC') {
        // The edges matter: counting whole UTC days instead would give another answer.
        const utcDays = await bruteForce(`${range.startDate}T00:00:00.000Z`, new Date(Date.parse(`${range.endDate}T00:00:00.000Z`) + 86_400_000).toISOString(), range.itemType);
        expect(utcDays).not.toEqual(expected);
      }
      const { label: _omit, from: _from, to: _to, ...params } = range;
      expect(await totals(params)).toEqual(expected);
    });
  });
});
