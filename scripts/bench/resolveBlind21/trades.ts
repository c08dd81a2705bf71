/** Thousands of local trades, each tied to a metro; a few share a name across metros. */
import { INDUSTRIAL_STREETS, METROS } from './geo';
import { vendorKey } from './normalize';
import type { Rng } from './prng';
import type { PropInfo } from './properties';
import { addAccount, newVendor, type VendorInfo } from './vendorTypes';
import { ADJ, LEGAL, PLACE_WORDS, SURNAMES, TRADES, type TradeDef } from './vendorData';

export const SHARED_NAME_PAIRS = 30;
export const DEFAULT_PROPERTY_VENDORS = 60;

function slug(s: string): string {
  return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
}

function baseName(rng: Rng, metro: string, trade: TradeDef): string {
  const word = rng.pick(trade.words);
  const form = rng.int(0, 9);
  if (form < 3) return `${rng.pick(PLACE_WORDS[metro] ?? [])} ${word}`;
  if (form < 5) return `${rng.pick(ADJ)} ${word}`;
  if (form < 8) return `${rng.pick(SURNAMES)} ${word}`;
  if (form < 9) return `${String.fromCharCode(65 + rng.int(0, 25))}&${String.fromCharCode(65 + rng.int(0, 25))} ${word}`;
  return `${rng.pick(SURNAMES)} & ${rng.pick(SURNAMES)} ${word}`;
}

export function tradeVendors(rng: Rng, props: readonly PropInfo[], count: number, taken: Set<string>): VendorInfo[] {
  const out: VendorInfo[] = [];
  const byMetro = new Map<string, PropInfo[]>();
  for (const p of props) byMetro.set(p.metro.key, [...(byMetro.get(p.metro.key) ?? []), p]);
  const metroWeights = METROS.map((m) => [m.key, m.properties] as const);
  const make = (metro: string, trade: TradeDef, name: string): VendorInfo => {
    const r = rng;
    const vi = newVendor(name, 'trade', metro, trade.gl, trade.alt);
    vi.lines = trade.lines;
    vi.billTitle = r.pick(['Invoice', 'INVOICE', 'Service Invoice', 'Work Order Invoice', 'Statement']);
    const s = slug(vendorKey(name)).slice(0, 22);
    const domain = `${s}${r.chance(0.3) ? metro : ''}.com`;
    const e = r.int(0, 9);
    if (e < 3) vi.v.senderEmails.push(`@${domain}`);
    else if (e < 6) vi.v.senderEmails.push(`${r.pick(['office', 'billing', 'invoices', 'ar', 'accounts'])}@${domain}`);
    else if (e < 8) vi.v.senderEmails.push(`${s}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`);
    vi.domain = e < 6 ? domain : null;
    const city = r.pick(METROS.find((m) => m.key === metro)?.cities ?? []);
    const rr = r.int(0, 9);
    if (rr < 6) vi.v.remitTo = `${r.int(100, 9999)} ${r.pick(INDUSTRIAL_STREETS)}${r.chance(0.3) ? ` Ste ${r.int(1, 30) * 10}` : ''}, ${city.name}, ${city.state} ${r.pick(city.zips)}`;
    else if (rr < 9) vi.v.remitTo = `PO Box ${r.int(100, 99999)}, ${city.name}, ${city.state} ${r.pick(city.zips)}`;
    if (r.chance(0.5)) vi.v.taxId = `${r.int(10, 99)}-${r.int(1000000, 9999999)}`;
    if (r.chance(0.15)) vi.v.defaultGlAccount = null;
    const pool = byMetro.get(metro) ?? [];
    if (r.chance(0.4) && pool.length) {
      const tpl = r.pick(['#####', 'C-####', `${s.slice(0, 2).toUpperCase()}####`, '##-####', '######']);
      const seen = new Set<string>();
      const n = r.weighted([[1, 4], [2, 3], [3, 2], [4, 1], [6, 1]] as const);
      const chosen = new Set<PropInfo>();
      for (let i = 0; i < n; i++) chosen.add(r.pick(pool));
      for (const p of chosen) addAccount(r, vi, tpl, p.prop.id, null, seen);
    }
    return vi;
  };
  const tryName = (metro: string, trade: TradeDef): string | null => {
    for (let k = 0; k < 30; k++) {
      const name = baseName(rng, metro, trade);
      if (!taken.has(vendorKey(name))) {
        taken.add(vendorKey(name));
        return name;
      }
    }
    return null;
  };
  while (out.length < count - SHARED_NAME_PAIRS) {
    const metro = rng.weighted(metroWeights);
    const trade = rng.pick(TRADES);
    const name = tryName(metro, trade);
    if (!name) continue;
    const vi = make(metro, trade, `${name}${rng.pick(LEGAL)}`);
    if (rng.chance(0.18)) {
      const dba = tryName(metro, trade);
      if (dba) vi.v.aliases.push(dba);
    }
    out.push(vi);
  }
  const originals = rng.shuffle([...out]).slice(0, SHARED_NAME_PAIRS);
  for (const o of originals) {
    const metro = rng.pick(METROS.filter((m) => m.key !== o.metro)).key;
    const trade = TRADES.find((t) => t.gl === o.gl) ?? rng.pick(TRADES);
    const base = o.v.name.replace(/(,? (Inc\.|LLC|Co\.|Corp\.|Company)|& Sons)$/, '').trim();
    out.push(make(metro, trade, `${base}${rng.pick([' LLC', ' Inc.', ', Inc.', ''])}`));
  }
  const onsite = rng.shuffle(out.filter((v) => ['6210', '6220', '6360', '6385', '6362'].includes(v.gl) && v.v.accounts.length > 0)).slice(0, DEFAULT_PROPERTY_VENDORS);
  for (const v of onsite) v.v.defaultPropertyId = v.v.accounts[0]?.propertyId ?? null;
  return out;
}
