/*
 * The 10,000 bills: for each, a vendor and the site it is for, the document text as printed, and
 * what extraction read from it (payee, sender, account numbers, service addresses, property and
 * unit text, line items) — including extraction's usual slips, which the text lets a reader undo.
 */
import { type BillCase, type Ctx, Tally } from './billCommon';
import type { Rng } from './random';
import { tradeBill } from './tradeBill';
import { utilityBill } from './utilityBill';
import { vendorKey } from './vendorNames';
import type { VendorGen } from './vendors';

export type { BillCase } from './billCommon';

export function buildBills(rng: Rng, vendors: VendorGen[], count: number): { bills: BillCase[]; tally: Tally } {
  const tally = new Tally();
  const keys = new Set<string>();
  for (const v of vendors) for (const n of [v.name, ...v.aliases]) keys.add(vendorKey(n));
  const ctx: Ctx = { rng, tally, vendorTaken: (k) => keys.has(k) };
  const utilities = vendors.filter((v) => v.cls === 'utility' && v.accounts.length > 0);
  const nationals = vendors.filter((v) => v.cls === 'national' && v.served.length > 0);
  const locals = vendors.filter((v) => v.cls === 'local' && v.served.length > 0);
  const uW = rng.sampler(utilities.map((v) => [v, Math.sqrt(v.accounts.length)] as const));
  const nW = rng.sampler(nationals.map((v) => [v, v.billWeight] as const));
  const lW = rng.sampler(locals.map((v) => [v, v.billWeight] as const));
  const bills: BillCase[] = [];
  for (let i = 0; i < count; i++) {
    const cls = rng.weighted([
      ['utility', 30],
      ['national', 11],
      ['local', 59],
    ] as const);
    tally.next();
    tally.add(`class:${cls}`);
    if (cls === 'utility') bills.push(utilityBill(ctx, uW()));
    else bills.push(tradeBill(ctx, cls === 'national' ? nW() : lW()));
    const b = bills[bills.length - 1];
    if (b) tally.add(b.expected.unitId ? 'answer:unit' : 'answer:propertyOnly');
  }
  return { bills, tally };
}
