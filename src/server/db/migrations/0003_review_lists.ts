import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { optionalStep } from './optionalStep';

/**
 * Indexes for the review lists: the All / Unreviewed / Reviewed switch within one client, the
 * admin's lists across clients, the association finder (same PDF by sha256) and the invoice
 * that still shows an attachment. On PostgreSQL, trigram indexes let `search_text LIKE '%…%'`
 * avoid reading every row; a server without pg_trgm still migrates, its searches just scan.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.createIndex('invoices_client_reviewed_created_idx').on('invoices').columns(['client_id', 'reviewed', 'created_at']).execute();
  await db.schema.createIndex('emails_client_reviewed_created_idx').on('emails').columns(['client_id', 'is_reviewed', 'created_at']).execute();
  await db.schema.createIndex('invoices_created_idx').on('invoices').column('created_at').execute();
  await db.schema.createIndex('emails_created_idx').on('emails').column('created_at').execute();
  await db.schema.createIndex('invoices_attachment_idx').on('invoices').column('attachment_id').execute();
  await db.schema.createIndex('attachments_client_sha_idx').on('attachments').columns(['client_id', 'sha256']).execute();
  if (kind === 'postgres') await trigramIndexes(db);
}

async function trigramIndexes(db: Kysely<unknown>): Promise<void> {
  // In public, not the migrating schema, so the extension outlives any one schema (tests drop theirs).
  await optionalStep(db, 'trgm_extension', sql`create extension if not exists pg_trgm with schema public`);
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
  `.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) return;
  const opclass = sql.raw(`${quoteIdent(schema)}.gin_trgm_ops`);
  for (const table of ['invoices', 'emails', 'reports']) {
    await optionalStep(db, `trgm_${table}`, sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text ${opclass})`);
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
