/**
 * The portfolio: 2,000 properties across sixteen metros and exactly 20,000 units. New Orleans is
 * mostly shotgun doubles; elsewhere garden apartments, student housing, senior living, build-to-rent
 * communities, duplexes, strip retail, self-storage and single-family homes.
 */
import { NearIndex } from './corrupt';
import { EAST } from './geoEast';
import { SOUTH } from './geoSouth';
import { TEXAS } from './geoTexas';
import { OFFICES, type Metro } from './geoTypes';
import type { PropertyKind, PropertyModel, UnitModel } from './model';
import { frameName, PlaceNames } from './names';
import { AddressRegistry, type SiteAddress } from './registry';
import { at, type Rng } from './rng';
import { SiteMaker } from './sites';
import { plainSeeds, type UnitSeed } from './units';

export const METROS: readonly Metro[] = [...TEXAS, ...SOUTH, ...EAST];
export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

const MIX: readonly (readonly [PropertyKind, number])[] = [['garden', 0.25], ['student', 0.07], ['senior', 0.05], ['btr', 0.09], ['duplex', 0.12], ['retail', 0.1], ['storage', 0.05], ['sfh', 0.27]];
const NOLA_MIX: readonly (readonly [PropertyKind, number])[] = [['shotgun', 100], ['duplex', 22], ['garden', 12], ['sfh', 8], ['retail', 5], ['student', 3]];

function kindsFor(metro: Metro, rng: Rng): PropertyKind[] {
  const mix = metro.code === 'NOL' ? NOLA_MIX : MIX;
  const total = mix.reduce((s, [, w]) => s + w, 0);
  const kinds: PropertyKind[] = [];
  for (const [kind, w] of mix) for (let i = 0; i < Math.floor((metro.propertyCount * w) / total); i++) kinds.push(kind);
  while (kinds.length < metro.propertyCount) kinds.push(metro.code === 'NOL' ? 'shotgun' : 'sfh');
  return rng.shuffle(kinds);
}

const START_UNITS: Readonly<Record<PropertyKind, readonly [number, number]>> = {
  garden: [10, 38], student: [12, 36], senior: [10, 30], btr: [5, 14], duplex: [2, 2], shotgun: [2, 2], retail: [3, 10], storage: [1, 2], sfh: [0, 0],
};

export interface Portfolio {
  properties: PropertyModel[];
  units: UnitModel[];
  registry: AddressRegistry;
  places: PlaceNames;
  /** Property names and aliases, to prove a misspelt name still points at one property. */
  nameIndex: NearIndex;
}

export function buildPortfolio(rng: Rng): Portfolio {
  const registry = new AddressRegistry();
  const places = new PlaceNames(rng.fork('places'));
  const sites = new SiteMaker(registry, rng.fork('sites'));
  for (const o of Object.values(OFFICES)) registry.claim(o.number, sites.street(o.street));
  const draft: { p: PropertyModel; count: number; sides: SiteAddress[] }[] = [];
  const r = rng.fork('properties');
  for (const metro of METROS) {
    let seq = 0;
    for (const kind of kindsFor(metro, r)) {
      seq += 1;
      const city = kind === 'shotgun' ? at(metro.cities, 0) : r.weighted(metro.cities.map((c, i) => [c, i === 0 ? 3 : 1] as const));
      const zip = r.pick(city.zips);
      let site: SiteAddress;
      let sides: SiteAddress[] = [];
      if (kind === 'shotgun' || (kind === 'duplex' && r.chance(metro.code === 'NOL' ? 0.3 : 0.5))) ({ site, sides } = sites.pair(metro, city, zip, kind === 'shotgun' || r.chance(0.5)));
      else site = sites.single(metro, city, zip);
      const code = `${metro.code}-${String(seq).padStart(3, '0')}`;
      const aliases = [code];
      let name: string;
      if (kind === 'sfh' || kind === 'duplex' || kind === 'shotgun') {
        name = kind === 'sfh' && r.chance(0.3) ? `SFR - ${site.line}` : kind === 'duplex' && r.chance(0.4) ? `${site.line} Duplex` : site.line;
      } else {
        const place = places.next(metro.code);
        name = frameName(kind, place, r);
        if (name !== place && r.chance(0.5)) aliases.push(place);
        if (r.chance(0.15)) aliases.push(`${places.next(metro.code)} ${kind === 'retail' ? 'Center' : kind === 'storage' ? 'Storage' : 'Apartments'}`);
      }
      const noAddress = (kind === 'garden' || kind === 'retail' || kind === 'storage') && r.chance(0.012);
      const p: PropertyModel = {
        dir: { id: '', name, aliases, address: noAddress ? null : site.line, city: noAddress ? null : city.name, state: noAddress ? null : city.state, zip: noAddress ? null : r.chance(0.15) ? `${zip}-${site.plus4}` : zip },
        kind, metro, city, site, code, names: [name, ...aliases.slice(1)], units: [],
      };
      const [lo, hi] = START_UNITS[kind];
      draft.push({ p, count: sides.length > 0 ? 2 : r.int(lo, hi), sides });
    }
  }
  let total = draft.reduce((s, d) => s + d.count, 0);
  const gardens = draft.filter((d) => d.p.kind === 'garden');
  while (total !== UNIT_COUNT) {
    const d = r.pick(gardens);
    if (total > UNIT_COUNT && d.count > 8) { d.count -= 1; total -= 1; }
    else if (total < UNIT_COUNT && d.count < 60) { d.count += 1; total += 1; }
  }
  r.shuffle(draft);
  const units: UnitModel[] = [];
  const nameIndex = new NearIndex();
  draft.forEach((d, i) => {
    const p = d.p;
    p.dir.id = `P18-${String(i + 1).padStart(4, '0')}`;
    let seeds: UnitSeed[];
    if (d.sides.length > 0) seeds = d.sides.map((s) => ({ style: 'house', label: s.number, bldg: null, num: s.number, bed: null, site: s }));
    else if (p.kind === 'btr') seeds = sites.homes(p.city, p.site?.zip ?? at(p.city.zips, 0), d.count, r.chance(0.5));
    else seeds = plainSeeds(p, d.count, r);
    if (seeds.length !== d.count) throw new Error(`unit seeds ${seeds.length} != ${d.count} for ${p.kind}`);
    for (const s of seeds) {
      const id = `U18-${String(units.length + 1).padStart(5, '0')}`;
      const address = s.site === null ? null : `${s.site.line}, ${s.site.city.name}, ${s.site.city.state} ${s.site.zip}`;
      const u: UnitModel = { dir: { id, propertyId: p.dir.id, unit: s.label, address }, style: s.style, bldg: s.bldg, num: s.num, bed: s.bed, site: s.site };
      p.units.push(u);
      units.push(u);
    }
    for (const n of p.dir.aliases.concat(p.dir.name)) nameIndex.add(n, p.dir.id);
  });
  return { properties: draft.map((d) => d.p), units, registry, places, nameIndex };
}
