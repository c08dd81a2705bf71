/** What an e-mail template is and the few things every template needs. */
import { addDays, isoDay } from '../../blind/core/dates';
import { type Rng } from '../../blind/core/rng';
import { type Payer, type Region, type Site, payers, sameMarket, sites } from '../core/places';
import { type BlindExpected } from '../types';
import { type Mail } from './compose';

export interface Built {
  mail: Mail;
  expected: BlindExpected | null;
  portalLinks: string[];
}

/** One sender's kind of e-mail; it makes `count` messages, the n-th from its own stream (`seed` is the set's, for attachments drawn from it). */
export interface EmailTemplate {
  id: string;
  count: number;
  build: (rng: Rng, n: number, seed: number) => Built | Promise<Built>;
}

export interface Party {
  payer: Payer;
  /** "Accounts Payable <ap@cobblestone.example>" */
  to: string;
}

export function party(rng: Rng, region: Region): Party {
  const payer = rng.pick(payers.filter((p) => sameMarket(p.region, region)));
  const domain = `${(payer.name.split(/[^A-Za-z]/)[0] ?? 'pm').toLowerCase()}.example`;
  return { payer, to: `${rng.pick(['Accounts Payable', 'AP Inbox', 'Invoices'])} <${rng.pick(['ap', 'invoices', 'payables'])}@${domain}>` };
}

export function site(rng: Rng, names: readonly string[]): Site {
  return rng.pick(sites.filter((s) => names.includes(s.name)));
}

/** A bill day in 2024 or 2025, and a send time on that day. */
export function billDay(rng: Rng, months?: readonly number[]): { day: string; sent: (offset?: number) => string } {
  const day = isoDay(rng.pick([2024, 2025, 2025]), months ? rng.pick(months) : rng.int(1, 12), rng.int(1, 28));
  return { day, sent: (offset = 0) => `${addDays(day, offset)}T${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}Z` };
}

/** Random URL-safe characters, for tokens in links. */
export function token(rng: Rng, length: number): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length }, () => chars.charAt(rng.int(0, chars.length - 1))).join('');
}

/** Whole cents between two amounts, rounded to 5. */
export function cents(rng: Rng, low: number, high: number): number {
  return Math.round(rng.int(low, high) / 5) * 5;
}
