import { sql } from 'kysely';
import { reviewFixture } from './helpers/fixtures';
import { seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * Issue 18: a search is read from the trigram index until its count says how common the text
 * is; then, where a walk of the client's list stops soon, by walking it in order
 * (searchCondition.ts, listPage.ts `searchPath`). Either way the page is the same.
 */
const WALKED = /\(("emails"\.)?"search_text" \|\| ''\) like/;

describe.each(databaseKinds)('how a search page is read on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const LIMIT = 4;

  beforeAll(async () => {
    for (let i = 0; i < 24; i += 1) {
      const common = i % 3 === 0;
      await seedInvoice(t, w.client.id, { payee: common ? 'Zebra Plumbing' : `Ordinary Supply ${i}` });
      await seedEmail(t, w.client.id, { sender_email: common ? 'billing@zebraplumbing.example' : `office${i}@supply.example` });
      await seedReport(t, w.client.id, { sender_email: common ? 'billing@zebraplumbing.example' : `office${i}@supply.example` });
    }
  });

  const paths = {
    invoices: (search: string, page = 1) => `/api/invoices/client/${w.client.id}?page=${page}&limit=${LIMIT}&search=${search}`,
    emails: (search: string, page = 1) => `/api/emails?pagination=true&clientId=${w.client.id}&page=${page}&limit=${LIMIT}&search=${search}`,
    reports: (search: string, page = 1) => `/api/reports/client/${w.client.id}?pagination=true&page=${page}&limit=${LIMIT}&search=${search}`,
  };

  async function searched(url: string): Promise<{ walked: boolean; body: unknown }> {
    t.statements.length = 0;
    const answer = await call('GET', url, w.member);
    expect(answer.statusCode).toBe(200);
    const searches = t.statements.filter((statement) => / like /.test(statement));
    expect(searches.length).toBeGreaterThan(0);
    return { walked: searches.some((statement) => WALKED.test(statement)), body: answer.json() };
  }

  it.each(Object.keys(paths) as (keyof typeof paths)[])('reads %s from the index first, then walks on PostgreSQL, with the same pages', async (list) => {
    for (const page of [1, 2]) {
      const first = await searched(paths[list]('zebra', page));
      const again = await searched(paths[list]('zebra', page));
      expect(again.body).toEqual(first.body);
      expect((again.body as { total: number }).total).toBe(8);
      expect(again.walked).toBe(kind === 'postgres');
    }
  });

  it('keeps a search that matched nothing on the index', async () => {
    await searched(paths.invoices('nothing-like-this'));
    const again = await searched(paths.invoices('nothing-like-this'));
    expect(again.walked).toBe(false);
    expect((again.body as { total: number }).total).toBe(0);
  });

  it('walks the list again after it changed, and finds the new match', async () => {
    await searched(paths.emails('zebraplumbing'));
    const added = await seedEmail(t, w.client.id, { sender_email: 'billing@zebraplumbing.example' });
    const after = await searched(paths.emails('zebraplumbing'));
    expect(after.walked).toBe(kind === 'postgres');
    const body = after.body as { emails: { id: string }[]; total: number };
    expect(body.emails[0]?.id).toBe(added.id);
    expect(body.total).toBe(9);
  });

  if (kind === 'postgres') {
    it('gives the walked expression statistics of its own on each list (migration 0027)', async () => {
      const { rows } = await sql<{ name: string }>`select stxname as name from pg_statistic_ext where stxnamespace = current_schema()::regnamespace order by 1`.execute(t.ctx.db.kysely);
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['emails_search_walk_stats', 'invoices_search_walk_stats', 'reports_search_walk_stats']));
    });
  }
});
