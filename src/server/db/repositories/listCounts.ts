import type { Kysely } from 'kysely';
import type { Database, ListCountsTable } from '../schema';

/** A client's list total without counting its rows: list_counts is kept by triggers (migration 0006). */
export async function listTotal(db: Kysely<Database>, clientId: string, list: ListCountsTable['list'], reviewed?: boolean): Promise<number> {
  const row = await db
    .selectFrom('list_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('client_id', '=', clientId)
    .where('list', '=', list)
    .$if(reviewed !== undefined, (q) => q.where('reviewed', '=', reviewed ? 1 : 0))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
