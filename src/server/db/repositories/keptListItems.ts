import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db, DatabaseKind } from '../database';
import { jsonColumn, type JsonText, type JsonValue } from '../jsonText';
import type { Database } from '../schema';
import { emailSummaryJson } from './emailMappers';
import { invoiceSummaryJson } from './invoiceMappers';
import { reportJson } from './reportMappers';

/** One lock for every process that starts on the database: the first installs, the others find it done. */
const INSTALL_LOCK = 7_214_031_909;

/** The lists whose items are kept, each written from `new` by the one description of its item. */
const KEPT = { invoices: invoiceSummaryJson, reports: reportJson, emails: emailSummaryJson };

/**
 * Rows of other tables that an item carries, and the columns of theirs it reads: an e-mail's
 * item holds its attachments and its latest report. A change to one writes the e-mail's item
 * again, by an update that its own trigger completes.
 */
const CARRIED: Partial<Record<KeptList, { table: string; link: string; columns: string[] }[]>> = {
  emails: [
    { table: 'attachments', link: 'email_id', columns: ['email_id', 'filename', 'content_type', 'size', 'content_id', 'document_kind', 'created_at'] },
    { table: 'reports', link: 'email_id', columns: ['email_id', 'created_at'] },
  ],
};

type KeptList = keyof typeof KEPT;
type ItemOf<L extends KeptList> = ReturnType<(typeof KEPT)[L]> extends JsonValue<infer T> ? T : never;

const triggerOf = (list: KeptList) => `${list}_list_item`;
/** The trigger on a carried table that has `list`'s item written again. */
const carriedTriggerOf = (list: KeptList, table: string) => `${triggerOf(list)}_${table}`;

/**
 * The triggers that read other tables' rows to write an item, each with the table it is on, and
 * the lists whose items they write. A bulk load that drops indexes while it writes turns them
 * off (each would read the carried table whole per row) and writes those lists' items once at
 * its end.
 */
export function itemsFromOtherTables(): { lists: string[]; triggers: { table: string; name: string }[] } {
  const lists = Object.keys(CARRIED) as KeptList[];
  const triggers = lists.flatMap((list) => [{ table: list, name: triggerOf(list) }, ...(CARRIED[list] ?? []).map(({ table }) => ({ table, name: carriedTriggerOf(list, table) }))]);
  return { lists, triggers };
}

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

/**
 * What keeps a list's items: the function that writes `new.list_item` from the one description
 * of the list's item, and for each table whose rows the item carries a trigger that has the item
 * written again (the e-mail of an attachment added, moved or gone). `definition` is what is
 * compared with the one installed; `install` also creates the list's own trigger.
 */
function definitionOf(db: Kysely<Database>, list: KeptList): { definition: string; install: string[] } {
  const item = sql`cast(${KEPT[list]('postgres', 'new')} as text)`.compile(db);
  if (item.parameters.length > 0) throw new Error('A kept list item must not bind values');
  const trigger = triggerOf(list);
  const writer = `create or replace function ${trigger}() returns trigger language plpgsql as $$ begin new.list_item := ${item.sql}; return new; end $$`;
  const statements: string[] = [];
  for (const { table, link, columns } of CARRIED[list] ?? []) {
    const carried = carriedTriggerOf(list, table);
    const rewrite = (row: string) => `update ${list} set list_item = null where id = ${row}.${link};`;
    statements.push(
      `create or replace function ${carried}() returns trigger language plpgsql as $$ begin
        if tg_op <> 'INSERT' then ${rewrite('old')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.${link} is distinct from old.${link}) then ${rewrite('new')} end if;
        return null; end $$`,
      `drop trigger if exists ${carried} on ${table}`,
      `create trigger ${carried} after insert or delete or update of ${columns.join(', ')} on ${table} for each row execute function ${carried}()`,
    );
  }
  const own = [`drop trigger if exists ${trigger} on ${list}`, `create trigger ${trigger} before insert or update on ${list} for each row execute function ${trigger}()`];
  return { definition: [writer, ...statements].join(';\n'), install: [writer, ...own, ...statements] };
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
      const { definition, install } = definitionOf(db.kysely, list);
      const kept = await trx.selectFrom('kept_definitions').select('definition').where('name', '=', trigger).executeTakeFirst();
      if (kept?.definition === definition) continue;
      for (const statement of install) await sql.raw(statement).execute(trx);
      await sql`update ${sql.table(list)} set list_item = null`.execute(trx);
      await trx
        .insertInto('kept_definitions')
        .values({ name: trigger, definition })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ definition }))
        .execute();
    }
  });
}
