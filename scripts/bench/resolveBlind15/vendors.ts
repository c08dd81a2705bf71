/** The 5,000 vendors: providers with an account per property, meter or unit, then the local trades. */
import type { DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { GOVERNMENT } from './government';
import { NATIONALS } from './nationals';
import type { PropMeta, UnitMeta } from './properties';
import type { Kind } from './propertyKinds';
import { type ProviderSpec, type Svc, covers } from './providers';
import { type Rng, WeightedTable } from './rng';
import { tradeIdentity } from './tradeNames';
import { TRADES, type TradeDef } from './trades';
import { UTILITIES } from './utilities';

export const N_VENDORS = 5000;

export type VClass = 'utility' | 'national' | 'gov' | 'supply' | 'trade';

export interface AcctMeta {
  accountNumber: string;
  prop: PropMeta | null;
  unit: UnitMeta | null;
  building: string | null;
  meter: string | null;
}

export interface VendorMeta {
  v: DirectoryVendor;
  cls: VClass;
  spec: ProviderSpec | null;
  trade: TradeDef | null;
  metro: string | null;
  clients: PropMeta[];
  accts: AcctMeta[];
  sendFrom: string[];
  letterhead: string | null;
  phone: string | null;
  glPool: readonly string[];
}

const RES = new Set<Kind>(['walkup', 'flats', 'garden', 'student', 'senior']);

/** Chance that a property of this kind holds an account with a provider of this service. */
function serviceChance(svc: Svc, p: PropMeta): number {
  const k = p.kind;
  const north = p.city.region === 'north';
  switch (svc) {
    case 'electric': return 0.92;
    case 'gas': return RES.has(k) ? (north ? 0.8 : 0.35) : 0.4;
    case 'water': return p.scattered ? 0.3 : 0.88;
    case 'sewer': return 0.85;
    case 'telecom': return ({ senior: 0.8, garden: 0.6, student: 0.5, medical: 0.6, retail: 0.3, flex: 0.4, storage: 0.8, walkup: 0.12, flats: 0.05 } as const)[k];
    case 'waste': return ({ garden: 0.95, retail: 0.9, medical: 0.9, flex: 0.85, storage: 0.8, senior: 0.95, student: 0.6, walkup: 0.5, flats: 0.12 } as const)[k];
    case 'elevator': return ({ senior: 1, medical: 0.9, student: p.scattered ? 0 : 0.4, walkup: 0.04, retail: 0.08 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'fire': return ({ senior: 1, medical: 1, garden: 0.6, retail: 0.7, flex: 0.8, storage: 0.5, student: 0.5, walkup: 0.3 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'pest': return 0.3;
    case 'laundry': return ({ garden: 0.5, senior: 0.6, student: 0.4, walkup: 0.2 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'security': return ({ garden: 0.1, retail: 0.15, flex: 0.1, storage: 0.12, senior: 0.08 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'landscape': return ({ garden: 0.35, retail: 0.3, medical: 0.35, flex: 0.3, senior: 0.3 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'medwaste': return k === 'medical' ? 0.7 : 0;
    case 'shred': return k === 'medical' ? 0.4 : 0.01;
    case 'ads': return ({ garden: 0.6, student: 0.6, senior: 0.4, walkup: 0.15 } as Partial<Record<Kind, number>>)[k] ?? 0;
    case 'tax': return 0.5;
    case 'registration': return RES.has(k) ? 0.8 : 0;
    case 'supply': return 0;
  }
}

function providerVendor(spec: ProviderSpec, cls: VClass, id: string, rng: Rng): VendorMeta {
  const dropDefault = cls === 'national' ? 0.25 : cls === 'supply' ? 0.4 : cls === 'gov' ? 0.1 : 0.05;
  const v: DirectoryVendor = {
    id, name: spec.name, aliases: spec.aliases, senderEmails: spec.emails, remitTo: spec.remit, taxId: spec.taxId,
    defaultGlAccount: rng.chance(dropDefault) ? null : spec.gl, defaultPropertyId: null, accounts: [],
  };
  const sendFrom = spec.emails.map((e) => (e.startsWith('@') ? `${rng.pick(['billing', 'ebill', 'noreply', 'customerservice', 'invoices', 'ar'])}${e}` : e));
  return { v, cls, spec, trade: null, metro: null, clients: [], accts: [], sendFrom, letterhead: null, phone: `1-800-${rng.int(200, 999)}-${rng.digits(4)}`, glPool: spec.glPool };
}

function addAcct(vm: VendorMeta, used: Set<string>, rng: Rng, a: Omit<AcctMeta, 'accountNumber'>): void {
  let n = rng.fill(vm.spec?.acct ?? '#######');
  while (used.has(n)) n = rng.fill(vm.spec?.acct ?? '#######');
  used.add(n);
  vm.accts.push({ accountNumber: n, ...a });
}

/** Providers: each property picks one provider per service among those serving its city. */
function buildProviders(props: readonly PropMeta[], rng: Rng): VendorMeta[] {
  const all: VendorMeta[] = [];
  const add = (specs: readonly ProviderSpec[], cls: (s: ProviderSpec) => VClass): void => {
    for (const s of specs) all.push(providerVendor(s, cls(s), `vnd-${String(all.length + 1).padStart(4, '0')}`, rng));
  };
  add(UTILITIES, () => 'utility');
  add(NATIONALS, (s) => (s.master ? 'supply' : 'national'));
  add(GOVERNMENT, () => 'gov');
  const used = new Map<VendorMeta, Set<string>>(all.map((vm) => [vm, new Set<string>()]));
  const svcs: Svc[] = ['electric', 'gas', 'water', 'sewer', 'telecom', 'waste', 'elevator', 'fire', 'pest', 'laundry', 'security', 'landscape', 'medwaste', 'shred', 'ads', 'tax', 'registration'];
  for (const p of props) {
    const chosen = new Set<VendorMeta>();
    for (const svc of svcs) {
      const cands = all.filter((vm) => vm.spec && !vm.spec.master && covers(vm.spec, svc, p.city.key, p.city.region));
      if (cands.length === 0 || cands.some((c) => chosen.has(c))) continue;
      if (!rng.chance(serviceChance(svc, p))) continue;
      const vm = rng.pickW(cands.map((c) => [c, c.spec?.share ?? 1] as const));
      chosen.add(vm);
      vm.clients.push(p);
      const u = used.get(vm) ?? new Set<string>();
      const spec = vm.spec as ProviderSpec;
      const metered = vm.cls === 'utility';
      const meter = (): string | null => (metered ? rng.fill(rng.pick(['#########', 'AA#######', '##A######'])) : null);
      const houses = p.units.filter((x) => x.u.address !== null);
      if (metered && spec.svcs.includes('water') && houses.length > 0 && spec.perUnit) {
        let any = false;
        for (const h of houses) if (rng.chance(spec.perUnit)) { addAcct(vm, u, rng, { prop: p, unit: h, building: null, meter: meter() }); any = true; }
        if (!any || p.p.address) addAcct(vm, u, rng, { prop: p, unit: null, building: null, meter: meter() });
        continue;
      }
      if (metered && spec.perBuilding && p.buildings.length > 1) {
        for (const b of p.buildings) addAcct(vm, u, rng, { prop: p, unit: null, building: b, meter: meter() });
      } else {
        addAcct(vm, u, rng, { prop: p, unit: null, building: null, meter: meter() });
      }
      if (metered && (svc === 'electric' || svc === 'gas') && spec.perUnit && RES.has(p.kind)) {
        for (const unit of p.units) if (rng.chance(spec.perUnit * (svc === 'gas' ? 0.5 : 1))) addAcct(vm, u, rng, { prop: p, unit, building: null, meter: meter() });
      }
    }
  }
  for (const vm of all) {
    if (vm.spec?.master) addAcct(vm, used.get(vm) ?? new Set(), rng, { prop: null, unit: null, building: null, meter: null });
  }
  return all;
}

function buildTrades(props: readonly PropMeta[], count: number, startId: number, rng: Rng): VendorMeta[] {
  const byMetro = new Map<string, PropMeta[]>();
  for (const p of props) byMetro.set(p.city.metro, [...(byMetro.get(p.city.metro) ?? []), p]);
  const metroTable = new WeightedTable([...byMetro.keys()], (m) => byMetro.get(m)?.length ?? 0);
  const takenByMetro = new Map<string, Set<string>>();
  const out: VendorMeta[] = [];
  for (let i = 0; i < count; i++) {
    const metro = metroTable.draw(rng);
    const mprops = byMetro.get(metro) ?? [];
    const city = rng.pick(mprops).city;
    const trade = rng.pickW(TRADES.filter((t) => t.region === null || t.region === city.region).map((t) => [t, t.weight] as const));
    const taken = takenByMetro.get(metro) ?? new Set<string>();
    takenByMetro.set(metro, taken);
    const idn = tradeIdentity(trade, city, taken, rng);
    const eligible = mprops.filter((p) => trade.kinds === null || trade.kinds.includes(p.kind));
    const pool = eligible.length > 0 ? eligible : mprops;
    let clients = rng.sample(pool, 1 + Math.floor(rng.next() ** 2 * 20));
    const first = clients[0];
    const dedicated = first !== undefined && rng.chance(0.12);
    if (dedicated && rng.chance(0.6)) clients = [first];
    const v: DirectoryVendor = {
      id: `vnd-${String(startId + i).padStart(4, '0')}`, name: idn.name, aliases: idn.aliases, senderEmails: idn.directoryEmails,
      remitTo: rng.chance(0.93) ? idn.remit : null, taxId: rng.chance(0.85) ? `${rng.int(10, 99)}-${rng.digits(7)}` : null,
      defaultGlAccount: rng.chance(0.65) ? trade.gl : null, defaultPropertyId: dedicated && first ? first.p.id : null, accounts: [],
    };
    const vm: VendorMeta = { v, cls: 'trade', spec: null, trade, metro, clients, accts: [], sendFrom: idn.sendFrom, letterhead: idn.letterhead, phone: idn.phone, glPool: trade.glPool };
    if (rng.chance(0.2)) {
      const style = rng.pickW([['#####', 4], ['C-####', 3], ['HM####', 2], ['code', 1]] as const);
      const used = new Set<string>();
      for (const p of clients) {
        let n = style === 'code' ? p.code : rng.fill(style);
        while (used.has(n)) n = rng.fill(style === 'code' ? '#####' : style);
        used.add(n);
        vm.accts.push({ accountNumber: n, prop: p, unit: null, building: null, meter: null });
      }
    }
    out.push(vm);
  }
  return out;
}

export function buildVendors(props: readonly PropMeta[], rng: Rng): VendorMeta[] {
  const providers = buildProviders(props, rng.fork('providers'));
  const trades = buildTrades(props, N_VENDORS - providers.length, providers.length + 1, rng.fork('trades'));
  const all = [...providers, ...trades];
  for (const vm of all) {
    vm.v.accounts = vm.accts.map((a) => ({ accountNumber: a.accountNumber, propertyId: a.prop ? a.prop.p.id : null, unitId: a.unit ? a.unit.u.id : null }));
  }
  return all;
}
