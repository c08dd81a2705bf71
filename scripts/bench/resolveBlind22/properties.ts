/** 2,000 properties and exactly 20,000 units, with the sites (addresses) the bills will print. */
import { type DirectoryProperty, type DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { type Kind, METROS, type Town, TOWNS } from './geo';
import { type Rng } from './rng';
import { parseStreet, type Street, streetText } from './street';

export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

/** An addressable place: a property's address or a unit's own address. */
export interface Site {
  propertyId: string;
  unitId: string | null;
  /** As printed before the street: "412", "118-120". */
  house: string;
  /** The clerk's key: "412", "118-120", "412R" (rear house). */
  houseKey: string;
  rear: boolean;
  street: Street;
  town: Town;
  city: string;
  zip: string;
}

export interface PropInfo {
  prop: DirectoryProperty;
  kind: Kind;
  metro: string;
  site: Site;
  units: { unit: DirectoryUnit; site: Site | null }[];
}

const ADJ = ['Willow', 'Cedar', 'Maple', 'Birch', 'Oak', 'Chestnut', 'Hickory', 'Laurel', 'Sycamore', 'Spruce', 'Aspen', 'Hawthorne', 'Juniper', 'Magnolia', 'Briar', 'Fox', 'Deer', 'Heron', 'Pheasant', 'Stone', 'Brook', 'Meadow', 'Mill', 'Spring', 'Cherry', 'Holly'];
const NOUN = ['Ridge', 'Run', 'Glen', 'Hollow', 'Crossing', 'Pointe', 'Knoll', 'Chase', 'Court', 'Green', 'Park', 'Hill', 'Creek', 'Woods', 'Landing'];
const TYPE = ['Gardens', 'Apartments', 'Village', 'Commons', 'Manor', 'Terrace'];

export function buildProperties(rng: Rng): PropInfo[] {
  const used = new Set<string>();
  const out: PropInfo[] = [];
  const gardenNames = new Set<string>();
  let unitSeq = 0;
  const newUnit = (p: PropInfo, label: string, site: Site | null): void => {
    const id = `u22-${String(++unitSeq).padStart(5, '0')}`;
    if (site) site.unitId = id;
    p.units.push({ unit: { id, propertyId: p.prop.id, unit: label, address: site ? `${site.house} ${site.rear ? 'Rear ' : ''}${streetText(site.street, site.town.state)}` : null }, site });
  };
  const takeHouses = (town: Town, street: Street, n: number): number => {
    for (;;) {
      const start = rng.int(1, 160) * 2 + (rng.chance(0.5) ? 1 : 0) + (rng.chance(0.5) ? 0 : 100 * rng.int(1, 24));
      const nums = Array.from({ length: n }, (_, i) => start + 2 * i);
      const keys = nums.map((x) => `${town.idx}|${street.core}|${street.route ?? ''}|${x}`);
      if (keys.some((k) => used.has(k))) continue;
      keys.forEach((k) => used.add(k));
      return start;
    }
  };
  let seq = 0;
  for (const metro of METROS) {
    const towns = TOWNS.filter((t) => t.metro === metro.code);
    for (let i = 0; i < metro.count; i++) {
      const kind = rng.weighted(metro.kinds);
      const town = rng.chance(0.45) ? (towns[0] as Town) : rng.pick(towns);
      const onRoad = (kind === 'garden' || kind === 'small' || kind === 'double') && rng.chance(0.15);
      const street = parseStreet(onRoad ? rng.pick(metro.roads) : rng.pick(metro.streets));
      const nHouses = kind === 'twin' ? 2 : kind === 'row' ? rng.int(3, 8) : 1;
      const start = takeHouses(town, street, nHouses);
      const end = start + 2 * (nHouses - 1);
      const hamlet = town.hamlets.length > 0 && rng.chance(0.4) ? rng.pick(town.hamlets) : null;
      const zip = hamlet ? hamlet.zip : rng.pick(town.zips);
      const house = nHouses > 1 ? `${start}-${end}` : String(start);
      const id = `p22-${String(++seq).padStart(4, '0')}`;
      const site: Site = { propertyId: id, unitId: null, house, houseKey: house, rear: false, street, town, city: hamlet ? hamlet.name : town.name, zip };
      const st = streetText(street, town.state);
      const shortSt = street.route ? st : street.core;
      let name: string;
      if (kind === 'garden') {
        do name = `${rng.pick(ADJ)} ${rng.pick(NOUN)} ${rng.pick(TYPE)}`; while (gardenNames.has(name));
        gardenNames.add(name);
      } else if (kind === 'double') name = `${start} ${shortSt} Double`;
      else if (kind === 'student') name = `${shortSt} House ${start}`;
      else if (kind === 'hillside') name = `${start} ${shortSt}`;
      else if (kind === 'twin') name = `${shortSt} Twin ${house}`;
      else if (kind === 'row') name = `${shortSt} Row ${house}`;
      else name = `${start} ${shortSt} Apartments`;
      const code = `${metro.code}-${String(i + 1).padStart(3, '0')}`;
      const aliases = [code];
      if (kind === 'garden' && rng.chance(0.6)) aliases.push(name.split(' ').slice(0, 2).join(' '));
      if (kind !== 'garden' && rng.chance(0.2)) aliases.push(`${town.name.split(' ')[0]} ${kind === 'double' ? 'Two-Family' : kind === 'student' ? 'Student House' : 'Building'} ${start}`);
      const address = `${house} ${st}`;
      const p: PropInfo = { prop: { id, name, aliases, address, city: site.city, state: town.state, zip }, kind, metro: metro.code, site, units: [] };
      out.push(p);
      if (kind === 'double') ['Up', 'Dn'].forEach((l) => newUnit(p, l, null));
      else if (kind === 'student') for (let b = 1, n = rng.int(3, 6); b <= n; b++) newUnit(p, `BR${b}`, null);
      else if (kind === 'hillside') {
        if (rng.chance(0.6)) {
          newUnit(p, 'Front', null);
          newUnit(p, 'Rear', { ...site, houseKey: `${start}R`, rear: true });
        } else newUnit(p, 'House', null);
      } else if (kind === 'twin' || kind === 'row') {
        for (let k = 0; k < nHouses; k++) {
          const n = String(start + 2 * k);
          newUnit(p, kind === 'twin' ? (k === 0 ? 'A' : 'B') : n, { ...site, house: n, houseKey: n });
        }
      } else if (kind === 'small') {
        const n = rng.int(3, 9);
        const style = rng.int(0, 2);
        for (let k = 1; k <= n; k++) newUnit(p, style === 0 ? String(k) : style === 1 ? String.fromCharCode(64 + k) : `${Math.ceil(k / 2)}0${2 - (k % 2)}`, null);
      }
    }
  }
  // Garden complexes take the rest, so the total is exactly UNIT_COUNT.
  const gardens = out.filter((p) => p.kind === 'garden');
  const total = UNIT_COUNT - unitSeq;
  const weights = gardens.map(() => 0.5 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((total * w) / sum));
  sizes[sizes.length - 1] = total - sizes.slice(0, -1).reduce((a, b) => a + b, 0);
  gardens.forEach((p, gi) => {
    const size = sizes[gi] as number;
    const perBldg = rng.pick([6, 9, 12]);
    const letters = perBldg / 3;
    for (let k = 0; k < size; k++) {
      const b = Math.floor(k / perBldg) + 1;
      const r = k % perBldg;
      newUnit(p, `${b}-${Math.floor(r / letters) + 1}${String.fromCharCode(65 + (r % letters))}`, null);
    }
  });
  if (unitSeq !== UNIT_COUNT) throw new Error(`unit total ${unitSeq}`);
  return out;
}
