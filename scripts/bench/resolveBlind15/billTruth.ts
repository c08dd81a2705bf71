/** What each bill really is: vendor, property, unit (and the account it was billed on). */
import type { PropMeta, UnitMeta } from './properties';
import { type Rng, WeightedTable } from './rng';
import type { AcctMeta, VClass, VendorMeta } from './vendors';

export interface Truth {
  vm: VendorMeta;
  pm: PropMeta;
  um: UnitMeta | null;
  acct: AcctMeta | null;
}

/** Share of the mailbox by kind of vendor. */
const CLASS_SHARE: readonly (readonly [VClass, number])[] = [['utility', 0.3], ['national', 0.17], ['supply', 0.06], ['gov', 0.04], ['trade', 0.43]];

export class TruthDrawer {
  private readonly tables = new Map<VClass, WeightedTable<VendorMeta>>();
  private readonly props: readonly PropMeta[];

  constructor(vendors: readonly VendorMeta[], props: readonly PropMeta[]) {
    this.props = props;
    for (const [cls] of CLASS_SHARE) {
      const vs = vendors.filter((v) => v.cls === cls && (cls === 'trade' ? v.clients.length > 0 : v.accts.length > 0));
      this.tables.set(cls, new WeightedTable(vs, (v) => (cls === 'trade' ? 1 + v.clients.length * 0.3 : cls === 'supply' ? 1 : v.accts.length)));
    }
  }

  draw(rng: Rng): Truth {
    const cls = rng.pickW(CLASS_SHARE);
    const table = this.tables.get(cls);
    if (!table) throw new Error(`no vendors of class ${cls}`);
    const vm = table.draw(rng);
    if (cls === 'supply') {
      const pm = rng.pick(this.props);
      const um = pm.units.length > 0 && rng.chance(0.35) ? rng.pick(pm.units) : null;
      return { vm, pm, um, acct: vm.accts[0] ?? null };
    }
    if (cls === 'trade') {
      const trade = vm.trade;
      const def = vm.v.defaultPropertyId ? vm.clients.find((c) => c.p.id === vm.v.defaultPropertyId) : undefined;
      const pm = def && rng.chance(0.85) ? def : rng.pick(vm.clients);
      const share = pm.scattered ? 0.85 : (trade?.unitShare ?? 0.3);
      const um = pm.units.length > 0 && rng.chance(share) ? rng.pick(pm.units) : null;
      return { vm, pm, um, acct: vm.accts.find((a) => a.prop === pm) ?? null };
    }
    const acct = rng.pick(vm.accts);
    const pm = acct.prop;
    if (!pm) throw new Error(`account ${acct.accountNumber} of ${vm.v.id} has no property`);
    let um = acct.unit;
    const residential = ['walkup', 'flats', 'garden', 'student', 'senior'].includes(pm.kind);
    if (!um && vm.spec?.svcs.includes('pest') && residential && pm.units.length > 0 && rng.chance(0.35)) um = rng.pick(pm.units);
    return { vm, pm, um, acct };
  }
}
