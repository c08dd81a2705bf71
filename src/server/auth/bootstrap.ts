import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordPolicy } from '../../shared/contract/auth';
import type { AppContext } from '../context';
import { nowIso } from '../db/ids';
import { hashPassword, verifyPassword } from './passwords';

/** Not plain admin@localhost: an address without a dot in its domain fails the login e-mail check. */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD are the operator's word: that account is made (or kept) an
 * admin with that password on every start. Without them, a fresh database gets one admin
 * with a generated password, shown once; once any admin exists nothing is generated again.
 */
export async function bootstrapAdmin(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (adminEmail && adminPassword) {
    await ensureAdmin(ctx, adminEmail, adminPassword);
    log.info({ email: adminEmail }, 'admin account from ADMIN_EMAIL is ready');
    return;
  }
  if ((await ctx.repos.users.countAdmins()) > 0) return;
  const password = generatePassword(ctx.config.passwordPolicy);
  await ensureAdmin(ctx, GENERATED_ADMIN_EMAIL, password);
  log.warn({ email: GENERATED_ADMIN_EMAIL }, 'created the first admin account; its generated password is printed once on standard output');
  process.stdout.write(
    `\n  First admin account created. Sign in and change the password; it is not shown again.\n` +
      `    e-mail:   ${GENERATED_ADMIN_EMAIL}\n    password: ${password}\n\n`,
  );
}

async function ensureAdmin(ctx: AppContext, email: string, password: string): Promise<void> {
  const existing = await ctx.repos.users.findByEmail(email);
  if (!existing) {
    const username = email.split('@')[0] ?? email;
    await ctx.repos.users.create({ email, username, name: username, passwordHash: await hashPassword(password), isAdmin: true, verified: true });
    return;
  }
  // Re-hashing only when the password differs keeps the stored hash stable across restarts.
  const samePassword = await verifyPassword(existing.password_hash, password);
  await ctx.repos.users.update(existing.id, {
    is_admin: 1,
    email_verified_at: existing.email_verified_at ?? nowIso(),
    ...(samePassword ? {} : { password_hash: await hashPassword(password) }),
  });
}

const CLASSES = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '-_.!#%+='];

/** At least 20 characters (about 120 bits) with every character class, so any policy is met. */
export function generatePassword(policy: PasswordPolicy): string {
  const length = Math.min(Math.max(20, policy.minLength), policy.maxLength ?? Number.MAX_SAFE_INTEGER);
  const all = CLASSES.join('');
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = [...CLASSES.map(pick), ...Array.from({ length: Math.max(0, length - CLASSES.length) }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
