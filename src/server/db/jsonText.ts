import { sql, type Expression, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { DatabaseKind } from './database';

declare const jsonOf: unique symbol;

/** JSON text of a T, written by the database; an answer embeds it as it is. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** A list page's row: the item as JSON text, and its place in the list's order. */
export interface JsonPageRow<T> {
  id: string;
  created_at: string;
  item: JsonText<T>;
}

/** An SQL expression that the database writes into JSON as a T. */
export type JsonValue<T> = RawBuilder<unknown> & { readonly [jsonOf]: T };

/** What every field of T is written from: the keys and value types are checked against the contract. */
export type JsonFields<T> = { [K in keyof T]-?: JsonValue<T[K]> };

type StoredShape = 'object' | 'array';

const as = <T>(expression: RawBuilder<unknown>) => expression as JsonValue<T>;

/**
 * List items written as JSON by the database itself, the way PostgREST answers: a page's values
 * never become JavaScript strings and objects only to be written out again. On a page of 20
 * invoices, building the row objects, mapping them and `JSON.stringify` were about a third of
 * the server's CPU per request; SQLite writes the same JSON in about the time it took to hand
 * over the values (77 → 70 µs for 20 invoices, 73 → 93 µs for 20 e-mails with their
 * attachments and reports, which took two more queries before), and the rest is saved.
 *
 * One description of an item serves both databases: SQLite's `json_object` and PostgreSQL's
 * `json_build_object` differ in name, in how a flag becomes `true` and in how stored JSON text
 * is embedded, and nothing else. Columns of `Row` are named with their types, so a field whose
 * column does not fit the contract's type does not compile.
 */
export function jsonWriter<Row>(kind: DatabaseKind, table: string) {
  const sqlite = kind === 'sqlite';
  const ref = (column: string) => sql.ref(`${table}.${column}`);

  return {
    /** A column as it is: text, a number or null. */
    value<C extends keyof Row & string>(column: C): JsonValue<Row[C]> {
      return as(sql`${ref(column)}`);
    },

    /** Text, '' where the column is null. */
    textOrEmpty<C extends keyof Row & string>(column: C): JsonValue<string> {
      return as(sql`coalesce(${ref(column)}, '')`);
    },

    /** A 0/1 column as false/true. */
    flag<C extends keyof Row & string>(column: C): JsonValue<boolean> {
      return as(sqlite ? sql`json(iif(${ref(column)} = 1, 'true', 'false'))` : sql`(${ref(column)} = 1)`);
    },

    /** One of the contract's values (an enum), or `otherwise` for anything else the column holds. */
    oneOf<V extends string, O extends V | null>(column: keyof Row & string, values: readonly V[], otherwise: O): JsonValue<V | O> {
      const known = sql.join(values.map((v) => sql.lit(v)));
      return as(sql`case when ${ref(column)} in (${known}) then ${ref(column)} else ${otherwise === null ? sql`null` : sql.lit(otherwise)} end`);
    },

    /** A whole number of cents as dollars (1234 → 12.34), null stays null. */
    dollars<C extends keyof Row & string>(column: C): JsonValue<number | null> {
      return as(sql`cast(${ref(column)} as double precision) / 100`);
    },

    /** A count as a number (PostgreSQL's bigint included). */
    count<C extends keyof Row & string>(column: C): JsonValue<number> {
      return as(sqlite ? sql`${ref(column)}` : sql`cast(${ref(column)} as double precision)`);
    },

    /**
     * JSON text kept in a column, embedded as JSON. Its writers store it in the contract's
     * shape (storedConfidence, for one); text that is not JSON of the right kind reads as the
     * empty one, so a damaged row shows empty rather than failing the page. PostgreSQL has no
     * test for valid JSON before 16: json_or_empty (migration 0008) casts and catches.
     */
    stored<T>(column: keyof Row & string, shape: StoredShape): JsonValue<T> {
      const stored = ref(column);
      if (!sqlite) return as(sql`json_or_empty(${stored}, ${sql.lit(shape)})`);
      const empty = sql.lit(shape === 'object' ? '{}' : '[]');
      // CASE tests in order, so json_type never reads text that is not JSON (it would fail).
      return as(sql`json(case when not json_valid(${stored}) then ${empty} when json_type(${stored}) = ${sql.lit(shape)} then ${stored} else ${empty} end)`);
    },

    /** As `stored`, but a null column stays null (JSON kept only for some rows: an invoice's resolution). */
    storedOrNull<T>(column: keyof Row & string, shape: StoredShape): JsonValue<T | null> {
      return as(sql`case when ${ref(column)} is null then null else ${this.stored(column, shape)} end`);
    },

    /**
     * The items of rows of another table, in order, e.g. an e-mail's attachments: `item` is
     * written by that table's writer, `from` names the table and the rows (correlated with
     * this one), `orderBy` their order.
     */
    array<T>(item: JsonValue<T>, from: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): JsonValue<T[]> {
      if (!sqlite) return as(sql`(select coalesce(json_agg(${item} order by ${orderBy}), '[]'::json) from ${from})`);
      return as(sql`json((select json_group_array(${item} order by ${orderBy}) from ${from}))`);
    },

    /** A value read by a subquery of one column and at most one row; its type is the caller's word. */
    scalar<T>(subquery: RawBuilder<unknown>): JsonValue<T> {
      return as(sql`(${subquery})`);
    },

    /** An object of the given fields. */
    object<T>(fields: JsonFields<T>): JsonValue<T> {
      const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value as Expression<unknown>}`);
      return as(sqlite ? sql`json_object(${sql.join(pairs)})` : sql`json_build_object(${sql.join(pairs)})`);
    },
  };
}

/**
 * A JSON value as the text of a column a query selects (pg would parse a json column), as SQL
 * compiled on first use and kept: an item's description is the same for every page, and
 * compiling its tree anew was a sixth of an e-mail page's CPU. It binds no values, so the
 * text stands alone.
 */
export function jsonColumn<T>(db: QueryExecutorProvider, kind: DatabaseKind, value: () => JsonValue<T>): () => RawBuilder<JsonText<T>> {
  let compiled: RawBuilder<JsonText<T>> | undefined;
  return () => {
    if (!compiled) {
      const query = (kind === 'sqlite' ? value() : sql`cast(${value()} as text)`).compile(db);
      if (query.parameters.length > 0) throw new Error('A list item written as JSON must not bind values');
      compiled = sql.raw<JsonText<T>>(query.sql);
    }
    return compiled;
  };
}

/** An answer around a page of items the database wrote: `{"<key>":[items…],…rest}`. */
export function jsonPage<K extends string, Item, Rest extends object>(key: K, items: JsonText<Item>[], rest: Rest): JsonText<Record<K, Item[]> & Rest> {
  const others = JSON.stringify(rest);
  const tail = others === '{}' ? '}' : `,${others.slice(1)}`;
  return `{${JSON.stringify(key)}:[${items.join(',')}]${tail}` as JsonText<Record<K, Item[]> & Rest>;
}
