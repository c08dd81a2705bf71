import type { Kysely, Selectable } from 'kysely';
import { newId } from '../ids';
import type { Database, RefreshTokensTable } from '../schema';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  generation: number;
  tokenHash: string;
  expiresAt: string;
  now: string;
}

export function createRefreshTokensRepository(db: Kysely<Database>) {
  return {
    async insert(token: NewRefreshToken): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          id: newId(),
          user_id: token.userId,
          family_id: token.familyId,
          generation: token.generation,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
          used_at: null,
          revoked_at: null,
          created_at: token.now,
        })
        .execute();
    },

    /**
     * Marks a live token used in one statement, so of two requests presenting the same token
     * (even in two processes on PostgreSQL) exactly one gets the row back.
     */
    consume(tokenHash: string, now: string): Promise<Pick<RefreshTokenRow, 'user_id' | 'family_id' | 'generation'> | undefined> {
      return db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'family_id', 'generation'])
        .executeTakeFirst();
    },

    findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async revokeFamily(familyId: string, now: string): Promise<void> {
      await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
    },

    /** Expired rows can no longer be presented successfully, so reuse detection no longer needs them. */
    async deleteExpiredOfUser(userId: string, now: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
