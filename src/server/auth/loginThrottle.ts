import type { RateLimitsRepository } from '../db/repositories/rateLimits';
import { HttpError } from '../http/errors';

export interface LoginFailureLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Sign-in is limited by failures, not by attempts: one person mistyping locks out only that
 * account from that address, so colleagues behind the same office NAT still sign in, while a
 * much higher ceiling per address stops one address trying many accounts. A success clears
 * the account's count from that address.
 */
export function createLoginThrottle(counters: RateLimitsRepository, limits: LoginFailureLimits) {
  const accountKey = (email: string, ip: string) => `login-failures:${ip}:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `login-failures:${ip}`;
  const windowMs = limits.windowSeconds * 1000;

  return {
    /** Refuses with 429 and Retry-After while either limit is reached, before any password is checked. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [account, address] = [accountKey(email, ip), addressKey(ip)];
      const counts = await counters.read([account, address]);
      const blocked = [
        { counter: counts.get(account), max: limits.perAccount },
        { counter: counts.get(address), max: limits.perAddress },
      ].filter(({ counter, max }) => counter && counter.count >= max);
      if (blocked.length === 0) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...blocked.map(({ counter }) => counter?.ttlMs ?? 0)) / 1000));
      throw new HttpError(429, `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again, or reset your password.`, {}, { 'retry-after': String(seconds) });
    },

    async failed(email: string, ip: string): Promise<void> {
      await Promise.all([counters.increment(accountKey(email, ip), windowMs), counters.increment(addressKey(ip), windowMs)]);
    },

    succeeded(email: string, ip: string): Promise<void> {
      return counters.clear(accountKey(email, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
