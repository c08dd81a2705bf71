import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Codes and refresh tokens are stored only as a keyed hash: a copy of the table without the
 * key (DATA_DIR/secrets.json) cannot be used to sign in, and six-digit codes cannot be
 * brute-forced offline the way a plain SHA-256 of them could.
 */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An unguessable opaque secret for links and refresh tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
