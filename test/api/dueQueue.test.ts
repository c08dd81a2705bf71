import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../src/server/db/schema';
import type { InvoiceSummary } from '../../src/shared/contract/invoices';
import type { DueQueueResponse } from '../../src/shared/contract/reviewWorkspace';
import { setClockTo } from './helpers/clock';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/** Today is 2025-03-10 in UTC (late in the evening in New York); this week runs to 2025-03-16. */
const NOW = '2025-03-10T23:30:00.000Z';

describe.each(databaseKinds)('the due-date queue on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  let clientId: string;
  let queue: Selectable<InvoicesTable>[];

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Due Co')).id;
    await link(t, w.member, [clientId]);
    const due = (due_date: string | null, total_amount_cents: number | null, currency: string | null = 'USD', more: Partial<Selectable<InvoicesTable>> = {}) =>
      seedInvoice(t, clientId, { due_date, total_amount_cents, currency, ...more });
    queue = [
      await due('2025-03-09', 10000),
      await due(null, 700),
      await due('2025-01-01', 5000, null),
      await due('2025-03-10', 1000),
      await due('2025-03-16', 2000, 'EUR'),
      await due('2025-03-17', 3000),
      await due('2025-03-12', -500, 'USD', { document_kind: 'credit_note' }),
      await due('2025-03-09', 250),
      await due(null, null),
    ];
    await due('2025-03-01', 99999, 'USD', { reviewed: 1 });
    await seedInvoice(t, w.otherClient.id, { due_date: '2025-03-01' });
  });
  beforeEach(() => setClockTo(NOW));
  afterEach(() => jest.useRealTimers());

  const read = async (query = '') => {
    const res = await call('GET', `/api/invoices/client/${clientId}/due${query}`, w.member);
    expect(res.statusCode).toBe(200);
    return res.json() as DueQueueResponse;
  };
  const byDueDate = () =>
    [...queue]
      .sort((a, b) => (a.due_date === b.due_date ? (a.id < b.id ? -1 : 1) : a.due_date === null ? 1 : b.due_date === null ? -1 : a.due_date < b.due_date ? -1 : 1))
      .map((row) => row.id);

  it('lists the unreviewed invoices and credit notes earliest due first, undated last, ties by arrival, page by page', async () => {
    const ids: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await read(`?page=${page}&limit=4`);
      expect(body).toMatchObject({ total: queue.length, page, totalPages: 3, pageSize: 4, today: '2025-03-10' });
      ids.push(...body.invoices.map((invoice: InvoiceSummary) => invoice.id));
    }
    expect(ids).toEqual(byDueDate());
  });

  it('groups the whole queue by when it falls due, with its amounts per currency', async () => {
    const { groups } = await read('?limit=1');
    expect(groups).toEqual({
      overdue: { count: 3, totals: [{ currency: 'USD', amount: 102.5 }, { currency: null, amount: 50 }] },
      thisWeek: { count: 3, totals: [{ currency: 'EUR', amount: 20 }, { currency: 'USD', amount: 5 }] },
      later: { count: 1, totals: [{ currency: 'USD', amount: 30 }] },
      undated: { count: 2, totals: [{ currency: 'USD', amount: 7 }] },
    });
  });

  it("counts as overdue what the sidebar counts, and lets a reviewed invoice leave both", async () => {
    const overdue = async () => ((await call('GET', '/api/clients', w.member)).json().clients as { id: string; overdueCount: number }[]).find((c) => c.id === clientId)?.overdueCount;
    expect(await overdue()).toBe((await read()).groups.overdue.count);
    const first = queue[0]?.id ?? '';
    expect((await call('PATCH', `/api/invoices/${first}/toggle-review`, w.member, {})).statusCode).toBe(200);
    const after = await read();
    expect(after.invoices.map((invoice) => invoice.id)).not.toContain(first);
    expect(after.total).toBe(queue.length - 1);
    expect(after.groups.overdue).toEqual({ count: 2, totals: [{ currency: 'USD', amount: 2.5 }, { currency: null, amount: 50 }] });
    expect(await overdue()).toBe(2);
    await call('PATCH', `/api/invoices/${first}/toggle-review`, w.member, {});
  });

  it('moves the groups with the date', async () => {
    setClockTo('2025-03-17T00:00:00.000Z');
    const { today, groups } = await read();
    expect(today).toBe('2025-03-17');
    expect([groups.overdue.count, groups.thisWeek.count, groups.later.count, groups.undated.count]).toEqual([6, 1, 0, 2]);
  });

  it('answers groups that follow every change to the queue, made through the API or by another process', async () => {
    const counts = async () => {
      const { groups } = await read('?limit=1');
      return Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, [group.count, ...group.totals.map((total) => `${total.currency ?? '-'} ${total.amount}`)]]));
    };
    expect(await counts()).toEqual({ overdue: [3, 'USD 102.5', '- 50'], thisWeek: [3, 'EUR 20', 'USD 5'], later: [1, 'USD 30'], undated: [2, 'USD 7'] });
    const later = queue[5] as Selectable<InvoicesTable>;
    const undated = queue[1] as Selectable<InvoicesTable>;
    expect((await call('PUT', `/api/invoices/${later.id}`, w.member, { dueDate: '2025-03-01' })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ overdue: [4, 'USD 132.5', '- 50'], later: [0] });
    expect((await call('PUT', `/api/invoices/${later.id}`, w.member, { totalAmount: 40 })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ overdue: [4, 'USD 142.5', '- 50'] });
    // Another process writes straight to the database: only the version tells this one.
    await t.ctx.db.kysely.updateTable('invoices').set({ due_date: '2025-03-20' }).where('id', '=', undated.id).execute();
    expect(await counts()).toMatchObject({ later: [1, 'USD 7'], undated: [1, 'USD 0'] });
    await t.ctx.db.kysely.updateTable('invoices').set({ currency: 'CAD' }).where('id', '=', undated.id).execute();
    expect(await counts()).toMatchObject({ later: [1, 'CAD 7'] });
    const added = await seedInvoice(t, clientId, { due_date: '2025-03-11', total_amount_cents: 100, currency: 'USD' });
    expect(await counts()).toMatchObject({ thisWeek: [4, 'EUR 20', 'USD 6'] });
    await t.ctx.db.kysely.deleteFrom('invoices').where('id', '=', added.id).execute();
    expect(await counts()).toMatchObject({ thisWeek: [3, 'EUR 20', 'USD 5'] });
  });

  it("hides another client's queue as a missing one, and refuses a bad page", async () => {
    const foreign = await call('GET', `/api/invoices/client/${clientId}/due`, w.outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Client not found' });
    const bad = await call('GET', `/api/invoices/client/${clientId}/due?page=0`, w.member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page must be a whole number of at least 1');
  });
});
