import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordPolicy } from '../../shared/contract/auth';
import { badRequest } from '../http/errors';
import { passwordPolicyErrors } from './passwordPolicy';

/**
 * Algorithm.Argon2id is a const enum that the native binding does not export at run time
 * (and isolatedModules cannot inline it), so its value is spelled out here.
 */
const ARGON2ID: Algorithm = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Without a stored hash (unknown e-mail, Google-only account) a dummy hash is still verified,
 * so the answer takes as long as for a real account and does not reveal which e-mails exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}

/** Throws the 400 listing every broken rule. */
export function assertPasswordPolicy(policy: PasswordPolicy, password: string, field?: string): void {
  const errors = passwordPolicyErrors(policy, password, field);
  if (errors.length > 0) throw badRequest(`Invalid input: ${errors.join('; ')}`, errors);
}
