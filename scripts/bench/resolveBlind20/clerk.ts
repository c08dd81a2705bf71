/**
 * The careful clerk holding the directory: what each clue on a bill narrows the property, unit and
 * vendor to. A bill is kept only when the clues together single out its property (and the unit
 * expected is exactly what they single out), and its vendor. Clues are recorded structurally when
 * the bill is printed, so the clerk reads what was printed, not what was meant.
 */
import { distance } from 'fastest-levenshtein';
import type { AccountRec, Loc, PropRec, UnitRec, VendorRec } from './model';
import { normPropName } from './names';
import { normName, streetDirs } from './streets';
import { keyFits, unitKey } from './units';
import { normAccount, normVendor, type VendorNameBook } from './vendorNames';

export interface AddrView {
  num: string;
  dirs: string[];
  /** The name as printed, normalised. */
  name: string;
  slipped: boolean;
  type: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface Clues {
  addrs: AddrView[];
  /** Unit keys printed (inline, own line, fused, unitText); "*" where a part is missing. */
  unitKeys: string[];
  propTexts: string[];
  /** Account numbers as printed. */
  accounts: string[];
  payee: string | null;
  payeeIsPlatform: boolean;
  vendorTexts: string[];
  senderEmail: string | null;
  remitPrinted: string | null;
}

export interface Verdict {
  props: ReadonlySet<number> | null;
  unitIdx: number | null;
  unitConflict: boolean;
  vendors: ReadonlySet<number> | null;
}

export class Clerk {
  private readonly locsByNum = new Map<string, Loc[]>();
  private readonly propNames = new Map<string, Set<number>>();
  private readonly emails = new Map<string, Set<number>>();
  private readonly remits = new Map<string, Set<number>>();
  private readonly nameList: { norm: string; vendorIdx: number }[] = [];

  constructor(locs: readonly Loc[], private readonly props: readonly PropRec[], private readonly units: readonly UnitRec[], private readonly vendors: readonly VendorRec[], private readonly accounts: { all: readonly AccountRec[]; byNorm: ReadonlyMap<string, number> }, private readonly names: VendorNameBook) {
    for (const l of locs) this.locsByNum.set(l.num, [...(this.locsByNum.get(l.num) ?? []), l]);
    const addTo = (m: Map<string, Set<number>>, k: string, v: number): void => {
      const s = m.get(k) ?? new Set<number>();
      s.add(v);
      m.set(k, s);
    };
    for (const p of props) for (const n of [p.name, ...p.aliases]) addTo(this.propNames, normPropName(n), p.idx);
    for (const v of vendors) {
      for (const e of v.senderEmails) addTo(this.emails, e.toLowerCase(), v.idx);
      if (v.remitTo) addTo(this.remits, v.remitTo.toLowerCase(), v.idx);
    }
    for (const [norm, set] of names.byName) for (const vendorIdx of set) this.nameList.push({ norm, vendorIdx });
  }

  /** Places compatible with an address as printed; for a slipped name, the nearest ones. */
  places(view: AddrView): Loc[] {
    const out = (this.locsByNum.get(view.num) ?? []).filter((l) => {
      if (view.type !== null && l.street.type !== view.type) return false;
      if (view.city !== null && l.city !== view.city) return false;
      if (view.state !== null && l.state !== view.state) return false;
      if (view.zip !== null && l.zip !== view.zip) return false;
      const dirs = streetDirs(l.street);
      return view.dirs.every((d) => dirs.includes(d));
    });
    if (!view.slipped) return out.filter((l) => normName(l.street.name) === view.name);
    let best = Infinity;
    let near: Loc[] = [];
    for (const l of out) {
      const d = distance(view.name, normName(l.street.name));
      if (d < best) { best = d; near = [l]; } else if (d === best) near.push(l);
    }
    return best <= Math.max(2, Math.floor(view.name.length / 3)) ? near : [];
  }

  /** Accounts an account number as printed can be: exact, else the one it extends by a check group. */
  accountsOf(printed: string): AccountRec[] {
    const norm = normAccount(printed);
    const exact = this.accounts.byNorm.get(norm);
    if (exact !== undefined) return [this.accounts.all[exact]].filter((a): a is AccountRec => a !== undefined);
    const out: AccountRec[] = [];
    for (let len = norm.length - 1; len >= 8; len--) {
      const hit = this.accounts.byNorm.get(norm.slice(0, len));
      const rec = hit === undefined ? undefined : this.accounts.all[hit];
      if (rec) out.push(rec);
    }
    return out;
  }

  vendorsOfName(text: string): Set<number> {
    const exact = this.names.lookup(text);
    if (exact.size > 0) return new Set(exact);
    const n = normVendor(text);
    let best = Infinity;
    let near = new Set<number>();
    for (const e of this.nameList) {
      if (Math.abs(e.norm.length - n.length) > 3) continue;
      const d = distance(n, e.norm);
      if (d < best) { best = d; near = new Set([e.vendorIdx]); } else if (d === best) near.add(e.vendorIdx);
    }
    return best <= 3 ? near : new Set();
  }

  judge(c: Clues): Verdict {
    const vendors = new Narrow();
    if (c.payee !== null && !c.payeeIsPlatform) vendors.by(this.vendorsOfName(c.payee));
    for (const t of c.vendorTexts) vendors.by(this.vendorsOfName(t));
    if (c.senderEmail) {
      const e = c.senderEmail.toLowerCase();
      const hit = this.emails.get(e) ?? this.emails.get(`@${e.split('@')[1] ?? ''}`);
      if (hit) vendors.by(hit);
    }
    if (c.remitPrinted) {
      const hit = this.remits.get(c.remitPrinted.toLowerCase());
      if (hit) vendors.by(hit);
    }
    const accountHits = c.accounts.map((printed) => {
      const masked = isMasked(printed);
      return { printed, masked, recs: masked ? [] : this.accountsOf(printed) };
    });
    for (const h of accountHits) if (h.recs.length > 0) vendors.by(new Set(h.recs.map((r) => r.vendorIdx)));
    const soleVendor = vendors.sole();

    const props = new Narrow();
    const unitsSeen = new Set<number>();
    for (const view of c.addrs) {
      const locs = this.places(view);
      props.by(new Set(locs.map((l) => l.propIdx)));
      const only = locs.length === 1 ? locs[0] : undefined;
      if (only && only.unitIdx !== null) unitsSeen.add(only.unitIdx);
    }
    for (const t of c.propTexts) props.by(this.propNames.get(normPropName(stripLabel(t))) ?? new Set());
    for (const h of accountHits) {
      let recs = h.recs;
      if (h.masked) {
        if (soleVendor === null) continue;
        const last4 = h.printed.slice(-4);
        recs = (this.vendors[soleVendor]?.accounts ?? []).map((i) => this.accounts.all[i]).filter((a): a is AccountRec => a !== undefined && a.norm.endsWith(last4));
      }
      if (recs.length === 0 || recs.some((r) => r.propIdx === null)) continue;
      props.by(new Set(recs.map((r) => r.propIdx ?? -1)));
      const only = recs.length === 1 ? recs[0] : undefined;
      if (only && only.unitIdx !== null) unitsSeen.add(only.unitIdx);
    }
    const soleProp = props.sole();
    if (soleProp !== null) {
      const p = this.props[soleProp];
      for (const key of c.unitKeys) {
        const fits = (p?.units ?? []).filter((u) => {
          const rec = this.units[u];
          return rec !== undefined && keyFits(key, unitKey(rec.shape));
        });
        if (fits.length === 1 && fits[0] !== undefined) unitsSeen.add(fits[0]);
      }
    }
    const unitList = [...unitsSeen];
    const inProp = unitList.every((u) => this.units[u]?.propIdx === soleProp);
    return { props: props.set, unitIdx: unitList.length === 1 && inProp ? unitList[0] ?? null : null, unitConflict: unitList.length > 1 || !inProp, vendors: vendors.set };
  }
}

/** A set narrowed by each clue in turn; null while no clue spoke. */
class Narrow {
  set: Set<number> | null = null;

  by(s: ReadonlySet<number>): void {
    this.set = this.set === null ? new Set(s) : new Set([...this.set].filter((x) => s.has(x)));
  }

  sole(): number | null {
    return this.set !== null && this.set.size === 1 ? [...this.set][0] ?? null : null;
  }
}

export function isMasked(printed: string): boolean {
  return /^[*xX-]+[0-9A-Z]{4}$/.test(printed.replace(/\s/g, ''));
}

export const LABEL_RE = /^(job site|job|property|community|ship to|location|site|project|po)\s*[:#-]\s*/i;

export function stripLabel(text: string): string {
  return text.replace(LABEL_RE, '');
}
