import type { Kysely } from 'kysely';

/**
 * refresh_tokens.generation: the user's token generation when the token was issued. A refresh
 * that redeemed its token just before a password reset committed would otherwise sign a token
 * of the new generation and outlive the reset; with the generation on the token, what it
 * yields carries the old one and the guard refuses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
