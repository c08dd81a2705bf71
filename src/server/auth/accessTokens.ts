import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { invalidToken } from '../http/errors';

const ISSUER = 'smart-bill-entry';
const AUDIENCE = 'smart-bill-entry-api';

export interface AccessClaims {
  userId: string;
}

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  return {
    async sign(userId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },

    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (!payload.sub) throw invalidToken('Invalid token: no subject');
        return { userId: payload.sub };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw invalidToken('Token expired');
        throw invalidToken('Invalid token signature or format');
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
