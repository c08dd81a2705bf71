/**
 * The vendor record the generator keeps (a superset of DirectoryVendor), the account-number
 * registry, and small helpers shared by the vendor builders.
 */
import type { Service } from './catalogUtilities';
import { hubByKey, METROS } from './geography';
import { acctKey } from './names';
import type { PropRec } from './properties';
import type { Rng } from './rng';

export type VendorKind = 'utility' | 'hauler' | 'treasurer' | 'branch' | 'hoa' | 'trade';

export interface AccountRec { number: string; propertyId: string | null; unitId: string | null }

export interface VendorRec {
  id: string;
  kind: VendorKind;
  name: string;
  aliases: string[];
  emails: string[];
  remit: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropertyId: string | null;
  accounts: AccountRec[];
  /** Hub the vendor works from (null for region-wide utilities and treasurers). */
  hub: string | null;
  /** GL accounts the vendor is coded to, usual first. */
  gls: string[];
  lines: string[];
  platform: string | null;
  brand: string | null;
  services: Service[];
  pattern: string;
}

export function blankVendor(kind: VendorKind, name: string, pattern: string): VendorRec {
  return { id: '', kind, name, aliases: [], emails: [], remit: null, taxId: null, defaultGl: null, defaultPropertyId: null, accounts: [], hub: null, gls: [], lines: [], platform: null, brand: null, services: [], pattern };
}

/** Account numbers: unique across the region's utilities, treasurers and haulers; a trade's own customer numbers only within the trade. */
export class AccountBook {
  private readonly global = new Set<string>();

  constructor(private readonly rng: Rng) {}

  issue(v: VendorRec, propertyId: string | null, unitId: string | null, scope: 'global' | 'vendor' = 'global'): AccountRec {
    const own = new Set(v.accounts.map((a) => acctKey(a.number)));
    for (;;) {
      const number = this.rng.pattern(v.pattern);
      const key = acctKey(number);
      if (own.has(key) || (scope === 'global' && this.global.has(key))) continue;
      if (scope === 'global') this.global.add(key);
      const acct = { number, propertyId, unitId };
      v.accounts.push(acct);
      return acct;
    }
  }

  /** The same number filed with several vendors (a national account held at every branch). */
  shared(vs: readonly VendorRec[]): void {
    const first = vs[0];
    if (!first) return;
    for (;;) {
      const number = this.rng.pattern(first.pattern);
      if (this.global.has(acctKey(number))) continue;
      this.global.add(acctKey(number));
      for (const v of vs) v.accounts.push({ number, propertyId: null, unitId: null });
      return;
    }
  }
}

/** Properties in the areas a hub serves. */
export function propsOfHub(props: readonly PropRec[], hub: string): PropRec[] {
  const serves = new Set(hubByKey(hub).serves);
  return props.filter((p) => serves.has(p.metro.key));
}

export const hubOfProp = (p: PropRec): string => p.metro.hub;

export function serves(p: PropRec, spec: readonly string[]): number {
  let w = 0;
  for (const s of spec) {
    const [area = '', weight] = s.split('*');
    const [metro, city] = area.split(':');
    if (metro === p.metro.key && (city === undefined || city === p.city.name)) w = Math.max(w, weight ? Number(weight) : 1);
  }
  return w;
}

export const slug = (s: string): string => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');

export function poBox(rng: Rng, hub: string): string {
  const h = hubByKey(hub);
  const box = rng.int(100, 99999);
  return `PO Box ${box}, ${h.city}, ${h.state} ${h.zip}${rng.chance(0.5) ? `-${String(box % 10000).padStart(4, '0')}` : ''}`;
}

export const metroCity = (hub: string) => {
  const h = hubByKey(hub);
  for (const m of METROS) for (const c of m.cities) if (c.name === h.city && c.state === h.state) return c;
  throw new Error(`no city for hub ${hub}`);
};

export const ein = (rng: Rng): string => `${rng.pick(['84', '85', '86', '20', '26', '27', '45', '46', '47', '48', '73', '74', '42', '43'])}-${rng.digits(7)}`;
