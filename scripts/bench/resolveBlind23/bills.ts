/**
 * The 10,000 bills. Each is drawn noisy, then shown to the model clerk; if the clerk cannot
 * single out the vendor, the site and (when one is printed) the unit, the bill is reprinted more
 * plainly (typos out; then exact payee, account as filed, plain address; then property name,
 * sender and unit field; then no remit or office lines) and, failing all, drawn afresh.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type BillKind, type Plan, type Pools, drawPlan } from './billPlan';
import { render } from './billRender';
import type { Clerk } from './clerk';
import { PLAIN } from './printing';
import type { Rng } from './rng';

export const BILL_MIX: Readonly<Record<BillKind, number>> = {
  utility: 2700, 'unit-meter': 800, tax: 350, hoa: 350, hauler: 600, branch: 900, trade: 3900, 'default-site': 360, 'no-clue': 40,
};

export interface BuiltBill { input: BillInput; kind: BillKind; vendorId: string; propertyId: string; unitId: string | null; level: number; plan: Plan }

function plainer(pl: Plan, level: number): Plan {
  const x: Plan = { ...pl, style: { ...pl.style } };
  if (level >= 1) {
    x.style.typo = false;
    x.style.ocrHouse = false;
    if (x.payee === 'typo') x.payee = 'noForm';
    if (x.propText === 'typo') x.propText = 'name';
  }
  if (level >= 2) {
    x.payee = 'exact';
    x.acctMode = 'filed';
    x.style = { ...PLAIN, caps: pl.style.caps, sep: pl.style.sep, lead: pl.style.lead };
    if (x.unitPlace === 'fused') x.unitPlace = 'inline';
  }
  if (level >= 3) {
    if (x.kind !== 'no-clue') x.propText = 'name';
    if (x.v.emails.length > 0) x.email = 'vendor';
    if (x.unitPlace !== 'none') { x.unitPlace = 'field'; x.unitVariant = 0; }
  }
  if (level >= 4) {
    x.remit = false;
    x.office = false;
    x.style = PLAIN;
  }
  return x;
}

export function buildBills(rng: Rng, pools: Pools, clerk: Clerk): { bills: BuiltBill[]; redrawn: number } {
  const kinds = rng.shuffle(Object.entries(BILL_MIX).flatMap(([k, n]) => Array.from({ length: n }, () => k as BillKind)));
  const bills: BuiltBill[] = [];
  let redrawn = 0;
  for (const kind of kinds) {
    for (let tries = 0; ; tries++) {
      if (tries > 50) throw new Error(`bills: cannot make a fair ${kind} bill`);
      const plan = drawPlan(rng, kind, pools);
      const made = settle(plan, clerk);
      if (made) { bills.push(made); break; }
      redrawn++;
    }
  }
  return { bills, redrawn };
}

function settle(plan: Plan, clerk: Clerk): BuiltBill | null {
  for (let level = 0; level <= 4; level++) {
    const pl = plainer(plan, level);
    const input = render(pl);
    const verdict = clerk.decide(input);
    if (!verdict || verdict.vendorId !== pl.v.id || verdict.propertyId !== pl.p.id) continue;
    if (verdict.viaDefault !== (pl.kind === 'no-clue')) continue;
    // A unit the clerk reads must be the one meant, or the property's only unit (a condo named "Tower #412").
    if (verdict.unitId !== null && verdict.unitId !== pl.u?.id && !(pl.p.units.length === 1 && pl.p.units[0]?.id === verdict.unitId)) continue;
    return { input, kind: pl.kind, vendorId: pl.v.id, propertyId: pl.p.id, unitId: verdict.unitId, level, plan: pl };
  }
  return null;
}
