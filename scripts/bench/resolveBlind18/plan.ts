/**
 * What each bill is for: which vendor sent it and for which property, unit and account. Utility,
 * tax, HOA, pest, pool and lawn bills follow the relationships built for each property; trades
 * work across their metro (mostly at their own property when they have one); national firms
 * anywhere. About 1.5% of bills, all from trades or national firms, will carry no property clue.
 */
import type { Category } from './catalog';
import type { AccountModel, PropertyModel, UnitModel, VendorModel } from './model';
import { METROS, type Portfolio } from './properties';
import type { Rng } from './rng';
import type { VendorBuild } from './vendors';

export interface Plan {
  category: Category;
  vendor: VendorModel;
  property: PropertyModel;
  unit: UnitModel | null;
  account: AccountModel | null;
  /** The bill will say nothing about its property; its truth is the property anyway. */
  noClue: boolean;
}

export const BILL_MIX: readonly (readonly [Category, number])[] = [
  ['electric', 2200], ['water', 1200], ['gas', 400], ['trash', 400], ['telecom', 400], ['tax', 300], ['hoa', 500], ['pest', 700], ['pool', 300], ['lawn', 700], ['trade', 2300], ['national', 600],
];

export class Planner {
  private readonly byMetro = new Map<string, PropertyModel[]>();

  constructor(private readonly build: VendorBuild, private readonly portfolio: Portfolio, private readonly rng: Rng) {
    for (const p of portfolio.properties) {
      const list = this.byMetro.get(p.metro.code) ?? [];
      list.push(p);
      this.byMetro.set(p.metro.code, list);
    }
  }

  private someUnit(p: PropertyModel, share: number): UnitModel | null {
    return p.units.length > 0 && this.rng.chance(share) ? this.rng.pick(p.units) : null;
  }

  plan(category: Category): Plan {
    const r = this.rng;
    if (category === 'trade' || category === 'national') {
      let vendor: VendorModel;
      let property: PropertyModel;
      if (category === 'trade') {
        const metro = r.weighted(METROS.map((m) => [m, m.propertyCount] as const));
        const pool = this.build.trades.get(metro.code) ?? [];
        vendor = r.weighted(pool.map((v) => [v, v.weight] as const));
        const home = vendor.dir.defaultPropertyId === null ? undefined : this.portfolio.properties.find((p) => p.dir.id === vendor.dir.defaultPropertyId);
        property = home !== undefined && r.chance(0.85) ? home : r.pick(this.byMetro.get(metro.code) ?? []);
      } else {
        vendor = r.weighted(this.build.nationals.map((v) => [v, v.weight] as const));
        property = r.pick(this.portfolio.properties);
      }
      const noClue = vendor.dir.defaultPropertyId === null && r.chance(0.058);
      return { category, vendor, property, unit: noClue ? null : this.someUnit(property, vendor.unitShare), account: null, noClue };
    }
    const links = this.build.links.get(category) ?? [];
    const link = r.pick(links);
    const house = link.targets.filter((t) => t.unit === null);
    const units = link.targets.filter((t) => t.unit !== null);
    const target = units.length === 0 || (house.length > 0 && r.chance(0.45)) ? r.pick(house) : r.pick(units);
    let unit = target.unit;
    if (unit === null && category === 'pest') unit = this.someUnit(link.property, link.vendor.unitShare);
    return { category, vendor: link.vendor, property: link.property, unit, account: target.account, noClue: false };
  }
}
