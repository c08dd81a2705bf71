/**
 * What each of the 10,000 bills is for: vendor, property, unit, account. Quotas by vendor kind;
 * about 40 bills are for an on-site vendor's default property and print nothing else about it.
 */
import type { AccountRec, PropRec, UnitRec, VendorKind, VendorRec } from './model';
import type { Portfolio } from './properties';
import type { Rng } from './prng';
import type { VendorSet } from './vendors';

export interface Target {
  kind: VendorKind;
  vendor: VendorRec;
  prop: PropRec;
  unit: UnitRec | null;
  account: AccountRec | null;
  noClue: boolean;
}

export const BILL_QUOTAS: readonly (readonly [VendorKind, number])[] = [['utility', 3400], ['tax', 500], ['assessment', 600], ['national', 1400], ['trade', 4100]];
export const NO_CLUE_BILLS = 40;

export function makeTargets(pf: Portfolio, vs: VendorSet, rng: Rng): Target[] {
  const out: Target[] = [];
  const byMetro = new Map<string, PropRec[]>();
  for (const p of pf.props) byMetro.set(p.metro.code, [...(byMetro.get(p.metro.code) ?? []), p]);
  const acct = (i: number): AccountRec => {
    const a = vs.accounts.all[i];
    if (!a) throw new Error(`no account ${i}`);
    return a;
  };
  const prop = (i: number): PropRec => {
    const p = pf.props[i];
    if (!p) throw new Error(`no property ${i}`);
    return p;
  };
  const unitOf = (i: number | null): UnitRec | null => (i === null ? null : pf.units[i] ?? null);
  const someUnit = (p: PropRec, share: number): UnitRec | null => (p.units.length > 0 && rng.chance(share) ? unitOf(rng.pick(p.units)) : null);
  for (const [kind, quota] of BILL_QUOTAS) {
    const pool = vs.vendors.filter((v) => v.kind === kind);
    const withAccounts = pool.filter((v) => v.accounts.some((i) => acct(i).propIdx !== null));
    const noClueVendors = pool.filter((v) => v.defaultPropIdx !== null);
    const noClueQuota = kind === 'trade' ? NO_CLUE_BILLS - 8 : kind === 'assessment' ? 8 : 0;
    for (let n = 0; n < quota; n++) {
      if (n < noClueQuota && noClueVendors.length > 0) {
        const v = rng.pick(noClueVendors);
        out.push({ kind, vendor: v, prop: prop(v.defaultPropIdx ?? 0), unit: null, account: null, noClue: true });
        continue;
      }
      if (kind === 'utility' || kind === 'tax' || kind === 'assessment') {
        const v = rng.weighted(withAccounts.map((x) => [x, x.accounts.length] as const));
        const a = acct(rng.pick(v.accounts.filter((i) => acct(i).propIdx !== null)));
        out.push({ kind, vendor: v, prop: prop(a.propIdx ?? 0), unit: unitOf(a.unitIdx), account: a, noClue: false });
      } else if (kind === 'national') {
        const v = rng.weighted(pool.map((x) => [x, x.accounts.length + 8] as const));
        const propAccts = v.accounts.filter((i) => acct(i).propIdx !== null);
        if (propAccts.length > 0 && rng.chance(0.5)) {
          const a = acct(rng.pick(propAccts));
          const p = prop(a.propIdx ?? 0);
          out.push({ kind, vendor: v, prop: p, unit: unitOf(a.unitIdx) ?? someUnit(p, 0.2), account: a, noClue: false });
        } else {
          const client = v.accounts.map(acct).find((a) => a.propIdx === null) ?? null;
          const p = rng.pick(pf.props);
          out.push({ kind, vendor: v, prop: p, unit: someUnit(p, 0.3), account: rng.chance(0.6) ? client : null, noClue: false });
        }
      } else {
        const v = rng.pick(pool);
        const propAccts = v.accounts.filter((i) => acct(i).propIdx !== null);
        if (v.defaultPropIdx !== null && rng.chance(0.6)) {
          const p = prop(v.defaultPropIdx);
          const a = propAccts.map(acct).find((x) => x.propIdx === p.idx && x.unitIdx === null) ?? null;
          out.push({ kind, vendor: v, prop: p, unit: someUnit(p, 0.5), account: rng.chance(0.5) ? a : null, noClue: false });
        } else if (propAccts.length > 0 && rng.chance(0.5)) {
          const a = acct(rng.pick(propAccts));
          const p = prop(a.propIdx ?? 0);
          out.push({ kind, vendor: v, prop: p, unit: unitOf(a.unitIdx) ?? someUnit(p, 0.4), account: a, noClue: false });
        } else {
          const local = byMetro.get(v.metros[0] ?? '') ?? pf.props;
          const p = rng.pick(local);
          out.push({ kind, vendor: v, prop: p, unit: someUnit(p, 0.55), account: null, noClue: false });
        }
      }
    }
  }
  return rng.shuffle(out);
}
