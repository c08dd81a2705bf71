/*
 * What every bill shares: the answer record, the tally of how bills were written, and how a bill
 * prints its vendor (payee forms, sender addresses), its account numbers and a street address.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { billCityLine, billStreet, type Addr } from './address';
import type { PropGen } from './properties';
import type { Rng } from './random';
import { payeeVariant } from './vendorNames';
import { PLATFORM_SENDERS, UTILITY_PLATFORMS, type AccountGen, type VendorGen } from './vendors';
import { staffEmail } from './docs';

export interface BillCase {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export class Tally {
  readonly counts = new Map<string, number>();
  /** The tags of each bill, in order. */
  readonly perBill: string[][] = [];
  private current: string[] = [];
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.current.push(key);
  }
  next(): void {
    this.current = [];
    this.perBill.push(this.current);
  }
}

export interface Ctx {
  rng: Rng;
  tally: Tally;
  vendorTaken: (key: string) => boolean;
}


export function digitsOf(s: string): string {
  return s.replace(/[^0-9A-Za-z]/g, '');
}

/** An account number as this bill prints it. */
export function acctVariant(rng: Rng, a: AccountGen): string {
  const d = digitsOf(a.printed);
  return rng.weighted([
    [a.printed, 45],
    [a.stored, 20],
    [d, 15],
    [d.replace(/(.{4})(?=.)/g, '$1 '), 10],
    [a.printed.replace(/-/g, ' '), 10],
  ] as const);
}

export function senderFor(ctx: Ctx, v: VendorGen): { email: string | null; kind: string; forwardedFrom: string | null } {
  const { rng } = ctx;
  const own = (): string | null => {
    if (v.emailStyle === 'addr') return v.sendsFrom && rng.chance(0.5) ? v.sendsFrom : (v.senderEmails[0] ?? v.sendsFrom);
    if (v.emailStyle === 'wild') return v.sendsFrom ?? `${rng.pick(['billing', 'ar', 'noreply', 'invoices'])}@${v.domain ?? 'example.com'}`;
    if (v.emailStyle === 'gmail') return v.senderEmails[0] ?? null;
    return v.sendsFrom ?? v.senderEmails[0] ?? null;
  };
  const r = rng.float();
  if (r < 0.05) return { email: staffEmail(rng), kind: 'staffForward', forwardedFrom: own() };
  if (r < 0.08) return { email: null, kind: 'none', forwardedFrom: null };
  if (v.cls === 'utility' && rng.chance(0.25)) return { email: rng.pick(UTILITY_PLATFORMS), kind: 'platform', forwardedFrom: null };
  if (v.platform && rng.chance(0.85)) return { email: PLATFORM_SENDERS[v.platform] ?? null, kind: 'platform', forwardedFrom: null };
  const e = own();
  const listed = e !== null && (v.senderEmails.includes(e) || v.senderEmails.some((s) => s.startsWith('@') && e.endsWith(s)));
  return { email: e, kind: e === null ? 'none' : listed ? (e.includes('@gmail') || e.includes('@yahoo') ? 'listedFreemail' : 'listed') : 'unlisted', forwardedFrom: null };
}

export function payeeFor(ctx: Ctx, v: VendorGen): { payee: string | null; printed: string; form: string } {
  const { rng } = ctx;
  let printed: string;
  let form: string;
  if (v.cls === 'utility') {
    form = rng.weighted([
      ['exact', 35],
      ['upper', 30],
      ['alias', v.aliases.length > 0 ? 15 : 0],
      ['brand', v.brand ? 30 : 0],
    ] as const);
    printed = form === 'exact' ? v.name : form === 'upper' ? v.name.toUpperCase() : form === 'alias' ? rng.pick(v.aliases) : rng.chance(0.5) ? (v.brand ?? v.name) : (v.brand ?? v.name).toUpperCase();
    if (v.brand === 'Waste Management' && form === 'brand' && rng.chance(0.5)) printed = rng.pick(['WM', 'WM Corporate Services, Inc.', 'WASTE MANAGEMENT']);
  } else if (v.printNames.length > 0 && rng.chance(0.6)) {
    printed = rng.pick(v.printNames);
    form = 'storeName';
  } else {
    const pv = payeeVariant(rng, v.name, v.aliases, v.individual, ctx.vendorTaken);
    printed = pv.text;
    form = pv.form;
  }
  const missed = rng.chance(0.04);
  return { payee: missed ? null : printed, printed, form: missed ? 'null' : form };
}

export function streetAndCity(ctx: Ctx, a: Addr, upper?: boolean, p?: PropGen): { street: string; city: string } {
  const { rng, tally } = ctx;
  // A duplex "1412-1414 Elm St" is printed whole for the building: "1414 Elm St" is one of its units.
  const keepRange = p?.units.some((x) => x.addr !== null) ?? false;
  const st = billStreet(rng, a, { typoChance: 0.07, ...(upper !== undefined ? { upper } : {}), ...(keepRange ? { insideRange: false } : {}) });
  if (st.typo) tally.add('addr:typo');
  if (st.altName) tally.add('addr:altStreetName');
  if (st.noSuffix) tally.add('addr:noSuffix');
  if (a.numHi > a.numLo) tally.add('addr:rangeProperty');
  const isUpper = st.line === st.line.toUpperCase();
  const city = billCityLine(rng, a, isUpper);
  if (city === '') tally.add('addr:noCityLine');
  else if (/-\d{4}$/.test(city)) tally.add('addr:zip4');
  return { street: st.line, city };
}

