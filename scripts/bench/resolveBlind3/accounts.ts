import type { Portfolio, PropModel, UnitModel } from './portfolio';
import type { Rng } from './rng';
import { WeightedPicker } from './rng';
import type { AccountModel, AccountRole, VendorModel } from './vendorModel';
import { utilityWeightFor } from './vendors';

/*
 * Who holds which account. Utilities: house/common meters per building, vacant-unit meters the
 * manager holds between residents, master water and irrigation meters, trash per site, office
 * and elevator phone lines, bulk cable; county tax parcels. Suppliers and service companies:
 * one company-wide customer number, or one per property (ship-to / service location).
 */

export function compactAccount(s: string): string {
  return s.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

class Numbers {
  private readonly used = new Set<string>();
  constructor(private readonly rng: Rng) {}

  make(pattern: string): string {
    for (let i = 0; i < 1000; i++) {
      let out = '';
      for (const ch of pattern) {
        if (ch === '#') out += String(this.rng.int(10));
        else if (ch === 'A') out += 'ABCDEFGHJKLMNPRSTUVWXYZ'[this.rng.int(23)];
        else out += ch;
      }
      const k = compactAccount(out);
      if (!this.used.has(k)) {
        this.used.add(k);
        return out;
      }
    }
    throw new Error(`account space exhausted for ${pattern}`);
  }
}

function store(v: VendorModel, formatted: string, rng: Rng): string {
  const mode = v.acctStoreMode === 'mixed' ? (rng.chance(0.5) ? 'pattern' : 'compact') : v.acctStoreMode;
  return mode === 'compact' ? formatted.replace(/[^A-Za-z0-9]/g, '') : formatted;
}

export class AccountBook {
  readonly numbers: Numbers;
  constructor(private readonly rng: Rng) {
    this.numbers = new Numbers(rng);
  }

  add(v: VendorModel, propertyId: string | null, unitId: string | null, role: AccountRole, bldgNum: string | null = null, pattern?: string): AccountModel {
    const formatted = this.numbers.make(pattern ?? v.acctPattern);
    const a: AccountModel = { vendorId: v.id, stored: store(v, formatted, this.rng), formatted, propertyId, unitId, role, bldgNum };
    v.accounts.push(a);
    return a;
  }
}

function chooseUtility(rng: Rng, list: readonly VendorModel[], p: PropModel): VendorModel | null {
  const opts: [VendorModel, number][] = [];
  for (const v of list) {
    const w = utilityWeightFor(v, p.metro.key, p.city);
    if (w > 0) opts.push([v, w]);
  }
  if (opts.length === 0) return null;
  return rng.weighted(opts);
}

function sampleUnits(rng: Rng, units: readonly UnitModel[], rate: number, min: number, max: number): UnitModel[] {
  if (units.length === 0) return [];
  const k = Math.max(min, Math.min(max, Math.round(units.length * rate * (0.5 + rng.float()))));
  return rng.sample(units, k);
}

const MULTI_RES = new Set(['garden', 'student', 'senior', 'midrise', 'mixed']);

export function assignUtilityAccounts(rng: Rng, portfolio: Portfolio, vendors: readonly VendorModel[], book: AccountBook): void {
  const by = (k: string): VendorModel[] => vendors.filter((v) => v.cls === 'utility' && v.kind === k);
  const electric = by('electric');
  const gas = by('gas');
  const water = by('water');
  const trash = by('trash');
  const telecom = by('telecom');
  const bulk = by('bulkCable');
  const billing = by('utilityBilling');
  const tax = vendors.filter((v) => v.cls === 'tax');

  for (const p of portfolio.properties) {
    const k = p.kind;
    const n = p.units.length;
    // Electric
    const e = chooseUtility(rng, electric, p);
    if (e) {
      const house: AccountRole[] = [];
      if (k === 'sfr') {
        if (rng.chance(0.9)) house.push('house');
      } else if (k === 'duplex' || k === 'plex') {
        if (rng.chance(k === 'duplex' ? 0.4 : 0.6)) house.push('house');
      } else if (k === 'garden' || k === 'student' || k === 'senior') {
        const c = Math.max(2, Math.min(8, Math.ceil(n / 30)));
        house.push('house');
        for (let i = 1; i < c; i++) house.push('building');
        if (p.pool) house.push('pool');
        if (p.gate) house.push('gate');
      } else if (k === 'midrise' || k === 'mixed' || k === 'office') {
        for (let i = rng.range(1, 3); i > 0; i--) house.push('house');
      } else if (k === 'retail') {
        for (let i = rng.range(1, 2); i > 0; i--) house.push('house');
      } else if (k === 'mhp') {
        house.push('office');
        for (let i = rng.range(0, 2); i > 0; i--) house.push('house');
      } else if (k === 'storage') {
        house.push('office');
        if (p.gate) house.push('gate');
      } else if (k === 'hoa') {
        for (let i = rng.range(2, 6); i > 0; i--) house.push('house');
        if (p.pool) house.push('pool');
        if (p.gate) house.push('gate');
        if (p.irrigation) house.push('irrigation');
      }
      let b = 0;
      for (const role of house) {
        const bn = role === 'building' ? p.buildingNums[b++] ?? null : null;
        book.add(e, p.id, null, role, bn);
      }
      // Vacant units the manager holds between residents.
      let vacant: UnitModel[] = [];
      if (k === 'duplex' || k === 'plex') vacant = p.units.filter(() => rng.chance(k === 'duplex' ? 0.3 : 0.2));
      else if (MULTI_RES.has(k)) vacant = sampleUnits(rng, p.units, 0.03, n > 20 ? 1 : 0, 8);
      else if (k === 'retail') vacant = sampleUnits(rng, p.units, 0.2, 0, 4);
      else if (k === 'office') vacant = sampleUnits(rng, p.units, 0.15, 0, 5);
      else if (k === 'storage') vacant = p.units.filter(() => rng.chance(0.5));
      else if (k === 'hoa' && rng.chance(0.1)) vacant = sampleUnits(rng, p.units, 0.03, 0, 2);
      for (const u of vacant) book.add(e, p.id, u.id, 'vacant');
    }
    // Gas
    const gasRate: Record<string, number> = { sfr: 0.35, duplex: 0.4, plex: 0.4, garden: 0.4, midrise: 0.6, student: 0.4, senior: 0.6, retail: 0.2, office: 0.3, mhp: 0.15, hoa: 0.3, mixed: 0.4, storage: 0 };
    const g = rng.chance(gasRate[k] ?? 0) ? chooseUtility(rng, gas, p) : null;
    if (g) {
      if ((k === 'duplex' || k === 'plex') && rng.chance(0.3)) {
        for (const u of p.units) if (rng.chance(0.5)) book.add(g, p.id, u.id, 'unitMeter');
      } else {
        for (let i = k === 'garden' ? rng.range(1, 2) : 1; i > 0; i--) book.add(g, p.id, null, i === 1 ? 'house' : 'pool');
      }
    }
    // Water / sewer
    const wRate: Record<string, number> = { sfr: 0.85, duplex: 0.75, plex: 0.75, storage: 0.9 };
    const w = rng.chance(wRate[k] ?? 1) ? chooseUtility(rng, water, p) : null;
    if (w) {
      if ((k === 'duplex' || k === 'plex') && rng.chance(0.3)) {
        for (const u of p.units) book.add(w, p.id, u.id, 'unitMeter');
      } else {
        const masters = MULTI_RES.has(k) ? rng.range(1, 3) : k === 'mhp' ? rng.range(1, 2) : k === 'hoa' ? rng.range(1, 3) : 1;
        let b = 0;
        for (let i = 0; i < masters; i++) book.add(w, p.id, null, i === 0 ? 'master' : 'building', i === 0 ? null : p.buildingNums[b++] ?? null);
        if (p.irrigation && k !== 'sfr' && rng.chance(0.7)) book.add(w, p.id, null, 'irrigation');
        if (p.pool && k === 'hoa' && rng.chance(0.5)) book.add(w, p.id, null, 'pool');
      }
    }
    // Trash
    const tRate: Record<string, number> = { sfr: 0.08, duplex: 0.25, plex: 0.5, hoa: 0.5, storage: 0.9 };
    const t = rng.chance(tRate[k] ?? 1) ? chooseUtility(rng, trash, p) : null;
    if (t) {
      book.add(t, p.id, null, 'service');
      if (MULTI_RES.has(k) && rng.chance(0.2)) book.add(t, p.id, null, 'service');
    }
    // Telecom
    const lines: AccountRole[] = [];
    if (MULTI_RES.has(k) || k === 'office') lines.push('office', ...(rng.chance(0.3) ? (['office'] as const) : []));
    if (k === 'retail' && rng.chance(0.2)) lines.push('office');
    if (k === 'storage' && rng.chance(0.8)) lines.push('office');
    if (k === 'mhp' && rng.chance(0.6)) lines.push('office');
    if (k === 'hoa' && p.gate) lines.push('gate');
    if (k === 'hoa' && rng.chance(0.4)) lines.push('office');
    if (p.elevator && k !== 'hoa') for (let i = rng.range(1, 3); i > 0; i--) lines.push('elevatorLine');
    if (lines.length > 0) {
      const tv = chooseUtility(rng, telecom, p);
      const tv2 = rng.chance(0.3) ? chooseUtility(rng, telecom, p) : tv;
      for (const role of lines) {
        const vendor = role === 'elevatorLine' ? tv2 : tv;
        if (vendor) book.add(vendor, p.id, null, role);
      }
    }
    const bulkRate: Record<string, number> = { student: 0.7, garden: 0.15, midrise: 0.2, senior: 0.3 };
    if (rng.chance(bulkRate[k] ?? 0)) {
      const bv = chooseUtility(rng, bulk, p);
      if (bv) book.add(bv, p.id, null, 'bulk');
    }
    const billRate: Record<string, number> = { garden: 0.6, student: 0.6, senior: 0.5, midrise: 0.6, mhp: 0.4, mixed: 0.3 };
    if (rng.chance(billRate[k] ?? 0)) {
      const bv = chooseUtility(rng, billing, p);
      if (bv) book.add(bv, p.id, null, 'service');
    }
    // Property tax parcels
    if (k !== 'hoa') {
      const tv = chooseUtility(rng, tax, p);
      if (tv) {
        const parcels = k === 'garden' || k === 'mhp' || k === 'retail' ? rng.weighted([[1, 6], [2, 3], [3, 1]] as const) : 1;
        for (let i = 0; i < parcels; i++) book.add(tv, p.id, null, 'parcel');
      }
    }
  }
}

function serves(v: VendorModel, p: PropModel): boolean {
  if (!v.metros.includes(p.metro.key)) return false;
  if (v.serves && !v.serves.includes(p.kind)) return false;
  if (v.kind === 'elevator' && !p.elevator) return false;
  if (v.kind === 'pool' && !p.pool) return false;
  if (v.kind === 'snow' && !p.metro.snow) return false;
  return true;
}

/** Suppliers' and trades' client lists and per-property customer numbers. */
export function assignClients(rng: Rng, portfolio: Portfolio, vendors: readonly VendorModel[], book: AccountBook): void {
  const props = portfolio.properties;
  const byMetro = new Map<string, PropModel[]>();
  for (const p of props) {
    const l = byMetro.get(p.metro.key);
    if (l) l.push(p);
    else byMetro.set(p.metro.key, [p]);
  }
  const size = (p: PropModel): number => Math.sqrt(p.units.length + 2);
  const ROUTE_KINDS = new Set(['pest', 'pool', 'landscaping', 'janitorial', 'security', 'fire', 'towing', 'elevator', 'irrigation', 'snow', 'uniforms']);
  for (const v of vendors) {
    if (v.cls === 'utility' || v.cls === 'tax') continue;
    if (v.cls === 'hoa') {
      for (const pid of v.clients) book.add(v, pid, null, 'owner');
      continue;
    }
    const local = v.metros.length >= byMetro.size ? props : v.metros.flatMap((m) => byMetro.get(m) ?? []);
    const eligible = local.filter((p) => serves(v, p) && (v.cls !== 'national' || v.serves || p.kind !== 'sfr' || v.acctMode === 'company'));
    if (eligible.length === 0) continue;
    if (v.cls === 'national') {
      if (v.acctMode === 'company') {
        book.add(v, null, null, 'company');
        v.clients = eligible.map((p) => p.id);
      } else if (v.acctMode === 'property') {
        const n = Math.min(eligible.length, Math.round(v.weight * 10 + 5));
        const picked = rng.sample(eligible, n);
        for (const p of picked) book.add(v, p.id, null, 'shipTo');
        v.clients = picked.map((p) => p.id);
      } else {
        v.clients = eligible.map((p) => p.id);
      }
      continue;
    }
    // Local trades, franchisees, sole proprietors, professional services.
    if (v.weight > 0 && (v.cls === 'local' || v.cls === 'soleProp') && rng.chance(0.07)) {
      const big = eligible.filter((p) => p.units.length >= 20 || p.kind === 'office' || p.kind === 'retail');
      const p = rng.pick(big.length > 0 ? big : eligible);
      v.clients = [p.id];
      v.defaultPropertyId = p.id;
    } else {
      const n = Math.max(1, Math.min(eligible.length, Math.round(1 + v.weight * 4 + rng.float() * 3)));
      const picker = new WeightedPicker(eligible, eligible.map(size));
      const chosen = new Set<string>();
      for (let i = 0; i < n * 3 && chosen.size < n; i++) chosen.add(picker.pick(rng).id);
      v.clients = [...chosen];
    }
    if (ROUTE_KINDS.has(v.kind) && rng.chance(0.35)) {
      v.acctMode = 'property';
      v.acctPattern = rng.pick(['######', 'C-#####', '#####', 'AC####', '####-##', 'CUST-####']);
      v.acctStoreMode = rng.weighted([['pattern', 7], ['compact', 3]] as const);
      for (const pid of v.clients) book.add(v, pid, null, 'service');
    }
  }
}
