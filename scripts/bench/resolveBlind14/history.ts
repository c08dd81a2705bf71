/**
 * The vendors' coding history and default GL accounts.
 *
 * GL rule of this set: a bill's expected GL account is the account of the vendor's most recent
 * past coding in the history (greatest `at`, whether it coded the bill as a whole or one line);
 * if the vendor has no history, the vendor's default GL account. Every vendor has one or the
 * other, and no vendor's most recent timestamp is shared by two codings with different accounts.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { type VendorM } from './model';
import { type Rng } from './rng';

const START = Date.UTC(2022, 0, 3, 12, 0, 0);
const END = Date.UTC(2025, 5, 27, 12, 0, 0);

export function buildHistory(rng: Rng, vendors: VendorM[]): PastCoding[] {
  const out: PastCoding[] = [];
  for (const v of vendors) {
    const p = v.kind === 'utility' || v.kind === 'national' || v.kind === 'trash' || v.kind === 'telecom' ? 0.92 : v.kind === 'tax' ? 0.85 : v.kind === 'hoa' ? 0.8 : 0.7;
    const alts = v.altGl.length > 0 ? v.altGl : [v.gl];
    if (!rng.chance(p)) {
      v.defaultGl = rng.chance(0.9) ? v.gl : rng.pick(alts);
      continue;
    }
    const bills = rng.weighted([[rng.int(1, 3), 30], [rng.int(4, 12), 45], [rng.int(13, 40), 25]] as const);
    const times = new Set<number>();
    while (times.size < bills) times.add(START + rng.int(0, Math.floor((END - START) / 60000)) * 60000 + rng.int(0, 59) * 1000);
    const sorted = [...times].sort((a, b) => a - b);
    // Some vendors were recoded at some point: everything after the switch goes to the new account.
    const switchAt = rng.chance(0.12) ? rng.int(0, sorted.length - 1) : sorted.length;
    const newGl = rng.pick(alts);
    sorted.forEach((t, i) => {
      const at = new Date(t).toISOString();
      const base = i >= switchAt ? newGl : rng.chance(0.85) ? v.gl : rng.pick(alts);
      const last = i === sorted.length - 1;
      if (rng.chance(0.15) && v.items.length > 1) {
        // Coded per line: the lines of one bill share its timestamp; the latest bill's lines agree.
        for (const item of rng.sample(v.items, rng.int(2, 3))) {
          const gl = last || rng.chance(0.6) ? base : rng.pick(alts);
          out.push({ vendorId: v.id, glAccount: gl, description: item.replace('{u}', 'Apt 2B').replace('{n}', '4').replace('{tenant}', 'J. Smith'), at });
        }
      } else {
        out.push({ vendorId: v.id, glAccount: base, description: null, at });
      }
    });
    const r = rng.next();
    v.defaultGl = r < 0.65 ? v.gl : r < 0.75 ? rng.pick(alts) : null;
  }
  return rng.shuffle(out);
}

/** The GL rule above, as the set applies it. */
export function expectedGl(vendors: VendorM[], history: readonly PastCoding[]): Map<string, string> {
  const latest = new Map<string, PastCoding>();
  for (const h of history) {
    const cur = latest.get(h.vendorId);
    if (!cur || h.at > cur.at) latest.set(h.vendorId, h);
  }
  for (const h of history) {
    const cur = latest.get(h.vendorId);
    if (cur && h.at === cur.at && h.glAccount !== cur.glAccount) throw new Error(`vendor ${h.vendorId}: tie at ${h.at}`);
  }
  const out = new Map<string, string>();
  for (const v of vendors) {
    const gl = latest.get(v.id)?.glAccount ?? v.defaultGl;
    if (!gl) throw new Error(`vendor ${v.id} has neither history nor a default GL account`);
    out.set(v.id, gl);
  }
  return out;
}
