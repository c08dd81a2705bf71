/**
 * The model clerk: holds the directory and decides, from what a bill prints, which vendor,
 * property and unit it is. Every clue narrows (payee, sender, remit-to, accounts, site
 * addresses, property text, unit); a clue that matches nothing is set aside; clues that
 * disagree, or leave more than one answer, make the bill undecidable. Tie-breaks a person
 * would use: the unit printed, then a vendor that holds an account at the property. With no
 * site clue at all, the one vendor's defaultPropertyId answers.
 */
import type { BillInput, DirectoryData, DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { MANAGER } from './catalogFirms';
import { type AddrEntry, FuzzyIndex, MASKED, OFFICE, PLATFORM_KEYS, type Tuple, buildAddressIndex, buildUnitIndex, remitKey, sameStreet } from './clerkIndex';
import { type AddrClue, decideUnit, inter, interAll } from './clerkUnit';
import { type CityBook, parseAddress } from './clerkParse';
import { acctKey, payeeParts, propKey, vendorKey } from './names';
import { unitKey } from './usps';

export interface Verdict { vendorId: string; propertyId: string; unitId: string | null; viaDefault: boolean }


export class Clerk {
  private readonly names = new FuzzyIndex();
  private readonly props = new FuzzyIndex();
  private readonly emails = new Map<string, Set<string>>();
  private readonly remits = new Map<string, Set<string>>();
  private readonly accts = new Map<string, Tuple[]>();
  private readonly last4 = new Map<string, Tuple[]>();
  private readonly related = new Map<string, Set<string>>();
  private readonly vendors: Map<string, DirectoryVendor>;
  private readonly byHouse: Map<string, AddrEntry[]>;
  private readonly cities: CityBook;
  private readonly units: Map<string, { id: string; key: string }[]>;

  constructor(dir: DirectoryData) {
    this.vendors = new Map(dir.vendors.map((v) => [v.id, v]));
    const put = (m: Map<string, Set<string>>, k: string, id: string) => m.set(k, (m.get(k) ?? new Set<string>()).add(id));
    for (const v of dir.vendors) {
      for (const n of [v.name, ...v.aliases]) this.names.add(vendorKey(n), v.id);
      for (const e of v.senderEmails) put(this.emails, e.toLowerCase(), v.id);
      if (v.remitTo) {
        const k = remitKey(v.remitTo);
        put(this.remits, k, v.id);
        const po = k.indexOf('po box');
        if (po > 0) put(this.remits, k.slice(po), v.id);
      }
      const rel = new Set<string>();
      for (const a of v.accounts) {
        const t = { vendorId: v.id, propertyId: a.propertyId, unitId: a.unitId };
        const k = acctKey(a.accountNumber);
        this.accts.set(k, [...(this.accts.get(k) ?? []), t]);
        this.last4.set(k.slice(-4), [...(this.last4.get(k.slice(-4)) ?? []), t]);
        if (a.propertyId) rel.add(a.propertyId);
      }
      if (v.defaultPropertyId) rel.add(v.defaultPropertyId);
      this.related.set(v.id, rel);
    }
    for (const p of dir.properties) for (const n of [p.name, ...p.aliases]) this.props.add(propKey(n), p.id);
    ({ byHouse: this.byHouse, cities: this.cities } = buildAddressIndex(dir));
    this.units = buildUnitIndex(dir);
  }

  payeeVendors(payee: string): Set<string> {
    const whole = vendorKey(payee);
    if (PLATFORM_KEYS.some((k) => whole.includes(k))) return new Set();
    const parts = payeeParts(payee).map(vendorKey);
    const exact = new Set<string>();
    for (const p of parts) for (const id of this.names.find(p)) exact.add(id);
    return exact;
  }

  emailVendors(email: string): Set<string> {
    const e = email.trim().toLowerCase();
    return this.emails.get(e) ?? this.emails.get(e.slice(e.indexOf('@'))) ?? new Set();
  }

  remitVendors(text: string): Set<string> | null {
    const t = remitKey(text).split(' ');
    for (let i = 0; i < t.length; i++) {
      const hit = this.remits.get(t.slice(i).join(' '));
      if (hit) return hit;
    }
    return null;
  }

  accountTuples(printed: string): Tuple[] {
    const s = printed.trim();
    const masked = MASKED.map((re) => re.exec(s)).find((m) => m !== null);
    if (masked) return this.last4.get((masked[1] ?? '').toLowerCase()) ?? [];
    const whole = this.accts.get(acctKey(s));
    if (whole) return whole;
    const groups = s.split(/[\s\-./]+/).filter(Boolean);
    return groups.length >= 2 ? this.accts.get(acctKey(groups.slice(0, -1).join(''))) ?? [] : [];
  }

  addressClue(text: string): AddrClue | null {
    const q = parseAddress(text, this.cities);
    if (!q) return null;
    const entries = (this.byHouse.get(q.house) ?? []).filter((e) => sameStreet(q, e));
    return entries.length === 0 ? null : { props: new Set(entries.map((e) => e.propertyId)), entries, unit: q.unit };
  }

  /** A property named by name, alias, code or address; a trailing "#412" or "Unit 412" is a unit. */
  propertyText(text: string): { props: Set<string> | null; addr: AddrClue | null; unit: string | null } {
    const bare = text.replace(/^\s*(job ?site|property|location|site|re|prop|premises)\s*[:#-]\s*/i, '');
    const named = this.props.find(propKey(bare));
    const tail = /(?:#\s*|\b(?:unit|apt|ste|suite|spc|space|lot)\s+#?\s*)[a-z0-9]+(?:-[a-z0-9]+)?\s*$/i.exec(bare);
    if (named.size > 0) return { props: named, addr: null, unit: tail ? unitKey(tail[0]) : null };
    const addr = this.addressClue(bare);
    return { props: addr ? addr.props : null, addr, unit: null };
  }

  unitsOf(propertyId: string): { id: string; key: string }[] {
    return this.units.get(propertyId) ?? [];
  }

  decide(b: BillInput): Verdict | null {
    const vSets: Set<string>[] = [];
    if (b.payee) { const s = this.payeeVendors(b.payee); if (s.size > 0) vSets.push(s); }
    if (b.senderEmail) { const s = this.emailVendors(b.senderEmail); if (s.size > 0) vSets.push(s); }
    const addrClues: AddrClue[] = [];
    for (const a of b.serviceAddresses) {
      if (remitKey(a).includes(OFFICE) && remitKey(a).includes(MANAGER.city.toLowerCase())) continue;
      const r = this.remitVendors(a);
      if (r) { vSets.push(r); continue; }
      const c = this.addressClue(a);
      if (c) addrClues.push(c);
    }
    const pSets = addrClues.map((c) => c.props);
    const unitTexts = b.unitText ? [unitKey(b.unitText)] : [];
    if (b.propertyText) {
      const pt = this.propertyText(b.propertyText);
      if (pt.addr) addrClues.push(pt.addr);
      if (pt.props) pSets.push(pt.props);
      if (pt.unit !== null) unitTexts.push(pt.unit);
    }
    const V = interAll(vSets);
    const P = interAll(pSets);
    if ((V && V.size === 0) || (P && P.size === 0)) return null;
    const acctClues = b.accountNumbers.map((n) => this.accountTuples(n)).filter((t) => t.length > 0);
    // An account masked to its last four narrows a vendor named otherwise; it does not name one.
    const whole = b.accountNumbers.filter((n) => !MASKED.some((re) => re.test(n.trim()))).map((n) => this.accountTuples(n));
    const domain = V ?? new Set(whole.flatMap((ts) => ts.map((t) => t.vendorId)));
    const fits: { v: string; props: Set<string> | null }[] = [];
    for (const v of domain) {
      let props: Set<string> | null = P;
      let ok = true;
      for (const ts of acctClues) {
        const mine = ts.filter((t) => t.vendorId === v);
        if (mine.length === 0) { ok = false; break; }
        if (mine.some((t) => t.propertyId === null)) continue;
        const s = new Set(mine.map((t) => t.propertyId ?? ''));
        props = props ? inter(props, s) : s;
      }
      if (ok) fits.push({ v, props });
    }
    let pairs: { v: string; p: string; viaDefault: boolean }[] = [];
    for (const f of fits) {
      if (f.props) for (const p of f.props) pairs.push({ v: f.v, p, viaDefault: false });
      else if (fits.length === 1 && this.vendors.get(f.v)?.defaultPropertyId) pairs.push({ v: f.v, p: this.vendors.get(f.v)?.defaultPropertyId ?? '', viaDefault: true });
    }
    const unitKeys = [...addrClues.map((c) => c.unit).filter((u): u is string => u !== null), ...unitTexts];
    if (pairs.length > 1 && unitKeys.length > 0) {
      const f = pairs.filter((x) => unitKeys.every((k) => this.unitsOf(x.p).some((u) => u.key === k)));
      if (f.length > 0) pairs = f;
    }
    if (pairs.length > 1) pairs = pairs.filter((x) => this.related.get(x.v)?.has(x.p));
    const only = pairs.length === 1 ? pairs[0] : undefined;
    if (!only) return null;
    const unit = decideUnit(this.unitsOf(only.p), only.v, only.p, unitTexts, addrClues, acctClues);
    return unit === false ? null : { vendorId: only.v, propertyId: only.p, unitId: unit, viaDefault: only.viaDefault };
  }
}
