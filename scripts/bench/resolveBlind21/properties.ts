/** 2,000 properties and 20,000 units across the client's seven metros. */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { METROS, SD_NEIGHBOURHOODS, type City, type Metro, type PropType } from './geo';
import { cityKey, unitCore } from './normalize';
import type { Rng } from './prng';
import { NameRegistry, propertyName } from './propNames';
import { formatStreet, streetFromSpec, streetKey, type StreetParts } from './street';
import { isTwin, twinAddresses } from './twins';
import { drawUnitCount, rebalance, unitLabels } from './units';

export interface UnitInfo { unit: DirectoryUnit; core: string; street: StreetParts | null }
export interface PropInfo {
  prop: DirectoryProperty;
  metro: Metro;
  city: City;
  /** The neighbourhood (San Diego) a bill may print in place of the city. */
  place: string | null;
  type: PropType;
  street: StreetParts | null;
  zip: string;
  code: string;
  units: UnitInfo[];
}

export const FARM_STREETS = ['Hwy 1', 'Foxen Canyon|Rd', 'County Rd 98', 'County Rd 102', 'Betteravia|Rd'];
export const TOTAL_PROPERTIES = 2000;
export const TOTAL_UNITS = 20000;

function drawStreet(rng: Rng, metro: Metro, type: PropType): StreetParts {
  const farm = FARM_STREETS.filter((s) => metro.streets.includes(s));
  const pool = type === 'farmworker' && farm.length ? farm : metro.streets.filter((s) => !FARM_STREETS.includes(s));
  const spec = rng.pick(pool);
  const number = type === 'farmworker' ? rng.int(1000, 29999) : metro.key === 'sd' || metro.key === 'sgv' ? rng.int(1000, 5999) : rng.int(100, 12999);
  const pre = metro.dirs && rng.chance(0.7) ? rng.pick(['N', 'S', 'E', 'W']) : null;
  return streetFromSpec(spec, number, pre);
}

export function generateProperties(rng: Rng): PropInfo[] {
  const reg = new NameRegistry();
  const taken = new Set<string>();
  const props: PropInfo[] = [];
  const types: PropType[] = [];
  const counts: number[] = [];
  const r = rng.fork('draw');
  for (const metro of METROS) {
    for (let i = 0; i < metro.properties; i++) {
      const type = r.weighted(metro.types);
      const city = r.pick(metro.cities);
      let place: string | null = null;
      let zip = r.pick(city.zips);
      if (city.name === 'San Diego') {
        const [n, z] = r.pick(SD_NEIGHBOURHOODS);
        place = n;
        zip = z;
      }
      let street = drawStreet(r, metro, type);
      for (let k = 0; taken.has(streetKey(street, cityKey(city.name))) && k < 50; k++) street = drawStreet(r, metro, type);
      taken.add(streetKey(street, cityKey(city.name)));
      types.push(type);
      counts.push(drawUnitCount(r, type));
      const code = `${metro.key.toUpperCase()}-${String(i + 1).padStart(4, '0')}`;
      props.push({
        prop: { id: '', name: '', aliases: [], address: null, city: city.name, state: city.state, zip },
        metro, city, place, type, street, zip, code, units: [],
      });
    }
  }
  twinAddresses(rng.fork('twins'), props, taken);
  rebalance(types, counts, TOTAL_UNITS);
  const order = rng.fork('order').shuffle(props.map((_, i) => i));
  const n = rng.fork('names');
  let unitSeq = 0;
  order.forEach((idx, pos) => {
    const p = props[idx] as PropInfo;
    const id = `p21-${String(pos + 1).padStart(4, '0')}`;
    const st = p.street as StreetParts;
    const style = n.weighted([[{ dir: 'abbr', suffix: 'abbr' }, 70], [{ dir: 'full', suffix: 'full' }, 18], [{ dir: 'abbr', suffix: 'dotted' }, 12]] as const);
    let address: string | null = formatStreet(st, style);
    if (n.chance(0.06)) address = address.toUpperCase();
    const noAddress = p.type !== 'sfrHoa' && p.type !== 'sfrAdu' && !isTwin(p) && n.chance(0.012);
    const { name, aliases } = propertyName(n, reg, p.type, formatStreet(st), p.city.name, p.place);
    if (reg.tryTake(p.code)) aliases.unshift(p.code);
    const storedCity = p.place && n.chance(0.2) ? p.place : p.city.name;
    p.prop = {
      id, name, aliases, address: noAddress ? null : address, city: storedCity, state: p.city.state,
      zip: n.chance(0.03) ? null : n.chance(0.1) ? `${p.zip}-${n.int(1000, 9999)}` : p.zip,
    };
    if (noAddress) p.street = null;
    const labels = unitLabels(p.type, counts[idx] as number, n);
    const cores = new Set<string>();
    labels.forEach((label, k) => {
      unitSeq++;
      const core = unitCore(label);
      if (cores.has(core)) throw new Error(`unit core ${core} twice in ${id}`);
      cores.add(core);
      let own: StreetParts | null = null;
      if (p.street && p.type === 'sfrAdu' && label === 'ADU') own = { ...p.street, fraction: '1/2' };
      if (p.street && p.type === 'fourplex' && k > 0 && fourplexOwn(p)) own = { ...p.street, number: p.street.number + 2 * k };
      if (own) {
        const key = streetKey(own, cityKey(p.city.name));
        if (taken.has(key)) own = null;
        else taken.add(key);
      }
      p.units.push({ unit: { id: `u21-${String(unitSeq).padStart(5, '0')}`, propertyId: id, unit: label, address: own ? formatStreet(own) : null }, core, street: own });
    });
  });
  return order.map((i) => props[i] as PropInfo);
}

function fourplexOwn(p: PropInfo): boolean { return p.street !== null && p.street.number % 10 < 3; }
