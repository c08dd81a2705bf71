import type { Kysely, Selectable } from 'kysely';
import { newId } from '../ids';
import type { CodePurpose, Database, OneTimeCodesTable } from '../schema';

export type CodeRow = Selectable<OneTimeCodesTable>;

export function createCodesRepository(db: Kysely<Database>) {
  return {
    /** A new code replaces every earlier one of the same purpose, so only the newest mail works. */
    async replace(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('one_time_codes').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
        await trx
          .insertInto('one_time_codes')
          .values({ id: newId(), user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt, consumed_at: null, created_at: now })
          .execute();
      });
    },

    findOpen(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      return db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /**
     * Spends one attempt before the code is compared, in one statement, so parallel guesses
     * cannot get more than `maxAttempts` comparisons between them.
     */
    takeAttempt(id: string, maxAttempts: number, now: string): Promise<Pick<CodeRow, 'code_hash'> | undefined> {
      return db
        .updateTable('one_time_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now)
        .returning('code_hash')
        .executeTakeFirst();
    },

    async consume(id: string, now: string): Promise<boolean> {
      const row = await db.updateTable('one_time_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** For link tokens, which are long enough to be looked up by their hash alone. */
    consumeByHash(purpose: CodePurpose, codeHash: string, now: string): Promise<Pick<CodeRow, 'user_id'> | undefined> {
      return db
        .updateTable('one_time_codes')
        .set({ consumed_at: now })
        .where('purpose', '=', purpose)
        .where('code_hash', '=', codeHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
    },

    async deleteOfUser(userId: string, purposes: CodePurpose[]): Promise<void> {
      await db.deleteFrom('one_time_codes').where('user_id', '=', userId).where('purpose', 'in', purposes).execute();
    },
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
