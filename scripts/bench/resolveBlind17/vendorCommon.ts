/** The vendor record the set builds, and helpers shared by named and local vendors. */
import { type MetroKey } from './geo';
import { type Cat } from './gl';
import { type PropRec } from './properties';
import { chance, digits, int, type Rng } from './rng';
import { type PropKind } from './units';

export type VendorClass = 'utility' | 'tax' | 'insurance' | 'saas' | 'national' | 'franchise' | 'local';

export interface AccountRec {
  accountNumber: string;
  propertyId: string | null;
  unitId: string | null;
}

export interface VendorRec {
  id: string;
  cls: VendorClass;
  cat: Cat;
  name: string;
  aliases: string[];
  metros: MetroKey[];
  /** Directory sender list: addresses and "@domain" entries. */
  senderEmails: string[];
  /** Where the vendor's mail really comes from (may differ from the directory's list). */
  domain: string | null;
  personalEmail: string | null;
  /** Billing platform the vendor invoices through, if any. */
  platform: string | null;
  remitTo: string | null;
  office: string;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropertyId: string | null;
  accounts: AccountRec[];
  acctFmt: string;
  /** Properties the vendor works at (a utility: where it has accounts). */
  props: string[];
  weight: number;
}

export function fmtAccount(r: Rng, fmt: string): string {
  let s = '';
  for (const ch of fmt) s += ch === '#' ? String(Math.floor(r() * 10)) : ch;
  return s;
}

/** Kinds of building a trade plausibly works at. */
export const FITS: Partial<Record<Cat, readonly PropKind[]>> = {
  elevator: ['coop', 'condo', 'office', 'garage', 'sro', 'mixed'],
  boiler: ['coop', 'condo', 'brownstone', 'sro', 'mixed', 'garden', 'fourplex'],
  marine: ['marina'],
  parkingEquip: ['garage', 'office', 'condo'],
  pool: ['condo', 'garden', 'mhp', 'adu'],
  window: ['office', 'condo', 'coop', 'mixed', 'sro'],
  security: ['office', 'garage', 'warehouse', 'marina', 'condo', 'sro', 'mixed'],
  janitorial: ['office', 'coop', 'condo', 'sro', 'mixed', 'garage', 'warehouse'],
  towing: ['garage', 'mhp', 'garden', 'condo', 'marina', 'warehouse'],
  gutter: ['garden', 'adu', 'fourplex', 'sfr', 'brownstone', 'mixed', 'condo'],
  snow: ['garden', 'mhp', 'warehouse', 'office', 'mixed', 'condo', 'garage', 'coop', 'brownstone'],
  landscaping: ['garden', 'condo', 'mhp', 'office', 'adu', 'fourplex', 'sfr', 'warehouse', 'coop', 'marina'],
  engineering: ['coop', 'condo', 'office', 'garage', 'mixed', 'sro', 'brownstone', 'warehouse'],
};

const SAAS_FITS: Record<string, readonly PropKind[]> = {
  Dockwa: ['marina'], FlashParking: ['garage'], 'Markel Marine': ['marina'], BuildingLink: ['coop', 'condo'],
  ButterflyMX: ['coop', 'condo', 'garden', 'mixed', 'office'], 'Luxer One': ['condo', 'garden', 'coop'],
  SmartRent: ['garden', 'condo', 'fourplex'], 'Brivo Systems LLC': ['office', 'garage', 'warehouse', 'condo'],
  'Wright National Flood Insurance Company': ['marina', 'condo', 'brownstone', 'garden', 'warehouse', 'mixed'],
};

export function fits(name: string, cat: Cat, p: PropRec): boolean {
  const f = SAAS_FITS[name] ?? FITS[cat];
  return !f || f.includes(p.kind);
}

const EIN_PREFIX: Record<string, readonly string[]> = { WA: ['91', '82'], OR: ['93'], CA: ['94', '95', '33', '68'], NY: ['11', '13', '20'], NJ: ['22', '21'] };

export function makeTaxId(r: Rng, state: string, seen: Set<string>): string {
  for (;;) {
    const pre = EIN_PREFIX[state] ?? ['27'];
    const t = `${pre[int(r, 0, pre.length - 1)]}-${digits(r, 7)}`;
    if (!seen.has(t)) {
      seen.add(t);
      return t;
    }
  }
}

export function poBox(r: Rng, city: string, state: string, zip: string): string {
  const box = String(int(r, 100, 99999));
  const z4 = chance(r, 0.6) ? `-${box.padStart(4, '0').slice(-4)}` : '';
  return `PO Box ${box}, ${city}, ${state} ${zip}${z4}`;
}
