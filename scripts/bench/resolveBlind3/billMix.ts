import type { AccountModel, VendorModel } from './vendorModel';
import type { BillCase, Category, World } from './bills';
import { BILL_PLAN, BillBuilder, chooseUnit } from './bills';
import type { PropModel, UnitModel } from './portfolio';
import type { Rng } from './rng';
import { WeightedPicker } from './rng';

/* Who sends each of the 10,000 bills and for which property/unit (by the mix in BILL_PLAN). */

const UTIL_CATS = new Set<Category>(['electric', 'gas', 'water', 'trash', 'telecom', 'bulkCable', 'utilityBilling']);

export function generateBills(rng: Rng, world: World): BillCase[] {
  const builder = new BillBuilder(rng, world);
  const { portfolio, vendors } = world;
  const tellable = vendors.filter((v) => builder.vendorTellable(v) || v.accounts.length > 0);
  const out: BillCase[] = [];

  const accountsOf = (pred: (v: VendorModel) => boolean): AccountModel[] => tellable.filter(pred).flatMap((v) => v.accounts.filter((a) => a.propertyId !== null));

  for (const [cat, count] of BILL_PLAN) {
    if (UTIL_CATS.has(cat) || cat === 'tax') {
      const accts = cat === 'tax' ? accountsOf((v) => v.cls === 'tax') : accountsOf((v) => v.cls === 'utility' && v.kind === cat);
      const picker = new WeightedPicker(accts, accts.map((a) => (a.unitId ? 1.5 : 1)));
      for (let i = 0; i < count; i++) {
        const a = picker.pick(rng);
        const v = world.vendorById.get(a.vendorId) as VendorModel;
        const p = portfolio.byId.get(a.propertyId as string) as PropModel;
        const u = a.unitId ? (portfolio.unitById.get(a.unitId) as UnitModel) : null;
        out.push(builder.build(cat, v, p, u, a));
      }
      continue;
    }
    if (cat === 'hoa') {
      const hoas = tellable.filter((v) => v.cls === 'hoa' && v.clients.length > 0);
      for (let i = 0; i < count; i++) {
        const v = rng.pick(hoas);
        const pid = rng.pick(v.clients);
        const p = portfolio.byId.get(pid) as PropModel;
        const a = v.accounts.find((x) => x.propertyId === pid) ?? null;
        out.push(builder.build(cat, v, p, null, a));
      }
      continue;
    }
    const cls = cat === 'national' ? 'national' : cat;
    const pool = tellable.filter((v) => v.cls === cls && v.weight > 0 && v.clients.length > 0);
    const picker = new WeightedPicker(pool, pool.map((v) => v.weight));
    for (let i = 0; i < count; i++) {
      const v = picker.pick(rng);
      let p: PropModel;
      if (v.defaultPropertyId) {
        if (rng.chance(0.92)) p = portfolio.byId.get(v.defaultPropertyId) as PropModel;
        else {
          const others = portfolio.properties.filter((q) => v.metros.includes(q.metro.key) && q.id !== v.defaultPropertyId && (!v.serves || v.serves.includes(q.kind)));
          p = others.length > 0 ? rng.pick(others) : (portfolio.byId.get(v.defaultPropertyId) as PropModel);
        }
      } else {
        const shipTo = v.accounts.filter((a) => a.propertyId !== null);
        if (shipTo.length > 0 && rng.chance(0.9)) p = portfolio.byId.get((rng.pick(shipTo).propertyId as string)) as PropModel;
        else p = portfolio.byId.get(rng.pick(v.clients)) as PropModel;
      }
      const u = chooseUnit(rng, v, p);
      const a = v.accounts.find((x) => x.propertyId === p.id) ?? v.accounts.find((x) => x.propertyId === null) ?? null;
      out.push(builder.build(cat, v, p, u, a));
    }
  }
  return rng.shuffle(out);
}
