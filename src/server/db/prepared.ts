import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands for the n-th value while a prepared query is built; Kysely binds it like any value. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled by Kysely once, on first use, with its values bound on each call.
 * For the few statements every request runs (the user behind the token, the client check),
 * building and compiling the same tree each time cost more than SQLite's own work.
 *
 * `build` receives stand-ins for its arguments: it must only pass them on as values (to
 * `where` and the like), and the query's shape must not depend on them.
 */
export function prepared<Args extends unknown[], Row>(db: Kysely<Database>, build: (...args: Args) => Compilable<Row>): (...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (...args) => {
    if (!compiled) {
      const query = build(...(Array.from({ length: build.length }, (_, i) => new Slot(i)) as Args)).compile();
      const bound = new Set(query.parameters.filter((value) => value instanceof Slot).map((slot) => slot.index));
      if (bound.size !== build.length) throw new Error('A prepared query must bind each of its arguments as a value');
      compiled = query;
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    // Each run is a query of its own to Kysely (a plugin keeps its state by query id).
    return (await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() })).rows;
  };
}
