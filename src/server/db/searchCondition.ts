import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database';
import { likePattern, searchTerm } from './searchText';

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
 * request's time goes on PostgreSQL").
 *
 * A walk tests `strpos(…) > 0`, the same match as the pattern (the text and the term are both
 * lower-cased), which no index carries and whose share of rows the planner takes as a third
 * whatever the term: so the plan is the list's own order, stopping at the page, for every term,
 * and the statement can be kept with one generic plan (pgStatements.ts) instead of being parsed
 * and planned on each run (0.85 of the 1.9 ms PostgreSQL spent on the e-mail search). A `like`
 * there was planned for its pattern each time, and a generic plan of it sorted the client's
 * whole list (26 ms). SQLite has no index for a pattern inside text and always walks, so it
 * keeps the plain condition.
 */
export function searchCondition(kind: DatabaseKind, column: string, term: string, path: SearchPath = 'index'): RawBuilder<boolean> {
  if (kind === 'postgres' && path === 'walk') return sql<boolean>`strpos(${sql.ref(column)}, ${searchTerm(term)}) > 0`;
  return sql<boolean>`${sql.ref(column)} like ${likePattern(term)} escape '\\'`;
}
