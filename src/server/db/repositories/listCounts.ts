import { sql, type AliasedRawBuilder, type Kysely } from 'kysely';
import type { ClientScope } from '../../auth/access';
import { prepared } from '../prepared';
import type { Database, ListCountsTable } from '../schema';

export type List = ListCountsTable['list'];

export interface ListState {
  /** The client's rows in the list, for the review filter when one is given. */
  total: number;
  /**
   * Grows with every insert, delete, move and search_text change in the client's list, and for
   * invoices every change of a due date or currency (the sum of its rows' versions): while it
   * stays, so do the list's members and their order, for any review filter, search or sort, and
   * the due-date queue's groups.
   */
  version: number;
}

export interface ListFilter {
  reviewed?: boolean | undefined;
  search?: string | undefined;
  unassociated?: boolean | undefined;
}

/**
 * The one client whose kept counts and version describe this list, or undefined: several
 * clients, or a filter the counts do not follow (linking an invoice to an e-mail moves no count).
 */
export function keptListOf(scope: ClientScope, filter: ListFilter): string | undefined {
  return scope !== 'all' && scope.length === 1 && !filter.unassociated ? scope[0] : undefined;
}

type CountsRead = (clientId: string, list: List) => Promise<Pick<ListCountsTable, 'reviewed' | 'n' | 'version'>[]>;

/** Each database's read of a list's counts, prepared once: every page asks it. */
const countsReads = new WeakMap<Kysely<Database>, CountsRead>();

function countsRead(db: Kysely<Database>): CountsRead {
  let read = countsReads.get(db);
  if (!read) {
    read = prepared(db, (clientId: string, list: List) =>
      db.selectFrom('list_counts').select(['reviewed', 'n', 'version']).where('client_id', '=', clientId).where('list', '=', list),
    );
    countsReads.set(db, read);
  }
  return read;
}

/** A client's list total and version without counting its rows: list_counts is kept by triggers (migration 0006). */
export async function listState(db: Kysely<Database>, clientId: string, list: List, reviewed?: boolean): Promise<ListState> {
  const rows = await countsRead(db)(clientId, list);
  const state = { total: 0, version: 0 };
  for (const row of rows) {
    state.version += Number(row.version);
    if (reviewed === undefined || row.reviewed === (reviewed ? 1 : 0)) state.total += Number(row.n);
  }
  return state;
}

/** The columns `listStateColumns` adds to a page's rows. */
export interface ListStateColumns {
  list_total: number | string;
  list_version: number | string;
}

/**
 * The list's total and version (as `listState` reads them) as two columns of a page's own
 * statement, so a page and its total come in one round trip and from one snapshot: on
 * PostgreSQL, a second statement beside the rows cost a query's overhead on each request.
 * An uncorrelated subquery is run once per statement, not once per row, by either database.
 */
export function listStateColumns(clientId: string, list: List, reviewed?: boolean): [AliasedRawBuilder<number | string, 'list_total'>, AliasedRawBuilder<number | string, 'list_version'>] {
  const counts = sql`from list_counts where client_id = ${clientId} and list = ${list}`;
  const counted = reviewed === undefined ? counts : sql`${counts} and reviewed = ${reviewed ? 1 : 0}`;
  return [sql<number | string>`(select coalesce(sum(n), 0) ${counted})`.as('list_total'), sql<number | string>`(select coalesce(sum(version), 0) ${counts})`.as('list_version')];
}

/** The state a page's row carries, or undefined for an empty page (which carries none). */
export function stateOfRows(rows: ListStateColumns[]): ListState | undefined {
  const [first] = rows;
  return first ? { total: Number(first.list_total), version: Number(first.list_version) } : undefined;
}

const SEARCH_COUNTS_MAX = 2000;

/** What a search's count found: its matches among the rows of the list it searched. */
export interface SearchShare {
  matches: number;
  of: number;
}

/**
 * A search's count of matches reads every row of the client's list; a reviewer paging through
 * the results, or a team on the same search, asks it again and again. It is remembered until
 * the list's version moves, so it is never older than the rows (each repository keeps its own).
 * Kept with the list's size it was counted of, it also says how common the searched text is,
 * whatever the version: how a later page of the same search is best read (listPage.ts).
 */
export function createSearchTotals() {
  const searchCounts = new Map<string, SearchShare & { version: number }>();
  return {
    async total(listKey: string, list: ListState, count: () => Promise<number>): Promise<number> {
      const known = searchCounts.get(listKey);
      if (known?.version === list.version) return known.matches;
      const matches = await count();
      if (searchCounts.size >= SEARCH_COUNTS_MAX) searchCounts.clear();
      searchCounts.set(listKey, { version: list.version, matches, of: list.total });
      return matches;
    },

    share(listKey: string): SearchShare | undefined {
      return searchCounts.get(listKey);
    },
  };
}
