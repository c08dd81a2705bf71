import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * List items are written as JSON by the database (jsonText.ts), with the JSON text kept in
 * columns (an invoice's field confidence, an e-mail's comments, a report's details) embedded
 * as it is. A damaged value must read as the empty one rather than fail the page: SQLite has
 * json_valid; PostgreSQL before 16 has no such test, so this function casts and catches.
 * Parallel unsafe: an EXCEPTION block opens a subtransaction, which a parallel worker may not.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`
    create function json_or_empty(stored text, shape text) returns json
    language plpgsql immutable parallel unsafe as $$
    declare
      parsed json;
    begin
      parsed := stored::json;
      if json_typeof(parsed) = shape then return parsed; end if;
      return case shape when 'object' then '{}'::json else '[]'::json end;
    exception when invalid_text_representation then
      return case shape when 'object' then '{}'::json else '[]'::json end;
    end $$`.execute(db);
}
