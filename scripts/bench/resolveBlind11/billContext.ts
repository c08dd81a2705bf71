/*
 * What every bill scenario shares: the world, the manager's regional offices (the bill-to,
 * never a property), who sends a vendor's bills, how the payee is printed, the letterhead,
 * and which property names are shared by more than one property.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type PrintStyle, parseStreet, addressLine } from './addresses';
import { CITIES } from './geo';
import { MANAGER, type Office, type VendorModel } from './models';
import { ocrLetters } from './noise';
import { type Rng, WeightedTable } from './prng';
import { newAddress, type PropertyModel, type PropertyWorld } from './properties';
import { printedBusinessName, printedCatalogName } from './vendorNames';

export interface Made {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
  impossible: boolean;
  kind: string;
}

export interface Ctx {
  rng: Rng;
  world: PropertyWorld;
  props: Map<string, PropertyModel>;
  offices: Map<string, Office>;
  nameCount: Map<string, number>;
  metroTables: Map<string, WeightedTable<PropertyModel>>;
}

const OFFICE_PLAN: readonly (readonly [string, string, string[]])[] = [
  ['Seattle', '2nd Ave', ['WA']], ['Portland', 'SW 5th Ave', ['OR']], ['San Francisco', 'Market St', []], ['Los Angeles', 'S Grand Ave', ['CA']],
  ['Phoenix', 'N Central Ave', ['AZ']], ['Las Vegas', 'W Sahara Ave', ['NV']], ['Miami', 'Brickell Ave', ['FL']], ['Honolulu', 'Bishop St', ['HI']],
];

/** Reserves the offices' addresses before any property is placed. */
export function makeOffices(rng: Rng, used: Set<string>): Map<string, Office> {
  const out = new Map<string, Office>();
  for (const [cityName, street, states] of OFFICE_PLAN) {
    const city = CITIES.find((c) => c.name === cityName);
    if (!city) continue;
    const a = newAddress(rng, city, used, parseStreet(street));
    const office: Office = {
      label: cityName, line1: `${addressLine(a)}, ${rng.pick(['Ste', 'Suite'])} ${rng.range(3, 30) * 100}`, cityLine: `${city.name}, ${city.state} ${a.zip}`, state: city.state,
    };
    for (const s of states) out.set(s, office);
    out.set(cityName, office);
  }
  return out;
}

export function officeFor(ctx: Ctx, p: PropertyModel): Office {
  const norCal = ['SFB', 'SJC', 'SAC'].includes(p.city.metro);
  const o = (norCal ? ctx.offices.get('San Francisco') : undefined) ?? ctx.offices.get(p.city.state) ?? ctx.offices.get('Seattle');
  if (!o) throw new Error('no office');
  return o;
}

const KIND_WORDS = /\b(apartments?|apts?\.?|apartment homes|condominiums?|condo|association|owners|homeowners|hoa|coa|mhp|mobile home park|mobile estates|mobile home estates|manufactured home community|rv & mobile home park|mobile lodge|townhomes|townhouses|town homes|villas|the|residences|flats|lofts|commons|tower|plaza|center)\b/g;

export function nameKey(name: string): string {
  return name.toLowerCase().replace(KIND_WORDS, ' ').replace(/[^a-z0-9]+/g, ' ').trim();
}

export function countNames(properties: readonly PropertyModel[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of properties) {
    const keys = new Set([p.name, ...(p.short ? [p.short] : []), ...p.aliases].map(nameKey).filter((k) => k.length > 0));
    for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

export function nameShared(ctx: Ctx, printed: string): boolean {
  return (ctx.nameCount.get(nameKey(printed)) ?? 0) > 1;
}

export function pickProperty(ctx: Ctx, metros: readonly string[], ok: (p: PropertyModel) => boolean): PropertyModel | null {
  for (let tries = 0; tries < 30; tries++) {
    const metro = ctx.rng.pick(metros);
    let table = ctx.metroTables.get(metro);
    if (!table) {
      table = new WeightedTable(ctx.world.byMetro.get(metro) ?? [], (p) => 1 + Math.sqrt(p.units.length));
      ctx.metroTables.set(metro, table);
    }
    const p = table.pick(ctx.rng);
    if (p && ok(p)) return p;
  }
  return null;
}

export function styleFor(rng: Rng, upperShare: number): PrintStyle {
  return { noise: rng.next(), upper: rng.chance(upperShare), typos: rng.chance(0.08) };
}

function domainOf(v: VendorModel): string | null {
  const e = v.emails[0] ?? v.strangers[0];
  if (!e) return null;
  return e.slice(e.indexOf('@') + 1);
}

export function senderFor(rng: Rng, v: VendorModel): string | null {
  const r = rng.next();
  if (r < 0.3) return null;
  if (r < 0.37) return `${rng.pick(MANAGER.staff)}@${MANAGER.domain}`;
  if (v.kind === 'trade' && r < 0.45) return 'quickbooks@notification.intuit.com';
  if (r < 0.52 && v.strangers.length > 0) return rng.pick(v.strangers);
  const registered = v.emails.length > 0 ? rng.pick(v.emails) : null;
  if (!registered) return v.strangers.length > 0 ? rng.pick(v.strangers) : null;
  if (registered.startsWith('@')) return `${rng.pick(['billing', 'ebill', 'noreply', 'invoices', 'statements', 'office', 'ar'])}${registered}`;
  return registered;
}

/** Payee as printed on the letterhead, and what extraction put in the payee field. */
export function payeeFor(rng: Rng, v: VendorModel, noise: number): { printed: string; field: string | null } {
  const printed = v.business ? printedBusinessName(rng, v.business, noise) : printedCatalogName(rng, v.payees.length > 0 ? v.payees : [v.name], noise);
  const r = rng.next();
  if (r < 0.05) return { printed, field: null };
  if (r < 0.07) return { printed, field: MANAGER.name };
  if (r < 0.08) return { printed, field: ocrLetters(rng, printed) };
  return { printed, field: printed };
}

const LICENSE_LABELS: Readonly<Record<string, readonly string[]>> = {
  CA: ['CA Lic #', 'CSLB #', 'Contractor Lic. No.'], AZ: ['ROC#', 'AZ ROC'], OR: ['CCB#', 'OR CCB #'], WA: ['WA L&I #', 'Contractor Reg #'],
  NV: ['NV Lic #', 'NSCB #'], FL: ['CFC#', 'CBC#', 'Lic. #'], HI: ['HI Lic. C-', 'Lic #'],
};

export function vendorHeader(rng: Rng, v: VendorModel, printed: string): string[] {
  const out = [printed];
  if (v.letterhead) {
    const comma = v.letterhead.indexOf(', ');
    out.push(v.letterhead.slice(0, comma), v.letterhead.slice(comma + 2));
  } else {
    const d = domainOf(v);
    if (d && rng.chance(0.6)) out.push(`www.${d}`);
  }
  out.push(`${rng.pick(['Phone:', 'Tel', 'Ph:', 'Customer Service:'])} ${v.phone}`);
  if (v.kind === 'trade' && rng.chance(0.3)) {
    const label = LICENSE_LABELS[v.states[0] ?? ''] ?? ['Lic#'];
    out.push(`${rng.pick(label)} ${rng.range(100000, 999999)}`);
  }
  if (v.taxIdPrinted && rng.chance(0.35)) out.push(`${rng.pick(['Tax ID:', 'EIN:', 'FEIN', 'Federal Tax ID #'])} ${v.taxIdPrinted}`);
  return out;
}

export function remitFooter(rng: Rng, v: VendorModel, printed: string): string[] {
  const r = rng.next();
  const comma = v.remitPrinted.indexOf(', ');
  const remit = comma > 0 ? [v.remitPrinted.slice(0, comma), v.remitPrinted.slice(comma + 2)] : [v.remitPrinted];
  if (r < 0.55) return [rng.pick(['Please remit to:', 'REMIT TO:', 'Remit payment to:', 'Mail payments to:']), printed, ...remit];
  if (r < 0.8) return [`Make checks payable to ${printed}`, ...remit];
  return ['Thank you for your business!'];
}
