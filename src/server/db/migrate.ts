import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DatabaseKind } from './database';
import { keepListItems } from './repositories/keptListItems';
import * as m0001 from './migrations/0001_accounts';
import * as m0002 from './migrations/0002_intake';
import * as m0003 from './migrations/0003_review_lists';
import * as m0004 from './migrations/0004_list_order_indexes';
import * as m0005 from './migrations/0005_activity';
import * as m0006 from './migrations/0006_list_counts';
import * as m0007 from './migrations/0007_email_list_lookups';
import * as m0008 from './migrations/0008_stored_json';
import * as m0009 from './migrations/0009_email_search_index';
import * as m0010 from './migrations/0010_versions';
import * as m0011 from './migrations/0011_health_probe';
import * as m0012 from './migrations/0012_intake_queues';
import * as m0013 from './migrations/0013_document_kinds';
import * as m0014 from './migrations/0014_refresh_generation';
import * as m0015 from './migrations/0015_learned_hints';
import * as m0016 from './migrations/0016_due_dates';
import * as m0017 from './migrations/0017_review_workspace';
import * as m0018 from './migrations/0018_field_boxes';
import * as m0019 from './migrations/0019_statement_counts';
import * as m0020 from './migrations/0020_directory';
import * as m0021 from './migrations/0021_invoice_resolution';
import * as m0022 from './migrations/0022_duplicate_radar';
import * as m0023 from './migrations/0023_bill_exports';
import * as m0024 from './migrations/0024_bill_clues';
import * as m0025 from './migrations/0025_sqlite_sort_keys';
import * as m0026 from './migrations/0026_due_queue_cover';
import * as m0027 from './migrations/0027_search_walk_stats';
import * as m0028 from './migrations/0028_versions_follow_due_dates';
import * as m0029 from './migrations/0029_kept_list_items';
import * as m0030 from './migrations/0030_kept_report_items';
import * as m0031 from './migrations/0031_search_walk_stats_dropped';
import * as m0032 from './migrations/0032_kept_email_items';

/**
 * Migrations are listed here rather than read from disk so the same list runs from src and
 * dist; they get the dialect for the few column types that differ (blob/bytea).
 */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001_accounts': m0001,
    '0002_intake': { up: (db) => m0002.up(db, kind) },
    '0003_review_lists': { up: (db) => m0003.up(db, kind) },
    '0004_list_order_indexes': { up: (db) => m0004.up(db, kind) },
    '0005_activity': m0005,
    '0006_list_counts': { up: (db) => m0006.up(db, kind) },
    '0007_email_list_lookups': { up: (db) => m0007.up(db, kind) },
    '0008_stored_json': { up: (db) => m0008.up(db, kind) },
    '0009_email_search_index': { up: (db) => m0009.up(db, kind) },
    '0010_versions': m0010,
    '0011_health_probe': m0011,
    '0012_intake_queues': m0012,
    '0013_document_kinds': { up: (db) => m0013.up(db, kind) },
    '0014_refresh_generation': m0014,
    '0015_learned_hints': m0015,
    '0016_due_dates': m0016,
    '0017_review_workspace': { up: (db) => m0017.up(db, kind) },
    '0018_field_boxes': m0018,
    '0019_statement_counts': { up: (db) => m0019.up(db, kind) },
    '0020_directory': { up: (db) => m0020.up(db, kind) },
    '0021_invoice_resolution': m0021,
    '0022_duplicate_radar': m0022,
    '0023_bill_exports': m0023,
    '0024_bill_clues': m0024,
    '0025_sqlite_sort_keys': { up: (db) => m0025.up(db, kind) },
    '0026_due_queue_cover': { up: (db) => m0026.up(db, kind) },
    '0027_search_walk_stats': { up: (db) => m0027.up(db, kind) },
    '0028_versions_follow_due_dates': { up: (db) => m0028.up(db, kind) },
    '0029_kept_list_items': { up: (db) => m0029.up(db, kind) },
    '0030_kept_report_items': { up: (db) => m0030.up(db, kind) },
    '0031_search_walk_stats_dropped': { up: (db) => m0031.up(db, kind) },
    '0032_kept_email_items': { up: (db) => m0032.up(db, kind) },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.kind) };
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: await migrationSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  await keepListItems(db);
}

/**
 * Kysely looks for its bookkeeping tables in every schema it can see unless told which one;
 * on PostgreSQL it is the schema the app works in, so databases that share a server with
 * other schemas (several apps, or the test suites running in parallel) never see each other's.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (db.kind !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema ?? undefined;
}
