/**
 * Coding history, and the GL rule the expected answers follow.
 *
 * THE RULE (what a careful AP clerk codes, given this directory):
 *  1. If the vendor has bill-level history (PastCoding with description null), the bill is coded
 *     to the account of the vendor's most recent bill-level coding, whatever the vendor's default
 *     says (defaults go stale when the chart is refined or the clerk reclassifies a vendor).
 *  2. Otherwise, if the vendor is coded per line (history with descriptions), each line takes the
 *     account of the most recent coding of the same description (case and spacing ignored). The
 *     bill-level account is the one most of the bill's lines map to; a tie goes to the earliest
 *     line among the tied accounts. Lines never coded before do not vote.
 *  3. Otherwise (no history, or no line of this bill was coded before): the vendor's default GL.
 *  4. Otherwise: the account the vendor's trade or kind plainly belongs to (a plumber to Plumbing
 *     Repairs, an HOA to HOA Dues) -- the chart names make this inferable, but it is the hard case.
 * No vendor in this set is coded both per bill and per line, so rules 1 and 2 never compete.
 */
import { type PastCoding } from '../../../src/server/directory/resolver/types';
import { type GenVendor, type VendorKind } from './model';
import { pad, type Rng } from './random';

const ALT: Partial<Record<VendorKind, readonly string[]>> = {
  legal: ['6110', '6115'], insurance: ['6700', '6710'], software: ['6140', '6170'], cable: ['6670', '6680'], trash: ['6650', '6660'],
  oil: ['6620', '6335'], water: ['6630'], municipal: ['6820', '6830', '6840', '6580'], security: ['6950', '6970'], student: ['6900', '1450'], senior: ['6910', '6920', '6930'],
  laundry: ['6940', '6300'], advertising: ['6000', '6010'], accounting: ['6120', '6100'], electric: ['6600', '6605'], gas: ['6610'],
};
/** Per-description reclassifications seen in line-coded history (old account -> new account). */
const LINE_ALT: Record<string, string> = { '6640': '6630', '6430': '6630', '6830': '6800', '6655': '6650', '6465': '6480', '6525': '6480', '6330': '6480', '6810': '6800', '6635': '6630' };

const START = Date.UTC(2021, 0, 4);
const END = Date.UTC(2025, 5, 27);

function stamps(rng: Rng, n: number): string[] {
  const out = new Set<number>();
  while (out.size < n) out.add(START + Math.floor(rng.next() * ((END - START) / 60000)) * 60000);
  return [...out].sort((a, b) => a - b).map((t) => new Date(t).toISOString());
}

export function norm(desc: string): string {
  return desc.toLowerCase().replace(/\s+/g, ' ').trim();
}

function alternatives(v: GenVendor): string[] {
  const pool = v.trade ? [...v.trade.gl, '6300'] : [...(ALT[v.kind] ?? [v.kindGl, '6300'])];
  if (!v.trade && v.kind === 'senior') return [v.kindGl, ...pool.filter((g) => g !== v.kindGl).slice(0, 1)];
  return [...new Set(pool)];
}

export function buildHistory(rng: Rng, vendors: readonly GenVendor[]): PastCoding[] {
  const out: PastCoding[] = [];
  for (const v of vendors) {
    const busy = v.volume >= 2 ? 1.6 : 1;
    if (v.lineCoded) {
      if (v.relations.length <= 40 && rng.chance(v.defaultGl ? 0.08 : 0.02)) continue;
      for (const desc of v.lines) {
        if (rng.chance(0.15)) continue;
        const target = v.lineGl[desc] ?? v.kindGl;
        const n = rng.int(1, Math.round(7 * busy));
        const ts = stamps(rng, n);
        const old = LINE_ALT[target];
        const switchAt = old && n >= 2 && rng.chance(0.3) ? rng.int(1, n - 1) : 0;
        ts.forEach((at, i) => out.push({ vendorId: v.id, glAccount: i < switchAt ? (old ?? target) : target, description: desc, at }));
      }
      continue;
    }
    const alts = alternatives(v);
    const canChange = alts.length > 1;
    const profile = rng.weighted([['steady', 60], ['changed', canChange ? 14 : 0], ['none', v.relations.length > 40 ? 0 : v.defaultGl ? 14 : 3], ['noisyOld', canChange ? 9 : 0], ['lastOneOff', canChange ? 3 : 0]] as const);
    if (profile === 'none') continue;
    const base = v.defaultGl ?? (rng.chance(0.7) ? v.kindGl : rng.pick(alts));
    const other = rng.pick(alts.filter((a) => a !== base).length > 0 ? alts.filter((a) => a !== base) : ['6300']);
    const n = rng.int(profile === 'changed' || profile === 'lastOneOff' ? 3 : 1, Math.round(12 * busy));
    const ts = stamps(rng, n);
    ts.forEach((at, i) => {
      let gl = base;
      if (profile === 'changed') {
        // The default still shows the old account in most of these (a stale default); the newer coding wins.
        const cut = Math.max(1, Math.floor(n / 2));
        gl = i < cut ? base : other;
      } else if (profile === 'noisyOld' && i === 0) gl = other;
      else if (profile === 'lastOneOff' && i === n - 1) gl = other;
      out.push({ vendorId: v.id, glAccount: gl, description: null, at });
    });
    if (profile === 'changed' && rng.chance(0.35)) v.defaultGl = other;
  }
  return out;
}

export interface GlIndex {
  bill: Map<string, PastCoding>;
  lines: Map<string, Map<string, PastCoding>>;
}

export function indexHistory(history: readonly PastCoding[]): GlIndex {
  const bill = new Map<string, PastCoding>();
  const lines = new Map<string, Map<string, PastCoding>>();
  for (const h of history) {
    if (h.description === null) {
      const cur = bill.get(h.vendorId);
      if (!cur || cur.at < h.at) bill.set(h.vendorId, h);
    } else {
      let m = lines.get(h.vendorId);
      if (!m) lines.set(h.vendorId, (m = new Map()));
      const k = norm(h.description);
      const cur = m.get(k);
      if (!cur || cur.at < h.at) m.set(k, h);
    }
  }
  return { bill, lines };
}

/** The bill-level account per THE RULE above. */
export function expectedGl(idx: GlIndex, v: GenVendor, lineDescs: readonly string[]): string {
  const bill = idx.bill.get(v.id);
  if (bill) return bill.glAccount;
  const lines = idx.lines.get(v.id);
  if (lines) {
    const votes = new Map<string, { n: number; first: number }>();
    lineDescs.forEach((d, i) => {
      const hit = lines.get(norm(d));
      if (!hit) return;
      const cur = votes.get(hit.glAccount);
      votes.set(hit.glAccount, { n: (cur?.n ?? 0) + 1, first: cur?.first ?? i });
    });
    let best: [string, { n: number; first: number }] | null = null;
    for (const e of votes) if (!best || e[1].n > best[1].n || (e[1].n === best[1].n && e[1].first < best[1].first)) best = e;
    if (best) return best[0];
  }
  return v.defaultGl ?? v.kindGl;
}

export function isoDay(rng: Rng): string {
  return `${pad(rng.int(7, 9), 2)}/${pad(rng.int(1, 28), 2)}/2025`;
}
