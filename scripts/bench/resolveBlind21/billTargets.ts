/** Which vendor, property, unit and account each of the 10,000 bills is about. */
import type { Rng } from './prng';
import type { PropInfo, UnitInfo } from './properties';
import type { Account, VendorInfo } from './vendorTypes';

export type BillKind = 'utility' | 'tax' | 'assessment' | 'national' | 'trade' | 'vendorDefault';
export const KIND_QUOTA: readonly (readonly [BillKind, number])[] = [
  ['utility', 3700], ['tax', 600], ['assessment', 550], ['national', 1000], ['trade', 4110], ['vendorDefault', 40],
];

export interface Target { kind: BillKind; vi: VendorInfo; prop: PropInfo; unit: UnitInfo | null; account: Account | null; clientAccount: string | null }

export function makeTargeter(vendors: readonly VendorInfo[], props: readonly PropInfo[]): (rng: Rng, kind: BillKind) => Target {
  const propById = new Map(props.map((p) => [p.prop.id, p]));
  const accountsOf = (cats: string[], unitLevel: boolean | null): [VendorInfo, Account][] =>
    vendors.filter((v) => cats.includes(v.cat)).flatMap((v) => v.v.accounts.filter((a) => a.propertyId !== null && (unitLevel === null || (a.unitId !== null) === unitLevel)).map((a) => [v, a] as [VendorInfo, Account]));
  const utilProp = accountsOf(['utility'], false);
  const utilUnit = accountsOf(['utility'], true);
  const taxAcc = accountsOf(['tax'], null);
  const assessAcc = accountsOf(['hoa', 'mello'], null);
  const national = vendors.filter((v) => v.cat === 'national');
  const trades = vendors.filter((v) => v.cat === 'trade');
  const defaults = trades.filter((v) => v.v.defaultPropertyId !== null);
  const byMetro = new Map<string, PropInfo[]>();
  for (const p of props) byMetro.set(p.metro.key, [...(byMetro.get(p.metro.key) ?? []), p]);
  const unitOf = (p: PropInfo, id: string | null): UnitInfo | null => (id ? (p.units.find((u) => u.unit.id === id) ?? null) : null);
  const fromAccount = (kind: BillKind, [vi, a]: [VendorInfo, Account]): Target => {
    const prop = propById.get(a.propertyId as string) as PropInfo;
    return { kind, vi, prop, unit: unitOf(prop, a.unitId), account: a, clientAccount: null };
  };
  const maybeUnit = (rng: Rng, p: PropInfo, share: number): UnitInfo | null => (p.units.length && rng.chance(share) ? rng.pick(p.units) : null);

  return (rng, kind) => {
    switch (kind) {
      case 'utility': return fromAccount(kind, rng.pick(rng.chance(0.18) ? utilUnit : utilProp));
      case 'tax': return fromAccount(kind, rng.pick(taxAcc));
      case 'assessment': return fromAccount(kind, rng.pick(assessAcc));
      case 'national': {
        const vi = rng.pick(national);
        const own = vi.v.accounts.filter((a) => a.propertyId !== null);
        if (own.length && rng.chance(0.75)) {
          const t = fromAccount(kind, [vi, rng.pick(own)]);
          return { ...t, unit: maybeUnit(rng, t.prop, 0.15) };
        }
        const prop = rng.pick(props);
        const client = vi.v.accounts.filter((a) => a.propertyId === null);
        return { kind, vi, prop, unit: maybeUnit(rng, prop, 0.3), account: null, clientAccount: client.length && rng.chance(0.6) ? rng.pick(client).accountNumber : null };
      }
      case 'trade': {
        const elsewhere = rng.chance(0.04);
        const vi = elsewhere ? rng.pick(defaults) : rng.pick(trades);
        const own = vi.v.accounts;
        let prop: PropInfo;
        let account: Account | null = null;
        if (vi.v.defaultPropertyId && !elsewhere && rng.chance(0.6)) prop = propById.get(vi.v.defaultPropertyId) as PropInfo;
        else if (own.length && rng.chance(0.5)) { account = rng.pick(own); prop = propById.get(account.propertyId as string) as PropInfo; }
        else prop = rng.pick(byMetro.get(vi.metro ?? '') ?? props);
        if (!account && rng.chance(0.5)) account = own.find((a) => a.propertyId === prop.prop.id) ?? null;
        return { kind, vi, prop, unit: maybeUnit(rng, prop, 0.45), account, clientAccount: null };
      }
      case 'vendorDefault': {
        const vi = rng.pick(defaults);
        return { kind, vi, prop: propById.get(vi.v.defaultPropertyId as string) as PropInfo, unit: null, account: null, clientAccount: null };
      }
    }
  };
}
