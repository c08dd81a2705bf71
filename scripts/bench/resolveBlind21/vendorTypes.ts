/** A vendor as the generator knows it: the directory record plus what its bills look like. */
import type { DirectoryVendor } from '../../../src/server/directory/resolver/types';
import type { Rng } from './prng';

export type VendorCat = 'utility' | 'tax' | 'mello' | 'hoa' | 'national' | 'trade';

export type Account = { accountNumber: string; propertyId: string | null; unitId: string | null };

export interface VendorInfo {
  v: DirectoryVendor & { aliases: string[]; senderEmails: string[]; accounts: Account[] };
  cat: VendorCat;
  /** The metro it works in; null for firms working everywhere. */
  metro: string | null;
  /** The GL its bills usually take, and the one it is sometimes recoded to. */
  gl: string;
  alt: string;
  lines: readonly string[];
  /** What the bill calls itself ("Electric Service", "Secured Property Tax"). */
  billTitle: string;
  /** A generic address of the vendor's, for emails that are not on file. */
  domain: string | null;
}

export function fillTemplate(rng: Rng, tpl: string): string {
  let out = '';
  for (const ch of tpl) out += ch === '#' ? String(rng.int(0, 9)) : ch;
  return out;
}

/** Adds an account with a fresh number (unique within the vendor). */
export function addAccount(rng: Rng, vi: VendorInfo, tpl: string, propertyId: string | null, unitId: string | null, seen: Set<string>, fixed?: string): string {
  let num = fixed ?? fillTemplate(rng, tpl);
  for (let k = 0; seen.has(num.replace(/[^0-9A-Z]/gi, '').toUpperCase()) && k < 100; k++) {
    if (fixed) throw new Error(`fixed account ${fixed} twice for ${vi.v.name}`);
    num = fillTemplate(rng, tpl);
  }
  const key = num.replace(/[^0-9A-Z]/gi, '').toUpperCase();
  if (seen.has(key)) throw new Error(`no fresh account for ${vi.v.name}`);
  seen.add(key);
  vi.v.accounts.push({ accountNumber: num, propertyId, unitId });
  return num;
}

export function newVendor(name: string, cat: VendorCat, metro: string | null, gl: string, alt: string, extra: Partial<VendorInfo['v']> = {}): VendorInfo {
  return {
    v: {
      id: '', name, aliases: [], senderEmails: [], remitTo: null, taxId: null, defaultGlAccount: gl, defaultPropertyId: null, accounts: [],
      ...extra,
    } as VendorInfo['v'],
    cat, metro, gl, alt, lines: [], billTitle: 'Invoice', domain: null,
  };
}
