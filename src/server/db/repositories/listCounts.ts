import type { Kysely } from 'kysely';
import type { ClientScope } from '../../auth/access';
import type { Database, ListCountsTable } from '../schema';

type List = ListCountsTable['list'];

interface ListState {
  /** The client's rows in the list, for the review filter when one is given. */
  total: number;
  /** Grows with every insert, delete, move and search_text change in the client's list (the sum of its rows' versions). */
  version: number;
}

/** A client's list total and version without counting its rows: list_counts is kept by triggers (migration 0006). */
async function listState(db: Kysely<Database>, clientId: string, list: List, reviewed?: boolean): Promise<ListState> {
  const rows = await db.selectFrom('list_counts').select(['reviewed', 'n', 'version']).where('client_id', '=', clientId).where('list', '=', list).execute();
  const state = { total: 0, version: 0 };
  for (const row of rows) {
    state.version += Number(row.version);
    if (reviewed === undefined || row.reviewed === (reviewed ? 1 : 0)) state.total += Number(row.n);
  }
  return state;
}

const SEARCH_COUNTS_MAX = 2000;
const searchCounts = new Map<string, { version: number; total: number }>();

/**
 * A search's count of matches reads every row of the client's list; a reviewer paging through
 * the results, or a team on the same search, asks it again and again. It is remembered until
 * the list's version moves, so it is never older than the rows (each process keeps its own).
 */
async function searchTotal(db: Kysely<Database>, clientId: string, list: List, filter: string, count: () => Promise<number>): Promise<number> {
  const { version } = await listState(db, clientId, list);
  const key = `${list} ${clientId} ${filter}`;
  const known = searchCounts.get(key);
  if (known?.version === version) return known.total;
  const total = await count();
  if (searchCounts.size >= SEARCH_COUNTS_MAX) searchCounts.clear();
  searchCounts.set(key, { version, total });
  return total;
}

export interface TotalFilter {
  reviewed?: boolean | undefined;
  search?: string | undefined;
  unassociated?: boolean | undefined;
}

/** A page's total: the kept count of one client's list, a remembered search count, or else counting the rows. */
export function pageTotal(db: Kysely<Database>, scope: ClientScope, list: List, filter: TotalFilter, countRows: () => Promise<number>): Promise<number> {
  const oneClient = scope !== 'all' && scope.length === 1 && !filter.unassociated ? scope[0] : undefined;
  if (oneClient === undefined) return countRows();
  if (filter.search) return searchTotal(db, oneClient, list, `${filter.reviewed ?? ''} ${filter.search}`, countRows);
  return listState(db, oneClient, list, filter.reviewed).then((state) => state.total);
}
