import type { Kysely } from 'kysely';

/**
 * Two counters that stand for "has this changed since I read it":
 * - emails.version: an e-mail edit writes only if the row is still at the version it read, so
 *   two comments at once both reach the history. Comparing the stored texts themselves never
 *   matched for a subject the database could not store exactly as given (a lone surrogate).
 * - users.token_generation: every access token names the generation it was issued in; a
 *   password reset or change moves it on, so the tokens of every earlier session stop working
 *   at once instead of at their expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').addColumn('version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('token_generation', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
