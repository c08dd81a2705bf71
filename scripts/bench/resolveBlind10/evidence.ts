/*
 * The careful reader: from what a bill prints (recorded as structured evidence while the bill is
 * composed) and the directory, which vendor, property and unit are possible? A bill is kept only
 * when each answer is the single candidate. Matching is deliberately lenient (a missing or extra
 * directional, a missing street type, a misspelt name all still match), so near-twins count as
 * candidates and force the bill to print more.
 */
import { normName } from './names';
import { type PropertyWorld } from './properties';
import { levenshtein } from './streets';
import { normAcct, type AcctRec, type VendorRec } from './vendors';

export interface AddrEv {
  number: number;
  key: string;
  /** Street type printed, "" when none. */
  type: string;
  /** Directional printed, null when none is printed. */
  dir: string | null;
  city: string | null;
  state: string | null;
  zip5: string | null;
}

export interface Evidence {
  vendorNames: string[];
  emails: string[];
  taxIds: string[];
  remits: string[];
  accountsFull: string[];
  accountsMasked: string[];
  addresses: AddrEv[];
  propNames: string[];
  unitLabels: string[];
}

export const emptyEvidence = (): Evidence => ({
  vendorNames: [], emails: [], taxIds: [], remits: [], accountsFull: [], accountsMasked: [], addresses: [], propNames: [], unitLabels: [],
});

interface AddrEntry {
  propertyId: string;
  unitId: string | null;
  type: string;
  dir: string;
  dirLess: boolean;
  city: string | null;
  state: string | null;
  zip5: string | null;
}

export const vendorKey = (s: string): string => normName(s).replace(/ /g, '');
export const labelKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const remitKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export class Reader {
  private vendorByName = new Map<string, Set<string>>();
  private vendorKeys: string[] = [];
  private byEmail = new Map<string, Set<string>>();
  private byTax = new Map<string, Set<string>>();
  private byRemit = new Map<string, Set<string>>();
  private byAcct = new Map<string, { vendorId: string; acct: AcctRec }[]>();
  private addrs = new Map<string, AddrEntry[]>();
  private propByName = new Map<string, Set<string>>();
  private unitsByProp = new Map<string, Map<string, string>>();
  private vendors = new Map<string, VendorRec>();
  private unitProp = new Map<string, string>();
  private acctNorm = new Map<string, { norm: string; acct: AcctRec }[]>();

  constructor(world: PropertyWorld, vendors: readonly VendorRec[]) {
    const add = <K>(m: Map<K, Set<string>>, k: K, id: string): void => {
      const s = m.get(k) ?? new Set<string>();
      s.add(id);
      m.set(k, s);
    };
    for (const v of vendors) {
      this.vendors.set(v.id, v);
      for (const n of [v.name, ...v.aliases]) add(this.vendorByName, vendorKey(n), v.id);
      for (const e of v.senderEmails) add(this.byEmail, e.toLowerCase(), v.id);
      if (v.taxId) add(this.byTax, v.taxId.replace(/\D/g, ''), v.id);
      if (v.remitTo) add(this.byRemit, remitKey(v.remitTo), v.id);
      this.acctNorm.set(v.id, v.accounts.map((a) => ({ norm: normAcct(a.number), acct: a })));
      for (const a of v.accounts) {
        const k = normAcct(a.number);
        const l = this.byAcct.get(k) ?? [];
        l.push({ vendorId: v.id, acct: a });
        this.byAcct.set(k, l);
      }
    }
    this.vendorKeys = [...this.vendorByName.keys()];
    const push = (number: number, key: string, e: AddrEntry): void => {
      const k = `${number}|${key}`;
      const l = this.addrs.get(k) ?? [];
      l.push(e);
      this.addrs.set(k, l);
    };
    for (const p of world.props) {
      for (const n of [p.name, ...p.aliases]) add(this.propByName, normName(n), p.id);
      if (p.addr && p.city) {
        push(p.addr.number, p.addr.street.key, {
          propertyId: p.id, unitId: null, type: p.addr.street.type, dir: p.addr.dir, dirLess: p.addr.street.dirOptions.length === 0,
          city: p.city.data.city, state: p.city.data.state, zip5: p.zip ? p.zip.slice(0, 5) : null,
        });
      }
      const labels = new Map<string, string>();
      for (const u of p.units) {
        if (labels.has(labelKey(u.label))) throw new Error(`duplicate unit label ${p.id} ${u.label}`);
        labels.set(labelKey(u.label), u.id);
        this.unitProp.set(u.id, p.id);
        if (u.addr) {
          const c = u.city ?? p.city;
          push(u.addr.number, u.addr.street.key, {
            propertyId: p.id, unitId: u.id, type: u.addr.street.type, dir: u.addr.dir, dirLess: u.addr.street.dirOptions.length === 0,
            city: c ? c.data.city : null, state: c ? c.data.state : null, zip5: (u.zip ?? p.zip ?? '').slice(0, 5) || null,
          });
        }
      }
      this.unitsByProp.set(p.id, labels);
    }
  }

  /** Is a misspelt vendor name still closest to one vendor only? */
  typoSafe(typo: string, own: string): boolean {
    const k = vendorKey(typo);
    const ownKey = vendorKey(own);
    for (const other of this.vendorKeys) {
      if (other === ownKey || other[0] !== k[0]) continue;
      if (Math.abs(other.length - k.length) > 3) continue;
      if (levenshtein(k, other, 4) < 4) return false;
    }
    return true;
  }

  propNameTaken(name: string): boolean {
    return this.propByName.has(normName(name));
  }

  private matchAddr(ev: AddrEv): AddrEntry[] {
    return (this.addrs.get(`${ev.number}|${ev.key}`) ?? []).filter(
      (e) =>
        (ev.type === '' || e.type === '' || e.type === ev.type) &&
        (ev.dir === null || e.dirLess || e.dir === ev.dir) &&
        (ev.city === null || (e.city === ev.city && e.state === ev.state)) &&
        (ev.state === null || e.state === ev.state) &&
        (ev.zip5 === null || e.zip5 === ev.zip5),
    );
  }

  vendorCandidates(ev: Evidence): Set<string> {
    const sets: Set<string>[] = [];
    if (ev.vendorNames.length > 0) {
      const s = new Set<string>();
      for (const n of ev.vendorNames) for (const id of this.vendorByName.get(vendorKey(n)) ?? []) s.add(id);
      sets.push(s);
    }
    for (const e of ev.emails) {
      const lower = e.toLowerCase();
      const s = new Set<string>([...(this.byEmail.get(lower) ?? []), ...(this.byEmail.get('@' + (lower.split('@')[1] ?? '')) ?? [])]);
      if (s.size > 0) sets.push(s);
    }
    for (const t of ev.taxIds) sets.push(new Set(this.byTax.get(t.replace(/\D/g, '')) ?? []));
    for (const r of ev.remits) {
      const s = this.byRemit.get(remitKey(r));
      if (s) sets.push(new Set(s));
    }
    for (const a of ev.accountsFull) {
      const l = this.byAcct.get(normAcct(a));
      if (l) sets.push(new Set(l.map((x) => x.vendorId)));
    }
    return intersect(sets);
  }

  propertyCandidates(ev: Evidence, vendorId: string): Set<string> {
    const v = this.vendors.get(vendorId) as VendorRec;
    const sets: Set<string>[] = [];
    const accts = this.acctNorm.get(vendorId) ?? [];
    const full = (a: string): AcctRec[] => {
      const n = normAcct(a);
      return accts.filter((x) => x.norm === n).map((x) => x.acct);
    };
    const masked = (m: string): AcctRec[] => accts.filter((x) => x.norm.endsWith(m)).map((x) => x.acct);
    const acctProps = (accts: AcctRec[]): void => {
      if (accts.length === 0) return;
      const s = new Set<string>();
      for (const a of accts) {
        const pid = a.propertyId ?? (a.unitId ? this.unitProp.get(a.unitId) : undefined);
        if (pid === undefined) return;
        s.add(pid);
      }
      sets.push(s);
    };
    for (const a of ev.accountsFull) acctProps(full(a));
    for (const m of ev.accountsMasked) acctProps(masked(m));
    for (const a of ev.addresses) sets.push(new Set(this.matchAddr(a).map((e) => e.propertyId)));
    for (const n of ev.propNames) sets.push(new Set(this.propByName.get(normName(n)) ?? []));
    if (sets.length === 0) return new Set(v.defaultPropertyId ? [v.defaultPropertyId] : []);
    return intersect(sets);
  }

  /** Units the bill names within the property; "none" when it names none. */
  unitCandidates(ev: Evidence, vendorId: string, propertyId: string): Set<string> | 'none' {
    const accts = this.acctNorm.get(vendorId) ?? [];
    const labels = this.unitsByProp.get(propertyId) ?? new Map<string, string>();
    const sets: Set<string>[] = [];
    for (const a of ev.accountsFull) {
      const n = normAcct(a);
      const acc = accts.filter((x) => x.norm === n && x.acct.unitId !== null).map((x) => x.acct);
      if (acc.length > 0) sets.push(new Set(acc.map((x) => x.unitId as string)));
    }
    for (const m of ev.accountsMasked) {
      const all = accts.filter((x) => x.norm.endsWith(m)).map((x) => x.acct);
      const inProp = all.filter((x) => (x.propertyId ?? (x.unitId ? this.unitProp.get(x.unitId) : null)) === propertyId);
      if (inProp.length > 0 && inProp.every((x) => x.unitId !== null)) sets.push(new Set(inProp.map((x) => x.unitId as string)));
      else if (inProp.some((x) => x.unitId !== null)) sets.push(new Set());
    }
    for (const a of ev.addresses) {
      const here = this.matchAddr(a).filter((e) => e.propertyId === propertyId);
      if (here.length === 0) continue;
      if (here.every((e) => e.unitId !== null)) sets.push(new Set(here.map((e) => e.unitId as string)));
      else if (here.some((e) => e.unitId !== null)) sets.push(new Set());
    }
    for (const l of ev.unitLabels) sets.push(new Set(labels.has(labelKey(l)) ? [labels.get(labelKey(l)) as string] : []));
    if (sets.length === 0) return 'none';
    return intersect(sets);
  }
}

function intersect(sets: Set<string>[]): Set<string> {
  if (sets.length === 0) return new Set();
  let out = new Set(sets[0]);
  for (const s of sets.slice(1)) out = new Set([...out].filter((x) => s.has(x)));
  return out;
}
