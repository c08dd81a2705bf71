/*
 * How many bills of each sort, and from which vendors: utilities, haulers and telecoms by the
 * properties they serve, local trades by how busy they are (a long tail), and the rest.
 */
import { type Ctx, type Made } from './billContext';
import { accountBill, resetAccountBills } from './billsAccount';
import { contractBill, supplierBill } from './billsOther';
import { tradeBill } from './billsTrade';
import { type VendorModel } from './models';
import { WeightedTable } from './prng';

type Maker = (ctx: Ctx, v: VendorModel) => Made | null;

interface Plan {
  label: string;
  count: number;
  pick: (v: VendorModel) => boolean;
  make: Maker;
  weight: (v: VendorModel) => number;
}

const byServed = (v: VendorModel) => v.weight * Math.sqrt(v.served.size);

export const TOTAL_BILLS = 10000;

const PLANS: readonly Plan[] = [
  { label: 'trade', count: 4200, pick: (v) => v.kind === 'trade', make: tradeBill, weight: (v) => v.weight },
  { label: 'utility', count: 2400, pick: (v) => v.kind === 'utility', make: accountBill, weight: byServed },
  { label: 'waste', count: 700, pick: (v) => v.kind === 'waste', make: accountBill, weight: byServed },
  { label: 'telecom', count: 600, pick: (v) => v.kind === 'telecom', make: accountBill, weight: byServed },
  { label: 'tax', count: 350, pick: (v) => v.kind === 'tax', make: accountBill, weight: byServed },
  { label: 'hoa', count: 150, pick: (v) => v.kind === 'hoa', make: accountBill, weight: () => 1 },
  { label: 'propane', count: 100, pick: (v) => v.kind === 'propane', make: accountBill, weight: byServed },
  { label: 'supplier', count: 800, pick: (v) => v.kind === 'supplier', make: supplierBill, weight: byServed },
  { label: 'contract', count: 700, pick: (v) => ['contract', 'insurance', 'lease', 'permit'].includes(v.kind), make: contractBill, weight: byServed },
];

export function makeBills(ctx: Ctx, vendors: readonly VendorModel[]): Made[] {
  resetAccountBills();
  const out: Made[] = [];
  for (const plan of PLANS) {
    const pool = vendors.filter((v) => plan.pick(v) && (v.kind === 'trade' || v.served.size > 0));
    if (pool.length === 0) throw new Error(`no vendors for ${plan.label}`);
    const table = new WeightedTable(pool, plan.weight);
    let made = 0;
    let attempts = 0;
    while (made < plan.count) {
      if (++attempts > plan.count * 20) throw new Error(`could not make ${plan.label} bills`);
      const bill = plan.make(ctx, table.pick(ctx.rng));
      if (!bill) continue;
      out.push(bill);
      made++;
    }
  }
  if (out.length !== TOTAL_BILLS) throw new Error(`made ${out.length} bills`);
  return ctx.rng.shuffle(out);
}
