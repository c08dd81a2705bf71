/** A careful clerk holding the directory: what each printed clue singles out. The generator keeps only bills it can settle. */
import { distance } from 'fastest-levenshtein';
import { type Town, TOWNS } from './geo';
import { digitsOf, normName, normText } from './norm';
import { type PropInfo } from './properties';
import { type Street, type StreetRec } from './street';
import { type VendorInfo } from './vendors';

export interface AddrClue { houseKey: string; street: StreetRec; city: string | null; state: string | null; zip5: string | null }
export interface Clues {
  addrs: AddrClue[];
  names: string[];
  accounts: { printed: string; mode: 'full' | 'masked' | 'extra' }[];
  units: string[];
  payee: string | null;
  email: string | null;
  remit: string | null;
}
type Entry = { propertyId: string; unitId: string | null; street: Street; town: Town; zip: string };
type Tie = { vendorId: string; propertyId: string | null; unitId: string | null; digits: string };

const add = <K, V>(m: Map<K, Set<V>>, k: K, v: V): void => {
  const s = m.get(k) ?? new Set<V>();
  s.add(v);
  m.set(k, s);
};

export class Clerk {
  private addr = new Map<string, Entry[]>();
  private cities = new Map<string, Set<number>>();
  private names = new Map<string, Set<string>>();
  private ties = new Map<string, Tie>();
  private vendorTies = new Map<string, Tie[]>();
  private vNames = new Map<string, Set<string>>();
  private vAliases = new Map<string, Set<string>>();
  private emails = new Map<string, Set<string>>();
  private remits = new Map<string, Set<string>>();
  readonly units = new Map<string, Map<string, string>>();
  readonly defaults = new Map<string, string | null>();

  constructor(props: readonly PropInfo[], vendors: readonly VendorInfo[]) {
    for (const t of TOWNS) {
      for (const n of [t.name, t.name.replace(/ Township$/, ''), t.name.replace(/ Township$/, ' Twp'), ...t.hamlets.map((x) => x.name)]) add(this.cities, normText(n), t.idx);
    }
    for (const p of props) {
      const s = p.site;
      const put = (key: string, e: Entry): void => void this.addr.set(key, [...(this.addr.get(key) ?? []), e]);
      put(s.houseKey, { propertyId: p.prop.id, unitId: null, street: s.street, town: s.town, zip: s.zip });
      for (const n of [p.prop.name, ...p.prop.aliases]) add(this.names, normText(n), p.prop.id);
      const labels = new Map<string, string>();
      for (const u of p.units) {
        labels.set(u.unit.unit, u.unit.id);
        if (u.site) put(u.site.houseKey, { propertyId: p.prop.id, unitId: u.unit.id, street: u.site.street, town: u.site.town, zip: u.site.zip });
      }
      this.units.set(p.prop.id, labels);
    }
    for (const vi of vendors) {
      const v = vi.v;
      this.defaults.set(v.id, v.defaultPropertyId);
      add(this.vNames, normName(v.name), v.id);
      for (const n of v.aliases) add(this.vAliases, normName(n), v.id);
      for (const e of v.senderEmails) add(this.emails, e, v.id);
      if (v.remitTo) add(this.remits, normText(v.remitTo), v.id);
      const list: Tie[] = v.accounts.map((a) => ({ vendorId: v.id, propertyId: a.propertyId, unitId: a.unitId, digits: digitsOf(a.accountNumber) }));
      list.forEach((t) => this.ties.set(t.digits, t));
      this.vendorTies.set(v.id, list);
    }
  }

  vendorOf(c: Clues): Set<string> | null {
    const sets: Set<string>[] = [];
    if (c.payee) sets.push(this.vNames.get(normName(c.payee)) ?? this.vAliases.get(normName(c.payee)) ?? new Set());
    if (c.email) sets.push(new Set([...(this.emails.get(c.email) ?? []), ...(this.emails.get(`@${c.email.split('@')[1]}`) ?? [])]));
    if (c.remit) sets.push(this.remits.get(normText(c.remit)) ?? new Set());
    for (const a of c.accounts) if (a.mode === 'full') { const t = this.ties.get(digitsOf(a.printed)); sets.push(new Set(t ? [t.vendorId] : [])); }
    return intersect(sets);
  }

  /** Whether a printed address could be any directory site (a decoy must not be). */
  touches(a: AddrClue): boolean {
    return (this.addr.get(a.houseKey) ?? []).length > 0 && this.matchAddr(a).length > 0;
  }

  private matchAddr(a: AddrClue): Entry[] {
    const towns = a.city ? this.cities.get(normText(a.city)) : null;
    const cands = (this.addr.get(a.houseKey) ?? []).filter((e) =>
      (!a.state || e.town.state === a.state) && (!a.zip5 || e.zip === a.zip5) && (!towns || towns.has(e.town.idx)) &&
      (a.street.dir === null || (e.street.pre ?? e.street.post) === null || a.street.dir === (e.street.pre ?? e.street.post)) &&
      (a.street.route ? e.street.route === a.street.route : e.street.route === null && (a.street.suffix === null || e.street.suffix === null || a.street.suffix === e.street.suffix)));
    const exact = cands.filter((e) => e.street.core.toLowerCase() === a.street.core);
    if (exact.length > 0 || a.street.route) return exact;
    return cands.filter((e) => e.street.core.length >= 6 && distance(e.street.core.toLowerCase(), a.street.core) <= 2);
  }

  /** The property (and unit) the clues single out, given the vendor; null when they do not. */
  settle(c: Clues, vendorId: string): { propertyId: string; unitId: string | null; noClue: boolean } | null {
    const sets: Set<string>[] = [];
    const unitEv = new Set<string>();
    for (const a of c.addrs) {
      const es = this.matchAddr(a);
      sets.push(new Set(es.map((e) => e.propertyId)));
      const us = es.filter((e) => e.unitId);
      if (us.length === 1 && es.length === 1) unitEv.add((us[0] as Entry).unitId as string);
    }
    for (const n of c.names) sets.push(this.names.get(normText(n)) ?? new Set());
    const mine = this.vendorTies.get(vendorId) ?? [];
    for (const a of c.accounts) {
      const d = digitsOf(a.printed);
      const ts = a.mode === 'full' ? mine.filter((t) => t.digits === d) : a.mode === 'masked' ? mine.filter((t) => t.digits.endsWith(d)) : mine.filter((t) => d.startsWith(t.digits) && d.length - t.digits.length <= 3 && d.length > t.digits.length);
      sets.push(new Set(ts.map((t) => t.propertyId ?? '')));
      if (ts.length === 1 && ts[0]?.unitId) unitEv.add(ts[0].unitId);
    }
    const got = intersect(sets);
    let propertyId: string;
    let noClue = false;
    if (got === null) {
      const d = this.defaults.get(vendorId);
      if (!d) return null;
      propertyId = d;
      noClue = true;
    } else if (got.size === 1) propertyId = [...got][0] as string;
    else return null;
    const labels = this.units.get(propertyId) ?? new Map<string, string>();
    for (const l of c.units) {
      const u = labels.get(l);
      if (!u) return null;
      unitEv.add(u);
    }
    for (const u of unitEv) if (![...labels.values()].includes(u)) return null;
    if (unitEv.size > 1) return null;
    return { propertyId, unitId: unitEv.size === 1 ? ([...unitEv][0] as string) : null, noClue };
  }
}

/** Intersection of the non-empty sets; null when every set is empty (no clue). */
function intersect(sets: Set<string>[]): Set<string> | null {
  const live = sets.filter((s) => s.size > 0);
  if (live.length === 0) return null;
  return live.reduce((acc, s) => new Set([...acc].filter((x) => s.has(x))));
}
