import type pg from 'pg';

/** Far more than the app's distinct statement texts; a text past it runs unnamed, as before. */
const NAMED_STATEMENTS_MAX = 2000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Kysely sends each query as an unnamed statement, so PostgreSQL parses and plans it on every
 * run: pg_stat_statements under bench:api showed planning at 0.2-0.4 ms of a 0.3 ms list query,
 * the largest part of the database's work per request. Naming each statement text lets pg parse
 * it once per connection and PostgreSQL keep its plan (a generic one once it costs no more than
 * the custom plans of its first runs, plan_cache_mode's rule).
 *
 * Only data statements are named (not BEGIN, DDL or a migration's statements). A schema change
 * made while a process runs is handled by PostgreSQL itself, which plans a kept statement again
 * when a table it reads changes.
 */
export function namingStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS_MAX && DATA_STATEMENT.test(text)) {
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
