import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DUE_GROUPS, type CurrencyTotal, type DueGroup, type DueGroupKey } from '../../../shared/contract/reviewWorkspace';
import type { DueWindow } from '../../dueDates';
import { toDollars } from '../money';
import type { Database } from '../schema';
import { listStateColumns } from './listCounts';

type QueueQuery = SelectQueryBuilder<Database, 'invoices', object>;

/** Null (no currency named, shown as dollars) after the named ones. */
const byCurrency = (a: CurrencyTotal, b: CurrencyTotal) => (a.currency === b.currency ? 0 : a.currency === null ? 1 : b.currency === null ? -1 : a.currency < b.currency ? -1 : 1);

/** The groups of a queue, with the version of the client's invoices they were read under (none for an empty queue). */
interface ReadGroups {
  groups: Record<DueGroupKey, DueGroup>;
  version: number | undefined;
}

/**
 * The due-date queue's groups over a client's whole queue (its unreviewed invoices and credit
 * notes, whose amounts are negative): how many fall in each and their amounts due summed per
 * currency. Each group is a range of the queue's index (migration 0026 holds the currency and
 * amount in it), read apart: one CASE over every row of the queue cost SQLite 1.3 ms for a
 * queue of 2,234, the four ranges 0.5 ms. Each row carries the list's version (listStateColumns),
 * read in the same statement, so the groups are known to be of that version.
 */
async function readDueGroups(db: Kysely<Database>, clientId: string, { today, weekEnd }: DueWindow): Promise<ReadGroups> {
  const [, version] = listStateColumns(clientId, 'invoices');
  const range = (key: DueGroupKey, within: (q: QueueQuery) => QueueQuery) =>
    within(db.selectFrom('invoices').where('client_id', '=', clientId).where('reviewed', '=', 0))
      .select([sql.lit(key).$castTo<DueGroupKey>().as('due_group'), 'currency', sql<number | string>`count(*)`.as('n'), sql<number | string | null>`sum(total_amount_cents)`.as('cents'), version])
      .groupBy('currency');
  const rows = await range('overdue', (q) => q.where('due_date', '<', today))
    .unionAll(range('thisWeek', (q) => q.where('due_date', '>=', today).where('due_date', '<=', weekEnd)))
    .unionAll(range('later', (q) => q.where('due_date', '>', weekEnd)))
    .unionAll(range('undated', (q) => q.where('due_date', 'is', null)))
    .execute();
  const groups = Object.fromEntries(DUE_GROUPS.map((key) => [key, { count: 0, totals: [] as CurrencyTotal[] }])) as Record<DueGroupKey, DueGroup>;
  for (const row of rows) {
    const found = groups[row.due_group];
    found.count += Number(row.n);
    found.totals.push({ currency: row.currency, amount: toDollars(Number(row.cents ?? 0)) ?? 0 });
  }
  for (const found of Object.values(groups)) found.totals.sort(byCurrency);
  return { groups, version: rows[0] === undefined ? undefined : Number(rows[0].list_version) };
}

const KEPT_QUEUES_MAX = 1000;

/**
 * Each client's queue groups as last read, kept with the list version and the window (today)
 * they were read for. The queue's page reads the version with its rows; while it is the kept
 * one, no invoice of the client has come, gone, been reviewed or changed its amount, due date or
 * currency (migration 0028), so the kept groups are the queue's, and the request is the page's
 * one statement. The version lives in the database, so a change made through another process
 * is seen as well.
 */
export function createDueGroups(db: Kysely<Database>) {
  const kept = new Map<string, ReadGroups & DueWindow>();
  return {
    /** The groups kept for the client and `window`, with their version. */
    kept(clientId: string, window: DueWindow): { groups: Record<DueGroupKey, DueGroup>; version: number } | undefined {
      const found = kept.get(clientId);
      return found?.version !== undefined && found.today === window.today && found.weekEnd === window.weekEnd ? { groups: found.groups, version: found.version } : undefined;
    },

    /** The groups read now, and kept. */
    async read(clientId: string, window: DueWindow): Promise<Record<DueGroupKey, DueGroup>> {
      const found = await readDueGroups(db, clientId, window);
      if (kept.size >= KEPT_QUEUES_MAX) kept.clear();
      kept.set(clientId, { ...found, ...window });
      return found.groups;
    },
  };
}
