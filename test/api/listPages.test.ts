import { sql } from 'kysely';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * Pages seek from rows remembered on earlier pages while the list's version stands
 * (src/server/db/repositories/listPage.ts). Whatever the order of visits and whatever changed
 * in between, every page must be the slice of the list as the table orders it, ties on
 * created_at broken by id.
 */
type List = 'invoices' | 'emails' | 'reports';
const LIMIT = 5;
/** Groups of three rows share a created_at, so the id decides their order. */
const tiedTime = (i: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 60_000).toISOString();

describe.each(databaseKinds)('list pages on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  const path = (list: List, page: number, query: string) =>
    ({
      invoices: `/api/invoices/client/${w.client.id}?page=${page}&limit=${LIMIT}${query}`,
      emails: `/api/emails?pagination=true&clientId=${w.client.id}&page=${page}&limit=${LIMIT}${query}`,
      reports: `/api/reports/client/${w.client.id}?pagination=true&page=${page}&limit=${LIMIT}${query}`,
    })[list];

  /** The list's ids in order, straight from the table; `where` narrows it as the query does. */
  async function ordered(list: List, where = sql<boolean>`1 = 1`): Promise<string[]> {
    const rows = await sql<{ id: string }>`select id from ${sql.table(list)} where client_id = ${w.client.id} and ${where} order by created_at desc, id desc`.execute(t.ctx.db.kysely);
    return rows.rows.map((r) => r.id);
  }

  /**
   * Visits page 2, then the last and the middle page (far from any remembered row, and from
   * page 2's), then every page forwards, backwards and by jumps, and compares each with the table.
   */
  async function expectPages(list: List, query: string, expected: string[]): Promise<void> {
    const pages = Math.max(1, Math.ceil(expected.length / LIMIT));
    const forwards = Array.from({ length: pages }, (_, i) => i + 1);
    const jumps = forwards.filter((p) => p % 2 === 0).concat(forwards.filter((p) => p % 2 === 1));
    for (const page of [Math.min(2, pages), pages, Math.ceil(pages / 2), ...forwards, ...[...forwards].reverse(), ...jumps]) {
      const body = (await call('GET', path(list, page, query), w.member)).json();
      const items = body[list] as { id: string }[];
      expect({ page, ids: items.map((item) => item.id) }).toEqual({ page, ids: expected.slice((page - 1) * LIMIT, page * LIMIT) });
      expect(body.total).toBe(expected.length);
    }
  }

  it('pages through invoices, ties included, before and after every kind of change', async () => {
    const rows = [];
    for (let i = 0; i < 23; i += 1) rows.push(await seedInvoice(t, w.client.id, { created_at: tiedTime(i), payee: i % 4 === 0 ? 'Zebra Plumbing' : 'Ordinary Supply' }));
    const zebra = sql<boolean>`payee = 'Zebra Plumbing'`;
    await expectPages('invoices', '', await ordered('invoices'));
    await expectPages('invoices', '&reviewed=false', await ordered('invoices', sql<boolean>`reviewed = 0`));
    await expectPages('invoices', '&search=zebra', await ordered('invoices', zebra));

    await seedInvoice(t, w.client.id, { created_at: tiedTime(30) });
    await expectPages('invoices', '', await ordered('invoices'));

    await call('PATCH', `/api/invoices/${rows[12]?.id}/toggle-review`, w.member, {});
    await expectPages('invoices', '&reviewed=false', await ordered('invoices', sql<boolean>`reviewed = 0`));
    await expectPages('invoices', '&reviewed=true', await ordered('invoices', sql<boolean>`reviewed = 1`));

    await call('DELETE', `/api/invoices/${rows[7]?.id}`, w.member);
    await expectPages('invoices', '', await ordered('invoices'));

    await call('PUT', `/api/invoices/${rows[9]?.id}`, w.member, { payee: 'Zebra Plumbing' });
    await expectPages('invoices', '&search=zebra', await ordered('invoices', zebra));
  });

  it('pages through e-mails and reports, before and after a change', async () => {
    for (let i = 0; i < 14; i += 1) {
      await seedEmail(t, w.client.id, { created_at: tiedTime(i) });
      await seedReport(t, w.client.id, { created_at: tiedTime(i) });
    }
    await expectPages('emails', '', await ordered('emails'));
    await expectPages('reports', '', await ordered('reports'));

    const [newest] = await ordered('emails');
    await call('PATCH', `/api/emails/${newest}/toggle-review`, w.member, {});
    await expectPages('emails', '&isReviewed=false', await ordered('emails', sql<boolean>`is_reviewed = 0`));
    await seedReport(t, w.client.id, { created_at: tiedTime(2) });
    await expectPages('reports', '', await ordered('reports'));
  });

  it('answers a page past the end, and an empty list, with no rows and the list total', async () => {
    const fresh = await seedClient(t, 'Empty Estates');
    await link(t, w.member, [fresh.id]);
    const urls = {
      invoices: (page: number) => `/api/invoices/client/${fresh.id}?page=${page}&limit=${LIMIT}`,
      emails: (page: number) => `/api/emails?pagination=true&clientId=${fresh.id}&page=${page}&limit=${LIMIT}`,
      reports: (page: number) => `/api/reports/client/${fresh.id}?pagination=true&page=${page}&limit=${LIMIT}`,
    };
    for (const list of ['invoices', 'emails', 'reports'] as const) {
      const empty = (await call('GET', urls[list](1), w.member)).json();
      expect({ list, rows: empty[list], total: empty.total }).toEqual({ list, rows: [], total: 0 });
    }
    for (let i = 0; i < 7; i += 1) await seedInvoice(t, fresh.id, { created_at: tiedTime(i) });
    // Page 2 is remembered first, so page 9 seeks from its rows, then far past them.
    for (const page of [2, 9, 40, 3]) {
      const body = (await call('GET', urls.invoices(page), w.member)).json();
      expect({ page, rows: body.invoices.length, total: body.total }).toEqual({ page, rows: page === 2 ? 2 : 0, total: 7 });
    }
  });
});
