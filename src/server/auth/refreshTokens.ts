import type { RefreshTokensRepository } from '../db/repositories/refreshTokens';
import { newId, nowIso } from '../db/ids';
import { invalidToken } from '../http/errors';
import { keyedHash, randomToken } from './secretHash';

export interface RefreshGrant {
  userId: string;
  familyId: string;
  /** The user's token generation the redeemed token was issued in. */
  generation: number;
}

const rejected = () => invalidToken('Invalid refresh token');

/**
 * Opaque refresh tokens, rotated on every use. Each login starts a family; a token presented
 * a second time means it was copied, so the whole family (thief and victim alike) is revoked.
 */
export function createRefreshTokenService(repo: RefreshTokensRepository, hashKey: Buffer, ttlSeconds: number) {
  return {
    async issue(userId: string, generation: number, familyId: string = newId()): Promise<string> {
      const token = randomToken(32);
      const now = Date.now();
      await repo.deleteExpiredOfUser(userId, nowIso(now));
      await repo.insert({ userId, familyId, generation, tokenHash: keyedHash(hashKey, token), expiresAt: nowIso(now + ttlSeconds * 1000), now: nowIso(now) });
      return token;
    },

    /** Spends the token; throws the 401 with the bearer challenge when it cannot be spent. */
    async redeem(token: string): Promise<RefreshGrant> {
      const tokenHash = keyedHash(hashKey, token);
      const now = nowIso();
      const grant = await repo.consume(tokenHash, now);
      if (grant) return { userId: grant.user_id, familyId: grant.family_id, generation: grant.generation };
      const known = await repo.findByHash(tokenHash);
      if (known?.used_at) await repo.revokeFamily(known.family_id, now);
      throw rejected();
    },

    rejected,
  };
}

export type RefreshTokenService = ReturnType<typeof createRefreshTokenService>;
