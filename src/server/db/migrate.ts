import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_accounts';

/** Migrations are listed here rather than read from disk so the same list runs from src and dist. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
