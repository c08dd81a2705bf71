import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtSecret: Uint8Array;
  /** Keys the HMAC of one-time codes and refresh tokens, so a leaked table is useless alone. */
  hashKey: Buffer;
}

/**
 * JWT_SECRET and TOKEN_HASH_KEY win; otherwise the keys generated on the first start are read
 * back from DATA_DIR/secrets.json, so restarts keep sessions valid. Machines that share a
 * database but not a DATA_DIR need both set alike: a refresh token or a code one of them made is
 * then accepted by the others.
 */
export function loadSecrets(dataDir: string, jwtSecret: string | undefined, tokenHashKey?: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: { jwtSecret: string; hashKey: string };
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  } else {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    stored = { jwtSecret: randomBytes(48).toString('base64url'), hashKey: randomBytes(32).toString('base64url') };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    jwtSecret: new TextEncoder().encode(jwtSecret ?? stored.jwtSecret),
    hashKey: tokenHashKey === undefined ? Buffer.from(stored.hashKey, 'base64url') : Buffer.from(tokenHashKey, 'utf8'),
  };
}
