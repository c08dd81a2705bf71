/*
 * The client's 2,000 properties and 20,000 units: apartment communities, commercial buildings with
 * suites, condo and townhome associations, small multifamily, scattered single-family portfolios
 * (each home a unit with its own street address) and stand-alone houses (no units).
 */
import { AddressRegistry, newAddr, pickCity, storeCityLine, storeStreet, streetOf, streetsFor, type Addr, type StoreStyle } from './address';
import { METROS, STREETS, type City, type Metro } from './geo';
import { apartmentName, commercialName, condoName, nameCore, NAME_A, NAME_B, SURNAMES, type PropertyName } from './propertyNames';
import { pad, type Rng } from './random';
import { apartmentUnits, commercialUnits, condoUnits, LETTERS, split, unit, type UnitGen } from './units';

export type { UnitGen, UnitKind } from './units';

export type PropKind = 'apartment' | 'commercial' | 'condo' | 'townhome' | 'smallmf' | 'scattered' | 'sfh';
export interface PropGen {
  id: string;
  kind: PropKind;
  metro: Metro;
  city: City;
  name: PropertyName;
  aliases: string[];
  addr: Addr | null;
  addrText: string | null;
  storeStyle: StoreStyle;
  units: UnitGen[];
  /** The name is the street address (houses, small multifamily). */
  nameIsAddress: boolean;
}

const KIND_COUNTS: readonly [PropKind, number][] = [
  ['apartment', 430],
  ['commercial', 260],
  ['condo', 180],
  ['townhome', 90],
  ['smallmf', 520],
  ['scattered', 70],
  ['sfh', 450],
];

export const TOTAL_UNITS = 20000;

function plannedUnits(rng: Rng, kind: PropKind): number {
  switch (kind) {
    case 'apartment':
      return rng.weighted([
        [rng.int(12, 30), 62],
        [rng.int(31, 60), 30],
        [rng.int(61, 140), 8],
      ] as const);
    case 'commercial':
      return rng.int(2, 14);
    case 'condo':
      return rng.int(6, 30);
    case 'townhome':
      return rng.int(8, 30);
    case 'smallmf':
      return rng.weighted([
        [2, 45],
        [3, 20],
        [4, 35],
      ] as const);
    case 'scattered':
      return rng.int(5, 30);
    case 'sfh':
      return 0;
  }
}

class NameBook {
  private readonly cores = new Set<string>();
  private readonly acronyms = new Set<string>();

  take(name: string): boolean {
    const core = nameCore(name);
    if (!core || this.cores.has(core)) return false;
    this.cores.add(core);
    return true;
  }

  takeAcronym(a: string): boolean {
    if (this.acronyms.has(a) || this.cores.has(a.toLowerCase())) return false;
    this.acronyms.add(a);
    return true;
  }
}

interface Ctx {
  rng: Rng;
  reg: AddressRegistry;
  names: NameBook;
}

function uniqueName(ctx: Ctx, make: () => PropertyName): PropertyName {
  for (let i = 0; i < 200; i++) {
    const n = make();
    if (ctx.names.take(n.name)) return n;
  }
  throw new Error('could not name a property');
}

function addressName(a: Addr, style: StoreStyle): PropertyName {
  const line = storeStreet(a, style === 'upper' ? 'abbr' : style);
  return { base: line, tail: '', name: line };
}

function storeStyleFor(rng: Rng): StoreStyle {
  return rng.weighted([
    ['abbr', 56],
    ['full', 30],
    ['dotted', 8],
    ['upper', 6],
  ] as const);
}

function unitAddrText(rng: Rng, a: Addr, style: StoreStyle): string {
  const line = storeStreet(a, style);
  return rng.chance(0.6) ? `${line}, ${storeCityLine(a)}` : line;
}

function makeProperty(ctx: Ctx, kind: PropKind, metro: Metro, nUnits: number): PropGen {
  const { rng, reg } = ctx;
  const city = pickCity(rng, metro);
  const style = storeStyleFor(rng);
  let addr: Addr | null = null;
  let name: PropertyName;
  let units: UnitGen[] = [];
  let nameIsAddress = false;
  switch (kind) {
    case 'apartment': {
      const span = rng.chance(0.14) ? 2 * rng.int(10, 80) : 0;
      addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 15999, span });
      name = uniqueName(ctx, () => apartmentName(rng));
      units = apartmentUnits(rng, nUnits);
      break;
    }
    case 'commercial': {
      addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 19999 });
      const a = addr;
      name = uniqueName(ctx, () => commercialName(rng, streetOf(a).name, a.numLo));
      units = commercialUnits(rng, nUnits);
      break;
    }
    case 'condo': {
      addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 9999 });
      name = uniqueName(ctx, () => condoName(rng, false));
      units = condoUnits(rng, nUnits);
      break;
    }
    case 'townhome': {
      if (rng.chance(0.6)) addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 15999 });
      name = uniqueName(ctx, () => condoName(rng, true));
      const zip = addr?.zip;
      const inner = rng.int(1, 3);
      const sizes = split(nUnits, inner);
      const labelStyle = rng.weighted([
        ['street', 50],
        ['num', 30],
        ['lot', 20],
      ] as const);
      let lot = 0;
      for (const size of sizes) {
        const streetIdx = rng.pick(streetsFor(metro));
        const start = 100 * rng.int(1, 99);
        for (let k = 0; k < size; k++) {
          const ua = newAddr(rng, reg, metro, { city, streetIdx, numLo: start + 2 * k, numHi: start + 2 * k, ...(zip ? { zip } : {}) });
          lot += 1;
          const label = labelStyle === 'street' ? storeStreet(ua, 'abbr') : labelStyle === 'num' ? ua.num : `Lot ${lot}`;
          const u = unit(label, 'house', labelStyle === 'lot' ? String(lot) : ua.num);
          u.addr = ua;
          u.addrText = unitAddrText(rng, ua, style === 'upper' ? 'abbr' : style);
          units.push(u);
        }
      }
      break;
    }
    case 'smallmf': {
      const scheme = rng.weighted([
        ['letter', 35],
        ['num', 25],
        ['updown', nUnits === 2 ? 20 : 0],
        ['house', nUnits <= 3 ? 20 : 0],
      ] as const);
      if (scheme === 'house') {
        addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 9999, span: 2 * (nUnits - 1) });
        for (let k = 0; k < nUnits; k++) {
          const n = addr.numLo + 2 * k;
          const ua: Addr = { ...addr, num: String(n), numLo: n, numHi: n };
          const u = unit(String(n), 'house', String(n));
          u.addr = ua;
          u.addrText = unitAddrText(rng, ua, style === 'upper' ? 'abbr' : style);
          units.push(u);
        }
      } else {
        addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 9999 });
        if (scheme === 'letter') {
          const word = rng.weighted([
            ['', 70],
            ['Unit ', 20],
            ['Apt ', 10],
          ] as const);
          for (let k = 0; k < nUnits; k++) units.push(unit(word + (LETTERS[k] ?? 'Z'), 'letter', LETTERS[k] ?? 'Z'));
        } else if (scheme === 'num') {
          const word = rng.chance(0.25) ? 'Unit ' : '';
          for (let k = 0; k < nUnits; k++) units.push(unit(word + String(k + 1), 'letter', String(k + 1)));
        } else {
          const pair = rng.chance(0.65) ? ['Upper', 'Lower'] : ['Front', 'Rear'];
          for (const p of pair) units.push(unit(p, 'updown', p));
        }
      }
      nameIsAddress = true;
      if (rng.chance(0.15)) {
        const word = nUnits === 2 ? 'Duplex' : nUnits === 3 ? 'Triplex' : 'Fourplex';
        const line = storeStreet(addr, 'abbr');
        name = { base: line, tail: ` ${word}`, name: `${line} ${word}` };
      } else name = addressName(addr, style);
      ctx.names.take(name.name);
      break;
    }
    case 'scattered': {
      const prefix = `${(rng.pick(NAME_A).replace(/\s/g, '') + 'XX').slice(0, 2).toUpperCase()}${rng.pick(['S', 'H', 'P'])}`;
      name = uniqueName(ctx, () => {
        const f = rng.int(0, 4);
        const n =
          f === 0
            ? `${city.name} Scattered Sites ${rng.int(1, 6)}`
            : f === 1
              ? `${rng.pick(SURNAMES)} SFR Portfolio`
              : f === 2
                ? `${rng.pick(NAME_A)} Homes Portfolio`
                : f === 3
                  ? `${metro.label} Single Family ${rng.pick(['I', 'II', 'III', 'IV'])}`
                  : `${rng.pick(SURNAMES)} Family Trust Homes`;
        return { base: n, tail: '', name: n };
      });
      const labelStyle = rng.weighted([
        ['street', 45],
        ['short', 25],
        ['code', 30],
      ] as const);
      for (let k = 0; k < nUnits; k++) {
        const ua = newAddr(rng, reg, metro, { numLo: 100, numHi: 9999, dirChance: 0.1 });
        const label =
          labelStyle === 'street'
            ? storeStreet(ua, 'abbr')
            : labelStyle === 'short'
              ? `${ua.num} ${streetOf(ua).name}`
              : `${prefix}-${pad(k + 1, 3)}`;
        const u = unit(label, 'house', ua.num);
        u.addr = ua;
        u.addrText = unitAddrText(rng, ua, style === 'upper' ? 'abbr' : style);
        units.push(u);
      }
      break;
    }
    case 'sfh': {
      addr = newAddr(rng, reg, metro, { city, numLo: 100, numHi: 9999, dirChance: 0.1 });
      nameIsAddress = true;
      name = addressName(addr, style);
      if (rng.chance(0.25)) name = { ...name, name: `${name.name} - ${addr.city.name}` };
      ctx.names.take(name.name);
      break;
    }
  }
  return {
    id: '',
    kind,
    metro,
    city: addr?.city ?? city,
    name,
    aliases: [],
    addr,
    addrText: addr ? storeStreet(addr, style) : null,
    storeStyle: style,
    units,
    nameIsAddress,
  };
}

function acronym(base: string): string {
  return base
    .replace(/^The /, '')
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !['at', 'of'].includes(w))
    .map((w) => w[0])
    .join('');
}

export interface PropertySet {
  properties: PropGen[];
  units: UnitGen[];
  registry: AddressRegistry;
  /** Pairs named "X" and "X II" (phases), for the header's mix. */
  phasePairs: number;
}

/** The manager's offices sit on streets the sites use too; no site may share an office's address. */
function reserveOffices(reg: AddressRegistry): void {
  for (const m of METROS) {
    const num = Number(/^\d+/.exec(m.office.line1)?.[0] ?? NaN);
    STREETS.forEach((st, i) => {
      if (m.office.line1.includes(` ${st.name} `)) reg.claim(i, num, num);
    });
  }
}

export function buildProperties(rng: Rng): PropertySet {
  const ctx: Ctx = { rng, reg: new AddressRegistry(), names: new NameBook() };
  reserveOffices(ctx.reg);
  const plan: { kind: PropKind; metro: Metro; n: number }[] = [];
  for (const [kind, count] of KIND_COUNTS) {
    for (let i = 0; i < count; i++) {
      const metro = rng.weighted(METROS.map((m) => [m, m.weight] as const));
      plan.push({ kind, metro, n: plannedUnits(rng, kind) });
    }
  }
  // Apartment sizes absorb the difference so the directory has exactly TOTAL_UNITS units.
  const apartments = plan.filter((p) => p.kind === 'apartment');
  let total = plan.reduce((s, p) => s + p.n, 0);
  while (total !== TOTAL_UNITS) {
    const p = rng.pick(apartments);
    if (total > TOTAL_UNITS && p.n > 10) {
      p.n -= 1;
      total -= 1;
    } else if (total < TOTAL_UNITS && p.n < 220) {
      p.n += 1;
      total += 1;
    }
  }
  rng.shuffle(plan);
  const properties = plan.map((p) => makeProperty(ctx, p.kind, p.metro, p.n));

  // Phases: a second community next door named "X II", on the same street.
  let phasePairs = 0;
  const apts = properties.filter((p) => p.kind === 'apartment' && p.name.tail !== '' && p.addr);
  for (let i = 0; i + 1 < apts.length && phasePairs < 18; i += 23) {
    const a = apts[i];
    const b = apts[i + 1];
    if (!a?.addr || !b?.addr) continue;
    const name: PropertyName = { base: `${a.name.base} II`, tail: a.name.tail, name: `${a.name.base} II${a.name.tail}` };
    if (!ctx.names.take(name.name)) continue;
    const addr = newAddr(rng, ctx.reg, a.metro, { city: a.addr.city, streetIdx: a.addr.streetIdx, numLo: a.addr.numHi + 100, numHi: a.addr.numHi + 100 });
    b.metro = a.metro;
    b.city = a.addr.city;
    b.name = name;
    b.addr = addr;
    b.addrText = storeStreet(addr, b.storeStyle);
    phasePairs += 1;
  }

  // Aliases: former names and short codes site staff use.
  for (const p of properties) {
    if (p.kind === 'sfh' || p.kind === 'smallmf') continue;
    if (p.kind !== 'scattered' && rng.chance(0.13)) {
      const former =
        p.kind === 'apartment'
          ? apartmentName(rng)
          : p.kind === 'commercial'
            ? commercialName(rng, rng.pick(NAME_B), rng.int(100, 999))
            : condoName(rng, p.kind === 'townhome');
      if (ctx.names.take(former.name)) p.aliases.push(former.name);
    }
    if (rng.chance(0.08)) {
      const a = acronym(p.name.base);
      if (a.length >= 3 && ctx.names.takeAcronym(a)) p.aliases.push(a);
    }
    if (p.kind === 'condo' && rng.chance(0.15)) p.aliases.push(`${p.name.base} COA`);
  }

  let uid = 0;
  const units: UnitGen[] = [];
  properties.forEach((p, i) => {
    p.id = `prop-${pad(i + 1, 4)}`;
    const coreCount = new Map<string, number>();
    for (const u of p.units) coreCount.set(u.core, (coreCount.get(u.core) ?? 0) + 1);
    for (const u of p.units) {
      uid += 1;
      u.id = `unit-${pad(uid, 5)}`;
      u.coreShared = (coreCount.get(u.core) ?? 0) > 1;
      units.push(u);
    }
  });
  return { properties, units, registry: ctx.reg, phasePairs };
}
