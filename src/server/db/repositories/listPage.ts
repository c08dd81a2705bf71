import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ClientScope } from '../../auth/access';
import { offsetOf, type PageRequest } from '../../http/pagination';
import type { Database } from '../schema';
import type { SearchPath } from '../searchCondition';
import { createAnchors } from './listAnchors';
import { createSearchTotals, keptListOf, listState, listStateColumns, stateOfRows, type List, type ListFilter, type ListStateColumns, type SearchShare } from './listCounts';

/**
 * Access to a page's client, checked by the page's own statement (auth/access.ts, `clientGate`):
 * its rows are read only where `condition` holds, so rows prove access (`proven`); an empty page
 * proves nothing, and `confirm` checks apart, throwing where access is refused.
 */
export interface PageGate {
  condition: RawBuilder<boolean>;
  proven: () => void;
  confirm: () => Promise<void>;
}

/** The rows `read` finds behind `gate` (with its condition), settling the gate either way. */
export async function throughGate<Row>(gate: PageGate | undefined, read: (condition: RawBuilder<boolean> | undefined) => Promise<Row[]>): Promise<Row[]> {
  const rows = await read(gate?.condition);
  if (gate && rows.length > 0) gate.proven();
  else await gate?.confirm();
  return rows;
}

/**
 * Rows a walk may test for a search's page (on PostgreSQL, ~2.5 µs each): past it, the trigram
 * index's cost, which grows with every client's rows rather than this list's, is the better bet.
 */
const WALKED_ROWS_MAX = 2000;

/**
 * How a search reads the page ending at row `through`: by walking the list in order when the
 * last count of the same search says the walk stops soon (rows per match × rows wanted), else
 * from the index. A search never counted, or that matched nothing, is read from the index: a
 * walk would test the whole list. The count's list version does not matter here, only how
 * common the text is.
 */
export function searchPath(share: SearchShare | undefined, through: number): SearchPath {
  if (!share || share.matches === 0) return 'index';
  return (through * share.of) / share.matches <= WALKED_ROWS_MAX ? 'walk' : 'index';
}

/** A row of a list at a known position: the list is ordered newest first, by (created_at, id). */
interface Anchor {
  offset: number;
  createdAt: string;
  id: string;
}

export interface ListPageQueries<DB, TB extends keyof DB, Row> {
  /**
   * The list's rows for the filter, selecting their ids, without order or limit: counted as it
   * is, paged with the row columns instead. A search finds them by `path` (searchCondition.ts).
   */
  ids: (path?: SearchPath) => SelectQueryBuilder<DB, TB, { id: string }>;
  /** The columns that order the list, as the ids query names them: created_at, then id. */
  order: [createdAt: string, id: string];
  /** The page's rows: a query of the list's rows in page order, selecting the list item's columns instead of the id (not yet run). */
  rows: (page: SelectQueryBuilder<DB, TB, { id: string }>) => SelectQueryBuilder<DB, TB, Row>;
  /**
   * A searched page is found from the index first and its rows read by id after: for a list
   * whose search text has an index of its own, apart from wide rows (e-mails, migration 0009).
   */
  searchedIdsFirst?: boolean;
}

/**
 * Pages of a client's invoices, e-mails or reports, each with the list's total. Each repository
 * makes its own reader, which keeps what it learns of its lists (below) for as long as it lives.
 *
 * A page is one statement: its rows, and for one client's list the kept total and version as
 * two columns of each row (listStateColumns), so on PostgreSQL a page costs one round trip. Only
 * an empty page reads the total apart, and a search's total is its remembered count
 * (listCounts.ts) or a count of its own.
 *
 * The page is read straight from the (client_id, created_at, id) index and its own rows
 * (reading the page's ids first, then their rows by id, was a fifth slower on a first page),
 * except a search where `searchedIdsFirst` says so.
 *
 * A deep page would have the database walk every index entry before it (page 400 of a
 * 10,000-invoice client: ~330 µs on SQLite), so the first and last rows of each page served
 * (after the first) are remembered with their positions and the list's version they were read
 * under. The next page, or the same page again, seeks from the nearest such row and skips only
 * what lies after it; the statement reads the version with the rows, and rows read from a row of
 * an older version are thrown away and read again from the list's start. A page far from any
 * remembered row finds its own first row, in the same statement, without reading the rows it
 * skips, then reads the page from there.
 *
 * The page size is written into the SQL rather than bound: SQLite plans a bound LIMIT as
 * unknown and takes the slow way to the page's rows (20 invoices: 186 → 136 µs). It is a
 * validated whole number from 1 to 50, so the SQL texts, and the statements kept, stay few.
 */
export function createListPages(db: Kysely<Database>) {
  const anchors = createAnchors<Anchor>();
  const searchTotals = createSearchTotals();
  return async function listPage<DB, TB extends keyof DB, Row extends { id: string; created_at: string }>(
    page: { list: List; scope: ClientScope; filter: ListFilter; request: PageRequest; gate?: PageGate | undefined },
    queries: ListPageQueries<DB, TB, Row>,
  ): Promise<{ rows: Row[]; total: number }> {
    const { list, scope, filter, request, gate } = page;
    if (!Number.isSafeInteger(request.limit) || request.limit < 1) throw new Error(`A page size must be a positive whole number, not ${request.limit}`);
    if (scope !== 'all' && scope.length === 0) {
      await gate?.confirm();
      return { rows: [], total: 0 };
    }
    const offset = offsetOf(request);
    const clientId = keptListOf(scope, filter);
    const listKey = `${list} ${clientId ?? ''} ${filter.reviewed ?? ''} ${filter.search ?? ''}`;

    const path = searchPath(searchTotals.share(listKey), offset + request.limit);
    const [createdAt, id] = queries.order;
    // Where the kept counts cannot answer, the list's own rows are counted.
    const count = async () => {
      const counted = (await queries.ids().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number | string };
      return Number(counted.n);
    };
    const inListOrder = (query: SelectQueryBuilder<DB, TB, { id: string }>) => query.orderBy(sql.ref(createdAt), 'desc').orderBy(sql.ref(id), 'desc');
    const position = sql`(${sql.ref(createdAt)}, ${sql.ref(id)})`;
    /** The list in its order, from the row `at` (a row's position, or a statement finding one) on. */
    const from = (at?: RawBuilder<unknown>) => inListOrder(queries.ids(path).$if(at !== undefined, (q) => q.where(sql<boolean>`${position} <= ${at}`)));
    const atAnchor = (anchor: Anchor | undefined) => anchor && sql`(${anchor.createdAt}, ${anchor.id})`;

    /** The page read from `anchor` (or the list's start), with the list's state as columns when one client's list has it. */
    const read = async (anchor: Anchor | undefined, condition: RawBuilder<boolean> | undefined): Promise<(Row & Partial<ListStateColumns>)[]> => {
      const skipped = offset - (anchor?.offset ?? 0);
      let pageQuery: SelectQueryBuilder<DB, TB, { id: string }>;
      if (skipped > request.limit) {
        // Far from any known row, the page's first row is found by a subquery that reads no
        // column but the order's (for one client's list, unsearched, the index alone), and the
        // page read from it: PostgreSQL reads every skipped row otherwise (page 400 of 500: 1.5 → 34 ms).
        const first = from(atAnchor(anchor)).clearSelect().select(sql<string>`${sql.ref(createdAt)}, ${sql.ref(id)}`.as('position')).limit(sql.lit(1)).offset(skipped);
        pageQuery = from(sql`(${first})`).limit(sql.lit(request.limit));
      } else {
        // No OFFSET where nothing is skipped (a first page, a page read from its own first row):
        // PostgreSQL then keeps one plan for the statement (pgStatements.ts).
        pageQuery = from(atAnchor(anchor)).limit(sql.lit(request.limit)).$if(skipped > 0, (q) => q.offset(skipped));
      }
      if (filter.search && queries.searchedIdsFirst) {
        // A search tests rows until a page matches: the page is found from the index that carries
        // the search text, then its rows are read by id. Asked for the rows at once, SQLite takes
        // the narrower index and reads every row it tests, an e-mail's bodies included.
        pageQuery = inListOrder(queries.ids().clearWhere().where(sql.ref(id), 'in', pageQuery));
      }
      const pageRows = queries.rows(pageQuery);
      const rowsQuery = condition ? pageRows.where(condition) : pageRows;
      if (clientId === undefined) return rowsQuery.execute();
      return (await rowsQuery.select(listStateColumns(clientId, list, filter.reviewed) as never).execute()) as (Row & ListStateColumns)[];
    };

    const found = await throughGate(gate, (condition) =>
      anchors.readPage(
        listKey,
        offset,
        (anchor) => read(anchor, condition),
        (rows) => (clientId === undefined ? undefined : stateOfRows(rows as ListStateColumns[])?.version),
        (row, at) => ({ offset: at, createdAt: row.created_at, id: row.id }),
      ),
    );
    const rows = found.map(({ list_total: _total, list_version: _version, ...row }) => row as unknown as Row);
    if (clientId === undefined) return { rows, total: await count() };
    const state = stateOfRows(found as ListStateColumns[]) ?? (await listState(db, clientId, list, filter.reviewed));
    const total = filter.search ? await searchTotals.total(listKey, state, count) : state.total;
    return { rows, total };
  };
}
