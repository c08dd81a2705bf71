/*
 * Turns the catalog into vendors and decides which properties each serves: one provider per
 * group (electric, gas, water, trash, cable, tax...) per property, suppliers by adoption,
 * with one to three accounts per property, some per unit, and some not on file.
 */
import { type AccountNumbers } from './accounts';
import { type CatalogEntry } from './catalogTypes';
import { type City } from './geo';
import { type AccountModel, type VendorModel } from './models';
import { type Rng } from './prng';
import { type PropertyModel } from './properties';

const GROUP_PRESENCE: Readonly<Record<string, number>> = {
  electric: 1, water: 1, sewer: 1, storm: 1, gas: 0.55, trash: 0.9, cable: 0.65, tax: 1, elevator: 0.65, security: 0.15, alarm: 0.3,
  fire: 0.5, laundry: 0.5, landscape: 0.12, pest: 0.3, plumbing: 0.15, restoration: 0.08, billing: 0.35, ads: 0.4, software: 0.3,
  propane: 0.8, insurance: 0.5, flood: 0.35, lease: 0.3, permit: 0.85,
};

const METERS = ['IRRIG', 'HOUSE', 'CLUBHOUSE', 'POOL', 'LAUNDRY', 'GATE', 'COMMON AREA', 'BLDG 2', 'LEASING OFFICE', 'PARKING LOT LTS'];
const CORPORATE_ONLY = new Set(['The Home Depot', "Lowe's Companies", 'Amazon Business', 'W.W. Grainger']);

export function covers(token: string, city: City): boolean {
  return token === 'ALL' || token === city.name || token === city.metro || token === city.state;
}

export function phoneFor(rng: Rng, city: City | null): string {
  const areas: Readonly<Record<string, readonly string[]>> = {
    WA: ['206', '253', '425', '360'], OR: ['503', '971'], CA: ['415', '510', '408', '916', '213', '323', '562', '619', '760', '951', '805', '949'],
    AZ: ['602', '480', '520'], NV: ['702', '775'], FL: ['305', '786', '954', '813', '727', '407'], HI: ['808'],
  };
  const area = city ? rng.pick(areas[city.state] ?? ['800']) : rng.pick(['800', '888', '866', '877']);
  return `(${area}) ${rng.range(200, 999)}-${rng.digits(4)}`;
}

export function blankVendor(id: string, kind: VendorModel['kind'], name: string): VendorModel {
  return {
    id, kind, name, aliases: [], payees: [], business: null, emails: [], strangers: [], remitPrinted: '', remitDir: null, letterhead: null,
    phone: '', taxId: null, taxIdPrinted: null, services: [], lineCoded: false, trade: null, metros: [], states: [], weight: 1, kinds: [],
    defaultGl: null, defaultPropertyId: null, acctPattern: '', accounts: [], corporate: [], byProperty: new Map(), served: new Map(), truthGl: '', twin: false,
    unitAccounts: 0,
  };
}

function taxIdFor(rng: Rng): string {
  return `${rng.range(10, 99)}-${rng.digits(7)}`;
}

function catalogVendor(rng: Rng, e: CatalogEntry, id: string): VendorModel {
  const v = blankVendor(id, e.kind, e.name);
  v.payees = e.payees;
  v.aliases = e.payees.filter((p) => p !== e.name && rng.chance(0.6));
  v.emails = [...e.emails];
  v.strangers = [...e.strangers];
  v.remitPrinted = e.remit;
  v.remitDir = rng.chance(0.85) ? e.remit : rng.chance(0.5) ? null : e.remit.toUpperCase();
  v.phone = phoneFor(rng, null);
  v.taxId = e.taxId ?? (rng.chance(0.5) ? taxIdFor(rng) : null);
  v.taxIdPrinted = v.taxId;
  v.services = e.services.map((s) => ({ group: s.group, gl: s.gl, label: s.label, lines: s.lines }));
  v.lineCoded = e.lineCoded;
  v.kinds = e.kinds;
  v.acctPattern = e.acct;
  v.weight = e.share;
  v.unitAccounts = e.unitAccounts;
  return v;
}

interface Candidate {
  vendor: VendorModel;
  entry: CatalogEntry;
  service: number;
}

function addAccount(v: VendorModel, a: AccountModel): void {
  v.accounts.push(a);
  const list = v.byProperty.get(a.propertyId) ?? [];
  list.push(a);
  v.byProperty.set(a.propertyId, list);
}

function serve(v: VendorModel, p: PropertyModel, service: number): void {
  const list = v.served.get(p.id) ?? [];
  if (!list.includes(service)) list.push(service);
  v.served.set(p.id, list);
}

function accountsFor(rng: Rng, numbers: AccountNumbers, v: VendorModel, e: CatalogEntry, p: PropertyModel, service: number): void {
  if (!e.acct || CORPORATE_ONLY.has(e.name)) return;
  if (v.byProperty.has(p.id) && v.kind !== 'utility') return;
  if (v.byProperty.get(p.id)?.some((a) => a.service === service || a.unitId === null)) return;
  const onFile = (share: number) => rng.chance(share);
  if (e.kind === 'tax' && p.kind === 'scattered') {
    for (const u of p.units) addAccount(v, { number: numbers.make(rng, e.acct), propertyId: p.id, unitId: u.id, onFile: onFile(0.9), service, meter: null });
    return;
  }
  const big = p.units.length >= 8;
  const count = e.kind === 'utility' && big ? rng.weighted<number>([[1, 70], [2, 22], [3, 8]]) : 1;
  const meters = rng.sample(METERS, count);
  for (let i = 0; i < count; i++) {
    addAccount(v, { number: numbers.make(rng, e.acct), propertyId: p.id, unitId: null, onFile: onFile(e.kind === 'tax' ? 0.92 : 0.85), service, meter: i === 0 ? null : (meters[i] ?? null) });
  }
  const unitService = v.services[service];
  if (e.unitAccounts > 0 && unitService && (unitService.group === 'electric' || unitService.group === 'propane')) {
    for (const u of p.units) {
      const share = u.address ? Math.min(0.6, e.unitAccounts * 8) : e.unitAccounts;
      if (rng.chance(share)) addAccount(v, { number: numbers.make(rng, e.acct), propertyId: p.id, unitId: u.id, onFile: onFile(0.8), service, meter: null });
    }
  }
}

export function buildCatalogVendors(rng: Rng, catalog: readonly CatalogEntry[], properties: readonly PropertyModel[], numbers: AccountNumbers, firstId: number): VendorModel[] {
  const vendors = catalog.map((e, i) => catalogVendor(rng, e, `v11-${String(firstId + i).padStart(5, '0')}`));
  for (const p of properties) {
    const groups = new Map<string, Candidate[]>();
    catalog.forEach((e, vi) => {
      if (e.kinds.length > 0 && !e.kinds.includes(p.kind)) return;
      e.services.forEach((s, si) => {
        if (!s.coverage.some((t) => covers(t, p.city))) return;
        const key = s.group === 'supply' ? `supply:${e.name}` : s.group;
        const list = groups.get(key) ?? [];
        list.push({ vendor: vendors[vi] as VendorModel, entry: e, service: si });
        groups.set(key, list);
      });
    });
    for (const [group, candidates] of groups) {
      const first = candidates[0];
      if (!first) continue;
      if (group.startsWith('supply:')) {
        if (!rng.chance(first.entry.adoption)) continue;
        for (const c of candidates) {
          serve(c.vendor, p, c.service);
        }
        accountsFor(rng, numbers, first.vendor, first.entry, p, 0);
        continue;
      }
      if (group === 'elevator' && p.units.length < 12) continue;
      if (!rng.chance(GROUP_PRESENCE[group] ?? 0.5)) continue;
      const pickedVendor = rng.weighted(candidates.map((c) => [c.vendor, c.entry.adoption] as const));
      for (const c of candidates) {
        if (c.vendor !== pickedVendor) continue;
        serve(c.vendor, p, c.service);
        accountsFor(rng, numbers, c.vendor, c.entry, p, c.service);
      }
    }
  }
  catalog.forEach((e, i) => {
    const v = vendors[i] as VendorModel;
    if (e.acct && (CORPORATE_ONLY.has(e.name) || e.name === 'HD Supply Facilities Maintenance')) {
      const n = rng.range(1, 2);
      for (let k = 0; k < n; k++) v.corporate.push(numbers.make(rng, e.acct));
    }
    if (v.served.size === 1 && rng.chance(0.5)) v.defaultPropertyId = [...v.served.keys()][0] ?? null;
  });
  return vendors;
}
