import { reviewFixture } from './helpers/fixtures';
import { seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * Issue 18: on PostgreSQL each statement is a round trip, so a list request runs one: the page,
 * with the list's total and version as columns of its rows (listPage.ts, listStateColumns), read
 * only where the caller's account holds and reaches the client (auth/guard.ts,
 * `signInWithPage`). The same statements run on SQLite; counting them there keeps either
 * database from drifting back.
 */
describe.each(databaseKinds)('statements per list request on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const LIMIT = 5;

  beforeAll(async () => {
    for (let i = 0; i < 23; i += 1) {
      const at = new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
      await seedInvoice(t, w.client.id, { created_at: at, payee: `Payee ${i % 7}`, due_date: `2025-02-${String((i % 27) + 1).padStart(2, '0')}` });
      if (i < 12) {
        await seedEmail(t, w.client.id, { created_at: at });
        await seedReport(t, w.client.id, { created_at: at });
      }
    }
  });

  async function statementsOf(url: string, as = w.member): Promise<string[]> {
    t.statements.length = 0;
    const answer = await call('GET', url, as);
    expect(answer.statusCode).toBe(200);
    return [...t.statements];
  }

  const invoices = (query: string) => `/api/invoices/client/${w.client.id}?limit=${LIMIT}${query}`;
  it.each([
    ['the first page of invoices', () => invoices('&page=1')],
    ['a page far from any row seen', () => invoices('&page=4')],
    ['the invoices sorted by payee', () => invoices('&page=2&sort=payee&order=asc')],
    ['the unreviewed invoices', () => invoices('&page=1&reviewed=false')],
    ['a page of e-mails', () => `/api/emails?pagination=true&clientId=${w.client.id}&page=2&limit=${LIMIT}`],
    ['a page of reports', () => `/api/reports/client/${w.client.id}?pagination=true&page=2&limit=${LIMIT}`],
  ])('%s is one statement, for a member and for an admin', async (_name, url) => {
    for (const as of [w.member, w.admin]) {
      const statements = await statementsOf(url(), as);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/list_total/);
      expect(statements[0]).toMatch(/from "users"/);
    }
  });

  it('reads a page seen before from its remembered row, still in one statement, and again from the start once the list changed', async () => {
    await statementsOf(invoices('&page=3'));
    expect(await statementsOf(invoices('&page=3'))).toHaveLength(1);
    await seedInvoice(t, w.client.id, { created_at: new Date(Date.UTC(2025, 0, 2)).toISOString() });
    // The remembered row is of the older version: its rows are read, found stale and read again.
    const after = await statementsOf(invoices('&page=3'));
    expect(after).toHaveLength(2);
    const body = (await call('GET', invoices('&page=3'), w.member)).json();
    expect(body.total).toBe(24);
  });

  it('refuses a client the caller does not reach after the empty page, with the account read apart', async () => {
    t.statements.length = 0;
    const answer = await call('GET', invoices('&page=1'), w.outsider);
    expect(answer.statusCode).toBe(404);
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/from "users"/);
  });

  it('reads the due-date queue as its page, with the account, and its groups beside it, then the groups only when the list changed', async () => {
    const due = `/api/invoices/client/${w.client.id}/due?page=1&limit=${LIMIT}`;
    const statements = await statementsOf(due);
    expect(statements).toHaveLength(2);
    expect(statements.filter((statement) => /from "users"/.test(statement))).toHaveLength(1);
    expect(await statementsOf(due)).toHaveLength(1);
    expect(await statementsOf(due)).toHaveLength(1);
    const first = (await call('GET', due, w.member)).json().invoices[0].id as string;
    expect((await call('PATCH', `/api/invoices/${first}/toggle-review`, w.member, {})).statusCode).toBe(200);
    expect(await statementsOf(due)).toHaveLength(2);
    expect(await statementsOf(due)).toHaveLength(1);
    await call('PATCH', `/api/invoices/${first}/toggle-review`, w.member, {});
  });
});
