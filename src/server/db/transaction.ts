import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a write that
 * opens its own transaction can then join a larger one (a change and its activity record).
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
