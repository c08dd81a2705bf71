import { sql } from 'kysely';
import { searchCondition } from '../../src/server/db/searchCondition';
import { reviewFixture } from './helpers/fixtures';
import { seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * Issue 18: a search is read from the trigram index until its count says how common the text
 * is; then, where a walk of the client's list stops soon, by walking it in order
 * (searchCondition.ts, listPage.ts `searchPath`). Either way the page is the same.
 */
const WALKED = /strpos\(("emails"\.)?"search_text", /;

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
    const searches = t.statements.filter((statement) => / like |strpos\(/.test(statement));
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
    /**
     * A walked search is a named statement (pgStatements.ts), so after five runs PostgreSQL
     * may keep one generic plan for every term: that plan must walk the client's list in order
     * and stop at the page. Asked for the same page, a `like` (as walks were written before)
     * got a generic plan that read every row of the client and sorted the matches.
     */
    it("keeps one generic plan for a walked search, and it walks the client's list in order", async () => {
      const db = t.ctx.db.kysely;
      const { rows: columns } = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'emails' and column_name not in ('id', 'message_id', 'client_id')`.execute(db);
      const list = columns.map((column) => `"${column.name}"`).join(', ');
      await sql.raw(`insert into emails (id, message_id, client_id, ${list})
           select md5(random()::text || copy), md5(random()::text || copy), case when copy % 2 = 0 then '${w.otherClient.id}' else client_id end, ${list}
           from emails, generate_series(1, 300) copy where client_id = '${w.client.id}'`).execute(db);
      await sql`analyze emails`.execute(db);
      const page = db
        .selectFrom('emails')
        .select('id')
        .where('client_id', '=', w.client.id)
        .where(searchCondition(kind, 'emails.search_text', 'zebraplumbing', 'walk'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(sql.lit(20))
        .compile();
      const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
      const plan = await db.connection().execute(async (connection) => {
        await sql.raw(`prepare walked as ${page.sql}`).execute(connection);
        await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
        try {
          const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain execute walked(${page.parameters.map(literal).join(', ')})`).execute(connection);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          await sql`reset plan_cache_mode`.execute(connection);
          await sql`deallocate walked`.execute(connection);
        }
      });
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(/Index Scan Backward using emails_client_created_id_idx/);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }
});
