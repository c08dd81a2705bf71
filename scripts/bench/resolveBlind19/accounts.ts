import { UTILITIES } from './catalogUtilities';
import { LICENSE, NATIONAL, TAX } from './catalogPublic';
import { type Rng, must } from './rng';
import { fillPattern, normAcct } from './text';
import { TRADE_BY_KEY } from './trades';
import type { PropRec, UnitRec, VendorRec } from './types';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Every account number in the directory, unique as a clerk compares them (separators and leading zeros aside). */
export class AccountRegistry {
  readonly norms = new Set<string>();
  readonly stripped = new Set<string>();
  /** The normalised accounts in order, built on first need, to find any account a printed form is cut short of. */
  private sorted: string[] | null = null;

  constructor(private readonly r: Rng) {}

  issue(v: VendorRec, p: PropRec | null, u: UnitRec | null): string {
    for (let i = 0; i < 1000; i += 1) {
      const n = fillPattern(v.acctFmt, () => String(this.r.int(0, 9)), () => LETTERS[this.r.int(0, LETTERS.length - 1)] ?? 'A');
      const k = normAcct(n);
      const s = k.replace(/^0+/, '');
      if (this.norms.has(k) || this.stripped.has(s)) continue;
      this.norms.add(k);
      this.stripped.add(s);
      this.sorted = null;
      v.accounts.push({ number: n, propertyId: p?.id ?? null, unitId: u?.id ?? null });
      return n;
    }
    throw new Error(`blind19: account space of ${v.legal} exhausted`);
  }

  /** A printed form with an extra group stays unambiguous: no other account is its prefix or extends it. */
  extensionOk(printed: string, truth: string): boolean {
    const e = normAcct(printed);
    const t = normAcct(truth);
    if (this.norms.has(e) && e !== t) return false;
    this.sorted ??= [...this.norms].sort();
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sorted[mid] ?? '') < e) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length; i += 1) {
      const k = this.sorted[i] ?? '';
      if (!k.startsWith(e)) break;
      if (k !== e && k !== t) return false;
    }
    for (let i = 1; i < e.length; i += 1) {
      const k = e.slice(0, i);
      if (k !== t && this.norms.has(k)) return false;
    }
    return true;
  }
}

const multi = (p: PropRec): boolean => p.units.length >= 2;
const large = (p: PropRec): boolean => p.kind === 'garden' || p.kind === 'midrise' || p.kind === 'senior';

/** Utility, tax, licence, national and local accounts, tied to properties and units. */
export function assignAccounts(r: Rng, props: readonly PropRec[], vendors: readonly VendorRec[], reg: AccountRegistry): void {
  const byLegal = new Map(vendors.map((v) => [v.legal, v]));
  const fixed = (legal: string): VendorRec => must(byLegal, legal);
  for (const p of props) {
    const here = UTILITIES.filter((d) => d.cities?.includes(p.city.key));
    const services = new Map<string, VendorRec>();
    for (const d of r.shuffle(here)) {
      const s = d.service === 'waterSewer' ? 'water' : d.service;
      if (!services.has(s)) services.set(s, fixed(d.legal));
    }
    const parking = p.kind === 'parking';
    for (const [service, v] of services) {
      const chance = service === 'water' || service === 'sewer' ? (parking ? 0.2 : 1)
        : service === 'electric' ? (parking ? 0.5 : multi(p) ? 0.85 : 0.35)
          : parking ? 0 : multi(p) ? 0.6 : 0.25;
      if (r.chance(chance)) reg.issue(v, p, null);
      if (service === 'electric' || service === 'gas') {
        const unitShare = service === 'gas' ? 0.03 : p.units.length <= 5 ? 0.14 : 0.07;
        for (const u of p.units) if (r.chance(unitShare)) reg.issue(v, p, u);
      }
    }
    const tax = TAX.find((d) => d.cities?.includes(p.city.key));
    if (!tax) throw new Error(`blind19: no tax collector for ${p.city.name}`);
    if (p.kind === 'rowBlock') for (const u of p.units) reg.issue(fixed(tax.legal), p, u);
    else reg.issue(fixed(tax.legal), p, null);
    const lic = LICENSE.find((d) => d.cities?.includes(p.city.key));
    if (lic && p.units.length > 0 && r.chance(0.6)) reg.issue(fixed(lic.legal), p, null);
  }
  const nat = new Map(NATIONAL.map((d) => [d.key, fixed(d.legal)]));
  const natV = (k: string): VendorRec => must(nat, k);
  for (const p of props) {
    const dumpster = large(p) || p.kind === 'mixedUse' || p.kind === 'walkup';
    if (dumpster && r.chance(0.45)) reg.issue(natV(r.pick(['wm', 'republic'])), p, null);
    if (multi(p) && r.chance(0.08)) reg.issue(natV(r.pick(['orkin', 'terminix'])), p, null);
    if ((large(p) || p.kind === 'mixedUse') && r.chance(0.3)) reg.issue(natV(r.pick(['comcast', 'verizon'])), p, null);
    if (multi(p) && r.chance(0.04)) reg.issue(natV('adt'), p, null);
    if (p.kind === 'midrise' || p.kind === 'senior') reg.issue(natV(r.pick(['otis', 'tk', 'schindler'])), p, null);
    if (p.kind === 'garden' && r.chance(0.25)) reg.issue(natV('brightview'), p, null);
  }
  const clientWide: Readonly<Record<string, number>> = { hdpro: 3, grainger: 2, sw: 4, lowes: 1, ferguson: 2, johnstone: 1, cintas: 1, costar: 1, smartmove: 1, amazon: 1, staples: 1, fedex: 1 };
  for (const [k, n] of Object.entries(clientWide)) for (let i = 0; i < n; i += 1) reg.issue(natV(k), null, null);
  const byMetro = new Map<string, PropRec[]>();
  for (const p of props) byMetro.set(p.metro.code, [...(byMetro.get(p.metro.code) ?? []), p]);
  for (const v of vendors) {
    if (v.group !== 'local' || v.metro === null) continue;
    const trade = TRADE_BY_KEY.get(v.cat);
    const pool = (byMetro.get(v.metro) ?? []).filter((p) => (v.cat === 'elevator' ? p.kind === 'midrise' || p.kind === 'senior' : v.cat === 'paving' || v.cat === 'towing' ? large(p) || p.kind === 'parking' : true));
    if (trade && pool.length > 0 && r.chance(trade.perProperty)) {
      for (const p of r.shuffle(pool).slice(0, r.int(1, 8))) reg.issue(v, p, null);
    }
    if (r.chance(0.07)) {
      const first = v.accounts[0];
      const pick = first && first.propertyId !== null && v.accounts.length <= 2 ? props.find((p) => p.id === first.propertyId) : r.pick(pool.length > 0 ? pool : byMetro.get(v.metro) ?? []);
      v.defaultProp = pick?.id ?? null;
    }
  }
}
