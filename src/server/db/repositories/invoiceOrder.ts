import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { InvoiceSort, SortOrder } from '../../../shared/contract/reviewWorkspace';
import { offsetOf, type PageRequest } from '../../http/pagination';
import type { DatabaseKind } from '../database';
import type { Database, InvoicesTable } from '../schema';

export interface InvoiceOrder {
  sort: InvoiceSort;
  order: SortOrder;
}

/** SPEC.md's order of every list. */
export const NEWEST_FIRST: InvoiceOrder = { sort: 'createdAt', order: 'desc' };

/**
 * The column each sort reads; migration 0017 indexes each, text by lower() of its first 100
 * characters (on SQLite the generated `<column>_key` of migration 0025, for its reason).
 */
const SORT_COLUMNS = {
  payee: { column: 'payee', text: true, nullable: true },
  invoiceNumber: { column: 'invoice_number', text: true, nullable: true },
  property: { column: 'property', text: true, nullable: true },
  billDate: { column: 'bill_date', text: false, nullable: true },
  dueDate: { column: 'due_date', text: false, nullable: true },
  totalAmount: { column: 'total_amount_cents', text: false, nullable: true },
  createdAt: { column: 'created_at', text: false, nullable: false },
} as const satisfies Record<InvoiceSort, { column: keyof InvoicesTable; text: boolean; nullable: boolean }>;

/** The rows with a value in the sorted column, then, after all of them, the rows without. */
export type OrderRange = 'valued' | 'unvalued';

/** A row's place in the order, to read on after it. */
export interface OrderPosition {
  key: string | number | null;
  id: string;
}

/** A row of a sorted list at a known offset, to read a later page from it. */
export interface OrderAnchor extends OrderPosition {
  offset: number;
}

type InvoiceQuery<O> = SelectQueryBuilder<Database, 'invoices', O>;

/**
 * An order of a client's invoices as its index reads it. Nulls come last in both directions,
 * and no index gives that order in both (SQLite keeps nulls first, PostgreSQL's default last),
 * so each range is read apart, in the index's order or against it: a page or a chunk is read
 * from the valued range and, when that runs out, goes on in the unvalued one.
 */
export function invoiceOrdering(kind: DatabaseKind, { sort, order }: InvoiceOrder) {
  const { column, text, nullable } = SORT_COLUMNS[sort];
  const ref = sql.ref(`invoices.${column}`);
  // Written as PostgreSQL's index of migration 0017 is: a planner uses an expression index only for the same expression.
  const key: RawBuilder<string | number | null> = !text ? sql`${ref}` : kind === 'postgres' ? sql`lower(substr(${ref}, 1, 100) collate "C")` : sql.ref(`invoices.${column}_key`);
  const id = sql.ref('invoices.id');
  const past = sql.raw(order === 'asc' ? '>' : '<');
  const from = sql.raw(order === 'asc' ? '>=' : '<=');

  function inOrder<O>(query: InvoiceQuery<O>, range: OrderRange): InvoiceQuery<O> {
    // Among the nulls the id alone orders. PostgreSQL reads that from the index only when the
    // (null) key leads the order, SQLite only when it does not: it sorts the range otherwise.
    if (range === 'unvalued' && kind === 'sqlite') return query.orderBy(id, order);
    return query.orderBy(key, order).orderBy(id, order);
  }

  return {
    key,
    ranges: (nullable ? ['valued', 'unvalued'] : ['valued']) satisfies OrderRange[],
    inOrder,

    /** The range a row of this key lies in. */
    rangeOf: (position: OrderPosition): OrderRange => (position.key === null && nullable ? 'unvalued' : 'valued'),

    /** `query` narrowed to one range, and to the rows after `after` (from it on, when `inclusive`) when given, in order. */
    within<O>(query: InvoiceQuery<O>, range: OrderRange, after?: OrderPosition, inclusive = false): InvoiceQuery<O> {
      const beyond = inclusive ? from : past;
      if (range === 'unvalued') {
        const nulls = query.where(sql<boolean>`${key} is null`);
        return inOrder(after ? nulls.where(sql<boolean>`${id} ${beyond} ${after.id}`) : nulls, range);
      }
      const valued = !nullable ? query : query.where(sql<boolean>`${key} is not null`);
      return inOrder(after ? valued.where(sql<boolean>`(${key}, ${id}) ${beyond} (${after.key}, ${after.id})`) : valued, range);
    },
  };
}

export type InvoiceOrdering = ReturnType<typeof invoiceOrdering>;

/**
 * One page of a list in `ordering`. Each range's page is found by its ids, which the index
 * alone holds (on PostgreSQL thanks to its INCLUDE columns), so the rows skipped before it are
 * never read; then `rows` reads the page's rows by those ids, in order. From `anchor`, a row at
 * or before the page's offset, only the rows between it and the page are skipped.
 */
export async function orderedPage<Row>(
  ordering: InvoiceOrdering,
  ids: () => InvoiceQuery<{ id: string }>,
  rows: (page: InvoiceQuery<{ id: string }>, range: OrderRange) => Promise<Row[]>,
  request: PageRequest,
  anchor?: OrderAnchor,
): Promise<Row[]> {
  const skip = offsetOf(request) - (anchor?.offset ?? 0);
  const [firstRange] = anchor ? [ordering.rangeOf(anchor)] : ordering.ranges;
  const within = (range: OrderRange) => ordering.within(ids(), range, anchor && ordering.rangeOf(anchor) === range ? anchor : undefined, true);
  // The page size is written into the SQL, as listPage.ts does and for its reason.
  // No OFFSET where nothing is skipped, as in listPage.ts and for its reason.
  const first = await rows(within(firstRange ?? 'valued').limit(sql.lit(request.limit)).$if(skip > 0, (q) => q.offset(skip)), firstRange ?? 'valued');
  if (first.length === request.limit || firstRange === 'unvalued' || ordering.ranges.length === 1) return first;
  // A page that starts among the nulls skips what of the page lies past the valued rows.
  const count = async () => {
    const counted = await within('valued').clearOrderBy().clearSelect().select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(counted.n);
  };
  const nullsSkip = first.length > 0 || skip === 0 ? 0 : skip - (await count());
  const unvalued = await rows(within('unvalued').limit(sql.lit(request.limit - first.length)).$if(nullsSkip > 0, (q) => q.offset(nullsSkip)), 'unvalued');
  return [...first, ...unvalued];
}

/**
 * Every row of `query` in `ordering`, `size` at a time: each chunk is read after the last row of
 * the one before, so a chunk costs the same at the end of a long list as at its start.
 */
export async function* orderedChunks<O extends { id: string; sort_key: string | number | null }>(
  ordering: InvoiceOrdering,
  query: () => InvoiceQuery<O>,
  size: number,
): AsyncGenerator<O[]> {
  for (const range of ordering.ranges) {
    let after: OrderPosition | undefined;
    for (;;) {
      const chunk = await ordering.within(query(), range, after).limit(sql.lit(size)).execute();
      if (chunk.length > 0) yield chunk;
      const last = chunk.at(-1);
      if (!last || chunk.length < size) break;
      after = { key: last.sort_key, id: last.id };
    }
  }
}
