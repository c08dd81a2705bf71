/**
 * What the model clerk looks things up in: names with one-slip tolerance, remit-to lines,
 * account numbers (whole, masked to the last four), and addresses by house number.
 */
import type { DirectoryData } from '../../../src/server/directory/resolver/types';
import { CityBook, type Parsed, parseStreet, tokens } from './clerkParse';
import { MANAGER, PLATFORMS } from './catalogFirms';
import { vendorKey } from './names';
import { STATES, osa, unitKey } from './usps';

/** Exact keys, and keys one edit away (symmetric deletes, confirmed by edit distance). */
export class FuzzyIndex {
  private readonly exact = new Map<string, Set<string>>();
  private readonly near = new Map<string, [string, string][]>();

  add(key: string, id: string): void {
    if (!key) return;
    const set = this.exact.get(key) ?? new Set<string>();
    set.add(id);
    this.exact.set(key, set);
    if (key.length < 6) return;
    for (const v of [key, ...deletes(key)]) {
      const list = this.near.get(v) ?? [];
      list.push([key, id]);
      this.near.set(v, list);
    }
  }

  find(key: string): Set<string> {
    const hit = this.exact.get(key);
    if (hit) return hit;
    const out = new Set<string>();
    if (key.length < 6) return out;
    for (const v of [key, ...deletes(key)]) for (const [k, id] of this.near.get(v) ?? []) if (osa(k, key) <= 1) out.add(id);
    return out;
  }
}

const deletes = (s: string): string[] => Array.from({ length: s.length }, (_, i) => s.slice(0, i) + s.slice(i + 1));

export interface Tuple { vendorId: string; propertyId: string | null; unitId: string | null }
export interface AddrEntry extends Parsed { propertyId: string; unitId: string | null }

const STATE_FULL: [string, string][] = Object.entries(STATES).map(([c, n]) => [n.toLowerCase(), c.toLowerCase()]);

/** A remit-to line as a comparable key: "P.O. Box 9477\nMinneapolis, Minnesota 55484" -> "po box 9477 minneapolis mn 55484". */
export function remitKey(text: string): string {
  let s = tokens(text.replace(/\bP\.?\s?O\.?\s+Box\b/gi, 'po box').replace(/\bPost Office Box\b/gi, 'po box')).join(' ');
  for (const [name, code] of STATE_FULL) s = s.replace(new RegExp(`\\b${name}\\b(?= \\d{5})`, 'g'), code);
  return s.replace(/\b(\d{5})-\d{4}\b/g, '$1').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function buildAddressIndex(dir: DirectoryData): { byHouse: Map<string, AddrEntry[]>; cities: CityBook } {
  const byHouse = new Map<string, AddrEntry[]>();
  const props = new Map(dir.properties.map((p) => [p.id, p]));
  const add = (text: string, propertyId: string, unitId: string | null) => {
    const p = props.get(propertyId);
    const street = parseStreet(tokens(text));
    if (!p || !street) throw new Error(`clerk cannot read directory address ${text}`);
    const e: AddrEntry = { ...street, unit: null, propertyId, unitId, city: (p.city ?? '').toLowerCase(), state: (p.state ?? '').toLowerCase(), zip: (p.zip ?? '').slice(0, 5) };
    byHouse.set(e.house, [...(byHouse.get(e.house) ?? []), e]);
  };
  for (const p of dir.properties) if (p.address) add(p.address, p.id, null);
  for (const u of dir.units) if (u.address) add(u.address, u.propertyId, u.id);
  return { byHouse, cities: new CityBook(dir.properties.map((p) => p.city ?? '').filter(Boolean)) };
}

export function sameStreet(q: Parsed, e: AddrEntry): boolean {
  if (q.house !== e.house) return false;
  if ((q.pre && q.pre !== e.pre) || (q.post && q.post !== e.post) || (q.type && q.type !== e.type) || (q.lead && q.lead !== e.lead)) return false;
  if (q.name !== e.name && !(e.name.length >= 5 && osa(q.name, e.name) <= 1)) return false;
  return !((q.city && q.city !== e.city) || (q.state && q.state !== e.state) || (q.zip && q.zip !== e.zip));
}

export function buildUnitIndex(dir: DirectoryData): Map<string, { id: string; key: string }[]> {
  const out = new Map<string, { id: string; key: string }[]>();
  for (const u of dir.units) out.set(u.propertyId, [...(out.get(u.propertyId) ?? []), { id: u.id, key: unitKey(u.unit) }]);
  return out;
}

export const MASKED = [/^(?:ending in|last 4:?)\s*([a-z0-9]{4})$/i, /^(?:[x*•]+[\s-]*)+([a-z0-9]{4})$/i];
export const PLATFORM_KEYS = Object.entries(PLATFORMS).flatMap(([k, p]) => [vendorKey(k), ...p.payees.map(vendorKey)]);
export const OFFICE = remitKey(`${MANAGER.office}`).split(' ').slice(0, 3).join(' ');
