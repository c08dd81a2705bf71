import { sql } from 'kysely';
import { reviewFixture } from './helpers/fixtures';
import { seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds, type TestApp } from './helpers/testApp';

/** What list_counts says, and what counting the rows says, per client, list and review state (zeros left out). */
async function countsBothWays(t: TestApp) {
  const db = t.ctx.db.kysely;
  const kept = await db.selectFrom('list_counts').select(['client_id', 'list', 'reviewed', 'n']).execute();
  const fromCounters = Object.fromEntries(kept.filter((r) => Number(r.n) !== 0).map((r) => [`${r.client_id} ${r.list} ${r.reviewed}`, Number(r.n)]));
  const counted = await sql<{ key: string; n: number | string }>`
    select client_id || ' invoices ' || reviewed as key, count(*) as n from invoices group by client_id, reviewed
    union all select client_id || ' emails ' || is_reviewed, count(*) from emails group by client_id, is_reviewed
    union all select client_id || ' reports 0', count(*) from reports group by client_id
  `.execute(db);
  const fromRows = Object.fromEntries(counted.rows.map((r) => [r.key, Number(r.n)]));
  return { fromCounters, fromRows };
}

describe.each(databaseKinds)('list totals kept by triggers on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  it('stay equal to the rows through inserts, review toggles, moves, deletes and a client delete', async () => {
    const invoices = await Promise.all([1, 2, 3].map(() => seedInvoice(t, w.client.id)));
    const emails = await Promise.all([1, 2].map(() => seedEmail(t, w.client.id)));
    await seedReport(t, w.client.id);
    await seedInvoice(t, w.otherClient.id);
    expect((await countsBothWays(t)).fromCounters).toEqual((await countsBothWays(t)).fromRows);

    await call('PATCH', `/api/invoices/${invoices[0]?.id}/toggle-review`, w.member, {});
    await call('PATCH', `/api/emails/${emails[0]?.id}/toggle-review`, w.member, {});
    await call('DELETE', `/api/invoices/${invoices[1]?.id}`, w.member);
    await call('DELETE', `/api/emails/${emails[1]?.id}`, w.member);
    await t.ctx.db.kysely.updateTable('invoices').set({ client_id: w.otherClient.id }).where('id', '=', invoices[2]?.id ?? '').execute();
    const after = await countsBothWays(t);
    expect(after.fromCounters).toEqual(after.fromRows);

    const extra = await call('POST', '/api/clients', w.admin, { name: 'Short-lived Client' });
    const extraId = extra.json().client.id as string;
    await seedInvoice(t, extraId);
    await seedEmail(t, extraId);
    await seedReport(t, extraId);
    expect((await call('DELETE', `/api/clients/${extraId}`, w.admin)).statusCode).toBe(200);
    const cascaded = await countsBothWays(t);
    expect(cascaded.fromCounters).toEqual(cascaded.fromRows);
  });

  it('answer the page totals of a client, per review filter', async () => {
    const page = async (query: string) => (await call('GET', `/api/invoices/client/${w.client.id}?page=1&limit=1${query}`, w.member)).json().total as number;
    const db = t.ctx.db.kysely;
    const count = async (reviewed?: number) =>
      Number(
        (
          await db
            .selectFrom('invoices')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('client_id', '=', w.client.id)
            .$if(reviewed !== undefined, (q) => q.where('reviewed', '=', reviewed ?? 0))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await page('')).toBe(await count());
    expect(await page('&reviewed=true')).toBe(await count(1));
    expect(await page('&reviewed=false')).toBe(await count(0));
  });

  it("answer a search's total afresh after any write to the client's list, edits included", async () => {
    const total = async (query: string) => (await call('GET', `/api/invoices/client/${w.client.id}?page=1&limit=1&search=${query}`, w.member)).json().total as number;
    const row = await seedInvoice(t, w.client.id, { payee: 'Ordinary Supply' });
    expect(await total('zebra')).toBe(0);
    expect((await call('PUT', `/api/invoices/${row.id}`, w.member, { payee: 'Zebra Plumbing' })).statusCode).toBe(200);
    expect(await total('zebra')).toBe(1);
    expect(await total('zebra&reviewed=true')).toBe(0);
    await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.member, {});
    expect(await total('zebra&reviewed=true')).toBe(1);
    await call('DELETE', `/api/invoices/${row.id}`, w.member);
    expect(await total('zebra')).toBe(0);

    const reports = async () => (await call('GET', `/api/reports/client/${w.client.id}?pagination=true&page=1&limit=1&search=quokka`, w.member)).json().total as number;
    expect(await reports()).toBe(0);
    await seedReport(t, w.client.id, { report_text: 'A quokka was here.' });
    expect(await reports()).toBe(1);
  });

  it('stay exact when reviewers move invoices of one client in opposite directions at once', async () => {
    const rows = await Promise.all(Array.from({ length: 24 }, (_, i) => seedInvoice(t, w.client.id, { reviewed: i % 2 })));
    const answers = await Promise.all(rows.map((row) => call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.member, {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
    const counts = await countsBothWays(t);
    expect(counts.fromCounters).toEqual(counts.fromRows);
  });
});
