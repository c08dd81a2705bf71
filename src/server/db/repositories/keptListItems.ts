import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db, DatabaseKind } from '../database';
import { jsonColumn, type JsonText, type JsonValue } from '../jsonText';
import type { Database } from '../schema';
import { invoiceSummaryJson } from './invoiceMappers';
import { reportJson } from './reportMappers';

/** One lock for every process that starts on the database: the first installs, the others find it done. */
const INSTALL_LOCK = 7_214_031_909;

/**
 * Lists whose items are written from their own row alone, so a trigger on the row can keep
 * them. An e-mail's item also carries its attachments and its latest report, rows of other
 * tables, and is built as its page is read.
 */
const KEPT = { invoices: invoiceSummaryJson, reports: reportJson };

type KeptList = keyof typeof KEPT;
type ItemOf<L extends KeptList> = ReturnType<(typeof KEPT)[L]> extends JsonValue<infer T> ? T : never;

const triggerOf = (list: KeptList) => `${list}_list_item`;

/**
 * A list item as a page selects it. On PostgreSQL it is kept in the row (`list_item`), written
 * by a trigger on every insert and update: building 20 items' JSON was most of the database's
 * work for a page (invoices 0.18 of 0.2 ms, reports 0.19 of 0.21 ms, `EXPLAIN ANALYZE`), and the
 * database shares its cores with the API. SQLite writes an item in about the time it takes to
 * hand over its values (jsonText.ts), so it builds the item as it reads the page and keeps its
 * writes lean.
 */
export function listItem<L extends KeptList>(db: Kysely<Database>, kind: DatabaseKind, list: L): () => RawBuilder<JsonText<ItemOf<L>>> {
  if (kind === 'postgres') {
    const kept = sql<JsonText<ItemOf<L>>>`${sql.ref(`${list}.list_item`)}`;
    return () => kept;
  }
  return jsonColumn(db, kind, () => KEPT[list](kind) as JsonValue<ItemOf<L>>);
}

/** The trigger function that writes `new.list_item`, from the one description of the list's item. */
function triggerFunction(db: Kysely<Database>, list: KeptList): string {
  const item = sql`cast(${KEPT[list]('postgres', 'new')} as text)`.compile(db);
  if (item.parameters.length > 0) throw new Error('A kept list item must not bind values');
  return `create or replace function ${triggerOf(list)}() returns trigger language plpgsql as $$ begin new.list_item := ${item.sql}; return new; end $$`;
}

/**
 * Installs the triggers that keep list items, after the migrations, for each list whose item
 * description differs from the one installed (a first start, or a release that changed it), and
 * then writes every item of that list again in the same transaction: no page reads an item of
 * the old description, and a migration need not repeat the description when it changes.
 */
export async function keepListItems(db: Db): Promise<void> {
  if (db.kind !== 'postgres') return;
  await db.kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`.execute(trx);
    for (const list of Object.keys(KEPT) as KeptList[]) {
      const trigger = triggerOf(list);
      const definition = triggerFunction(db.kysely, list);
      const kept = await trx.selectFrom('kept_definitions').select('definition').where('name', '=', trigger).executeTakeFirst();
      if (kept?.definition === definition) continue;
      await sql.raw(definition).execute(trx);
      await sql.raw(`drop trigger if exists ${trigger} on ${list}`).execute(trx);
      await sql.raw(`create trigger ${trigger} before insert or update on ${list} for each row execute function ${trigger}()`).execute(trx);
      await sql`update ${sql.table(list)} set list_item = null`.execute(trx);
      await trx
        .insertInto('kept_definitions')
        .values({ name: trigger, definition })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ definition }))
        .execute();
    }
  });
}
