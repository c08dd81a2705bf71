import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { invalidToken } from '../http/errors';

const ISSUER = 'smart-bill-entry';
const AUDIENCE = 'smart-bill-entry-api';

export interface AccessClaims {
  userId: string;
  /** The user's token generation when it was issued; the guard refuses an older one. */
  generation: number;
}

/** Enough for every live session of a busy team; beyond it the oldest entries go first. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  // A token's signature and claims cannot change, so a verified token stays verified until it
  // expires: every request of a session after the first skips the HMAC through WebCrypto.
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();

  return {
    async sign(userId: string, generation: number): Promise<string> {
      return new SignJWT({ gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },

    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return { userId: known.userId, generation: known.generation };
        verified.delete(token);
        throw invalidToken('Token expired');
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (!payload.sub || !payload.exp) throw invalidToken('Invalid token: no subject');
        // Tokens signed before generations existed carry none: the first generation.
        const generation = typeof payload.gen === 'number' ? payload.gen : 0;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { userId: payload.sub, generation, expiresAtMs: payload.exp * 1000 });
        return { userId: payload.sub, generation };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw invalidToken('Token expired');
        throw invalidToken('Invalid token signature or format');
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
