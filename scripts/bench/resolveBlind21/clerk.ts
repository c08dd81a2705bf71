/** The careful clerk: reads a bill's clues against the directory and names the vendor, property and unit, or fails. */
import { distance } from 'fastest-levenshtein';
import type { AddrEntry, ClerkIndex } from './clerkIndex';
import { cityKey, nameKey, parseStreet, readAccount, unitCore, vendorKey } from './normalize';

export interface AddressClue { street: string; city: string | null; zip: string | null; unit: string | null; distractor: boolean }
export interface Clues {
  payee: string | null;
  vendorInText: string | null;
  email: string | null;
  accounts: string[];
  addresses: AddressClue[];
  propertyText: string | null;
  unitText: string | null;
}
export interface ClerkAnswer { vendorId: string | null; propertyId: string | null; unitId: string | null; usedDefault: boolean; why: string }

const fold = (s: string): string => s.replace(/rn/g, 'm').replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's');

function intersect(sets: (Set<string> | null)[]): Set<string> | null {
  const known = sets.filter((x): x is Set<string> => x !== null);
  const [first, ...rest] = known;
  if (!first) return null;
  return new Set([...first].filter((x) => rest.every((r) => r.has(x))));
}

function vendorsByPayee(ix: ClerkIndex, text: string): Set<string> | null {
  const k = vendorKey(text);
  if (!k || ix.platforms.has(k)) return null;
  const exact = ix.vendorsByKey.get(k);
  if (exact) return exact;
  if (k.length < 5) return null;
  const ids = new Set<string>();
  for (let len = k.length - 1; len <= k.length + 1; len++) for (const c of ix.vendorKeys.get(len) ?? []) if (withinOneSlip(c.key, k)) ids.add(c.id);
  return ids.size ? ids : null;
}

/** One substitution, insertion, deletion or swap of neighbours apart (or equal). */
export function withinOneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function matchAddress(ix: ClerkIndex, clue: AddressClue): { props: Set<string>; entries: AddrEntry[]; fused: string | null } {
  const p = parseStreet(clue.street);
  const none = { props: new Set<string>(), entries: [], fused: p.fused };
  if (!p.number) return none;
  const city = cityKey(clue.city);
  const zip = clue.zip ? clue.zip.slice(0, 5) : null;
  let best = Infinity;
  let hits: AddrEntry[] = [];
  for (const e of ix.byNumber.get(p.number) ?? []) {
    if (e.parsed.fraction !== p.fraction) continue;
    if (city && e.city && e.city !== city) continue;
    if (zip && e.zip && e.zip !== zip) continue;
    const nd = distance(fold(e.parsed.name), fold(p.name));
    if (nd > (e.parsed.name.length >= 5 ? 2 : 1)) continue;
    const sp = p.suffix === e.parsed.suffix ? 0 : p.suffix === null ? 0.5 : e.parsed.suffix === null ? 1 : 1.5;
    const dp = p.dir === e.parsed.dir ? 0 : p.dir === null ? 0.5 : e.parsed.dir === null ? 1 : 2;
    const score = nd + sp + dp;
    if (score > 3) continue;
    if (score < best) { best = score; hits = [e]; }
    else if (score === best) hits.push(e);
  }
  return { props: new Set(hits.map((h) => h.propertyId)), entries: hits, fused: p.fused };
}

export function clerk(ix: ClerkIndex, c: Clues): ClerkAnswer {
  const fail = (why: string): ClerkAnswer => ({ vendorId: null, propertyId: null, unitId: null, usedDefault: false, why });
  const vSets: (Set<string> | null)[] = [c.payee ? vendorsByPayee(ix, c.payee) : null, c.vendorInText ? (ix.vendorsByKey.get(vendorKey(c.vendorInText)) ?? null) : null];
  if (c.email) {
    const e = c.email.toLowerCase();
    vSets.push(ix.byEmail.get(e) ?? ix.byDomain.get(e.slice(e.indexOf('@') + 1)) ?? null);
  }
  for (const a of c.accounts) {
    const r = readAccount(a);
    if (r.kind === 'masked') continue;
    const s = new Set<string>();
    for (let cut = 0; cut <= 3 && cut < r.key.length - 3; cut++) for (const id of ix.byAccount.get(r.key.slice(0, r.key.length - cut)) ?? []) s.add(id);
    vSets.push(s.size ? s : null);
  }
  const vs = intersect(vSets);
  if (!vs || vs.size !== 1) return fail(`vendor ${vs ? vs.size : 'unknown'}`);
  const vendorId = [...vs][0] as string;

  const pSets: (Set<string> | null)[] = [];
  const unitVotes: string[] = [];
  for (const a of c.accounts) {
    const r = readAccount(a);
    const hits = (ix.accountsOf.get(vendorId) ?? []).filter((x) => x.propertyId !== null &&
      (r.kind === 'masked' ? x.key.endsWith(r.last4) : r.key === x.key || (r.key.startsWith(x.key) && r.key.length - x.key.length <= 3)));
    if (hits.length === 0) continue;
    pSets.push(new Set(hits.map((h) => h.propertyId as string)));
    if (hits.length === 1 && hits[0]?.unitId) unitVotes.push(hits[0].unitId);
  }
  const unitTexts: string[] = [];
  for (const a of c.addresses) {
    const m = matchAddress(ix, a);
    if (a.distractor) {
      if (m.props.size) return fail('distractor address looks like a property');
      continue;
    }
    pSets.push(m.props);
    if (m.entries.length === 1 && m.entries[0]?.unitId) unitVotes.push(m.entries[0].unitId);
    if (m.fused) unitTexts.push(m.fused);
    if (a.unit) unitTexts.push(a.unit);
  }
  if (c.propertyText) {
    const id = ix.propByName.get(nameKey(c.propertyText));
    pSets.push(id ? new Set([id]) : null);
  }
  if (c.unitText) unitTexts.push(c.unitText);
  const ps = intersect(pSets);
  let propertyId: string | null;
  let usedDefault = false;
  if (ps === null) { propertyId = ix.defaultOf.get(vendorId) ?? null; usedDefault = true; }
  else propertyId = ps.size === 1 ? ([...ps][0] as string) : null;
  if (!propertyId) return fail(`property ${ps ? ps.size : 'none'}`);
  const units = ix.unitsOf.get(propertyId) ?? new Map<string, string>();
  for (const t of unitTexts) {
    const id = units.get(unitCore(t));
    if (!id) return fail(`unit ${t} not in ${propertyId}`);
    unitVotes.push(id);
  }
  const uniq = new Set(unitVotes);
  if (uniq.size > 1) return fail('units disagree');
  return { vendorId, propertyId, unitId: uniq.size === 1 ? ([...uniq][0] as string) : null, usedDefault, why: 'ok' };
}
