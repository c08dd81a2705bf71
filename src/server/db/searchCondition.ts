import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database';
import { likePattern } from './searchText';

/**
 * How a search finds a page of one client's list: from the trigram index (every match across
 * all clients, then the client's, sorted), or by walking the client's list in order, testing
 * each row, until the page is full (listPage.ts chooses).
 */
export type SearchPath = 'index' | 'walk';

/**
 * A list's search condition on its stored search text. PostgreSQL's planner prices a trigram
 * index scan far below what it costs for a pattern of common trigrams: "billing@acmeplumbing.com"
 * on 200,000 e-mails read 597 index pages for 6.7 ms where walking the client's list found the
 * first 20 of its 76 matches in 1.2 ms (`EXPLAIN (ANALYZE, BUFFERS)`, README "Where a list
 * request's time goes on PostgreSQL"). For a walk, `|| ''` makes the condition an expression no
 * index carries, which leaves the planner the list's own order. SQLite has no index for a
 * pattern inside text and always walks, so it keeps the plain condition.
 */
export function searchCondition(kind: DatabaseKind, column: string, term: string, path: SearchPath = 'index'): RawBuilder<boolean> {
  const text = kind === 'postgres' && path === 'walk' ? sql`(${sql.ref(column)} || '')` : sql.ref(column);
  return sql<boolean>`${text} like ${likePattern(term)} escape '\\'`;
}
