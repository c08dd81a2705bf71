import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export const FIREBASE_PROJECT = 'sbe-fuzz-project';

export interface GoogleKeys {
  /** FIREBASE_* settings that make the Google routes live and trust these keys. */
  env: Record<string, string>;
  /** A Firebase ID credential these keys sign, with the given claims over valid ones. */
  sign(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/**
 * Google's key set served locally. Without Firebase settings both Google routes answer 501 by
 * design and their handlers are never reached; with them the fuzz reaches the sign-in itself.
 */
export async function startGoogleKeys(): Promise<GoogleKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const keySet = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'fuzz', alg: 'RS256', use: 'sig' }] });
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(keySet));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { FIREBASE_PROJECT_ID: FIREBASE_PROJECT, FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
    sign: (claims) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'fuzz' })
        .setIssuer(`https://securetoken.google.com/${FIREBASE_PROJECT}`)
        .setAudience(FIREBASE_PROJECT)
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'fuzz-uid')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
