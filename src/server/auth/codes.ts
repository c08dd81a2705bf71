import { randomInt } from 'node:crypto';
import { CODE_LENGTH } from '../../shared/constants';
import type { CodesRepository } from '../db/repositories/codes';
import { nowIso } from '../db/ids';
import { keyedHash, randomToken, sameHash } from './secretHash';

export type CodeCheck = 'ok' | 'invalid' | 'expired';

export interface CodeSettings {
  hashKey: Buffer;
  ttlSeconds: number;
  maxAttempts: number;
}

/** Six-digit codes (verify, reset) and the long verification-link token, all stored hashed. */
export function createCodeService(repo: CodesRepository, settings: CodeSettings) {
  const expiry = (now: number) => nowIso(now + settings.ttlSeconds * 1000);

  return {
    async issue(userId: string, purpose: 'verify' | 'reset'): Promise<string> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const now = Date.now();
      await repo.replace(userId, purpose, keyedHash(settings.hashKey, code), expiry(now), nowIso(now));
      return code;
    },

    async issueLinkToken(userId: string): Promise<string> {
      const token = randomToken();
      const now = Date.now();
      await repo.replace(userId, 'verify_link', keyedHash(settings.hashKey, token), expiry(now), nowIso(now));
      return token;
    },

    /**
     * A code with no attempts left counts as expired, so the screen tells the user to ask for
     * a new one rather than to retype it. Success consumes the code.
     */
    async check(userId: string, purpose: 'verify' | 'reset', code: string): Promise<CodeCheck> {
      const now = nowIso();
      const open = await repo.findOpen(userId, purpose);
      if (!open) return 'invalid';
      if (open.expires_at <= now || open.attempts >= settings.maxAttempts) return 'expired';
      const attempt = await repo.takeAttempt(open.id, settings.maxAttempts, now);
      if (!attempt) return 'expired';
      if (!sameHash(attempt.code_hash, keyedHash(settings.hashKey, code))) return 'invalid';
      return (await repo.consume(open.id, now)) ? 'ok' : 'expired';
    },

    /** The user id the link was sent to, or undefined for an unknown, used or expired link. */
    async redeemLinkToken(token: string): Promise<string | undefined> {
      const row = await repo.consumeByHash('verify_link', keyedHash(settings.hashKey, token), nowIso());
      return row?.user_id;
    },

    /** Once the e-mail is verified by one means, the other verification secrets are void. */
    discardVerification(userId: string): Promise<void> {
      return repo.deleteOfUser(userId, ['verify', 'verify_link']);
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
