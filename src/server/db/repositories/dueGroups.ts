import { sql, type Kysely } from 'kysely';
import { DUE_GROUPS, type CurrencyTotal, type DueGroup, type DueGroupKey } from '../../../shared/contract/reviewWorkspace';
import type { DueWindow } from '../../dueDates';
import { toDollars } from '../money';
import type { Database } from '../schema';

/** Null (no currency named, shown as dollars) after the named ones. */
const byCurrency = (a: CurrencyTotal, b: CurrencyTotal) => (a.currency === b.currency ? 0 : a.currency === null ? 1 : b.currency === null ? -1 : a.currency < b.currency ? -1 : 1);

/**
 * The due-date queue's groups over a client's whole queue (its unreviewed invoices and credit
 * notes, whose amounts are negative): how many fall in each and their amounts due summed per
 * currency. The database puts each invoice in its group, so a queue of thousands answers a few rows.
 */
export async function dueGroups(db: Kysely<Database>, clientId: string, { today, weekEnd }: DueWindow): Promise<Record<DueGroupKey, DueGroup>> {
  const group = sql<DueGroupKey>`case when due_date is null then 'undated' when due_date < ${today} then 'overdue' when due_date <= ${weekEnd} then 'thisWeek' else 'later' end`;
  const rows = await db
    .selectFrom('invoices')
    .select([group.as('due_group'), 'currency', sql<number | string>`count(*)`.as('n'), sql<number | string | null>`sum(total_amount_cents)`.as('cents')])
    .where('client_id', '=', clientId)
    .where('reviewed', '=', 0)
    .groupBy([sql`1`, 'currency'])
    .execute();
  const groups = Object.fromEntries(DUE_GROUPS.map((key) => [key, { count: 0, totals: [] as CurrencyTotal[] }])) as Record<DueGroupKey, DueGroup>;
  for (const row of rows) {
    const found = groups[row.due_group];
    found.count += Number(row.n);
    found.totals.push({ currency: row.currency, amount: toDollars(Number(row.cents ?? 0)) ?? 0 });
  }
  for (const found of Object.values(groups)) found.totals.sort(byCurrency);
  return groups;
}
