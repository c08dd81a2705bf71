import type pg from 'pg';

/** Far more than the app's distinct statement texts; a text past it runs unnamed, as before. */
const NAMED_STATEMENTS_MAX = 2000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** A search by pattern: how to read it depends on how common the searched text is. */
const PATTERN_MATCH = /\slike\s/i;

/**
 * Kysely sends each query as an unnamed statement, so PostgreSQL parses and plans it on every
 * run: pg_stat_statements under bench:api showed planning at 0.2-0.4 ms of a 0.3 ms list query,
 * the largest part of the database's work per request. Naming each statement text lets pg parse
 * it once per connection and PostgreSQL keep its plan: after five runs, a generic plan, if it
 * costs no more than the plans made for each run's values (plan_cache_mode's default rule). A
 * page's statement binds no OFFSET when it skips nothing (listPage.ts), since an unknown offset
 * made the generic plan look dearer than every first page's own.
 *
 * Searches read from the trigram index (a `like`) stay unnamed, so each is planned for its
 * pattern. On 1,000,000 invoices a generic plan, which cannot tell a common word from a rare
 * one, took the trigram index to every match of a common word and sorted them (6.7 ms a page,
 * 240 req/s) where the pattern's own plan walks the list in order and stops at the page (1.4 ms,
 * 776 req/s). A search that walks its list tests no pattern (searchCondition.ts) and is named.
 *
 * Only data statements are named (not BEGIN, DDL or a migration's statements). A schema change
 * made while a process runs is handled by PostgreSQL itself, which plans a kept statement again
 * when a table it reads changes.
 */
export function namingStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS_MAX && DATA_STATEMENT.test(text) && !PATTERN_MATCH.test(text)) {
      name = `sbe_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' && (values === undefined || Array.isArray(values)) && typeof callback !== 'function' ? nameOf(config) : undefined;
      return name ? query({ name, text: config, values }) : query(config, values, callback);
    }) as typeof client.query;
  });
  return pool;
}
