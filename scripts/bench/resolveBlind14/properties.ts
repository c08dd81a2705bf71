/** 2,000 properties in twenty-one cities and their 20,000 units. */
import { AddrBook, concreteStreet, streetCore } from './addrBook';
import { type City } from './cityTypes';
import { type Kind, type PropM } from './model';
import { type Rng } from './rng';
import { cities, natureWords, placeWords, surnames } from './theme';
import { layoutUnits } from './units';

export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

const bounds: Record<Kind, [number, number]> = {
  scattered: [3, 24], townhome: [4, 40], garden: [4, 96], condo: [8, 72], mixed: [2, 14], mhp: [10, 90], office: [2, 18],
};

function kindFor(rng: Rng, c: City): Kind {
  const sunny = c.region === 'gulf' || c.region === 'valley';
  return rng.weighted<Kind>([
    ['scattered', 15], ['townhome', 14], ['garden', 33], ['condo', sunny ? 7 : 4],
    ['mixed', sunny ? 9 : 15], ['mhp', sunny ? 13 : 7], ['office', 4],
  ]);
}

function unitDraw(rng: Rng, k: Kind): number {
  switch (k) {
    case 'scattered': return rng.int(3, 16);
    case 'townhome': return rng.int(4, 20);
    case 'garden': return rng.pick([4, 4, 6, 8, 8, 12, 12, 16, 24, 24, 32, 48, 64]);
    case 'condo': return rng.int(10, 44);
    case 'mixed': return rng.int(2, 9);
    case 'mhp': return rng.int(12, 60);
    case 'office': return rng.int(2, 12);
  }
}

const roman = ['', ' II', ' III', ' IV'];

function nameFor(rng: Rng, k: Kind, c: City): [string, string] {
  const nat = rng.pick(natureWords);
  const place = rng.pick(placeWords);
  const hood = rng.pick(c.neighborhoods);
  const art = streetCore(rng.pick(c.arterials));
  const r = rng.chance(0.15) ? rng.pick(roman) : '';
  const sur = rng.pick(surnames);
  const opts: Record<Kind, [string, string][]> = {
    scattered: [[`${hood} Scattered Sites${r}`, hood], [`${hood} Homes${r}`, `${hood} Homes`], [`${hood} Family Homes${r}`, `${hood} Family`], [`Hope Homes of ${hood}`, `Hope Homes`], [`${hood} Revitalization Homes${r}`, `${hood} Revitalization`], [`${hood} Lease-Purchase Homes`, `${hood} Lease-Purchase`]],
    townhome: [[`${nat} ${place} Townhomes`, `${nat} ${place}`], [`The Townes at ${nat} ${place}`, `Townes at ${nat} ${place}`], [`${nat} Commons Townhomes`, `${nat} Commons`], [`${art} Townhomes${r}`, art]],
    garden: [[`${nat} ${place} Apartments${r}`, `${nat} ${place}`], [`${art} Gardens`, `${art} Gardens`], [`${nat} ${place}${r}`, `${nat} ${place}`], [`${nat} Village Apartments`, `${nat} Village`], [`${art} Court Apartments`, `${art} Court`]],
    condo: [[`The ${nat} Condominiums`, nat], [`${nat} Tower`, `${nat} Tower`], [`One ${art}`, `One ${art}`], [`${nat} ${place} Condos`, `${nat} ${place}`], [`The ${place} at ${nat} Bay`, `${place} at ${nat} Bay`]],
    mixed: [[`The ${nat} Lofts`, `${nat} Lofts`], [`${art} Mercantile Building`, `${art} Mercantile`], [`The ${sur} Building`, `${sur} Bldg`], [`${hood} Block`, `${hood} Block`], [`${art} Flats & Shops`, `${art} Flats`]],
    mhp: [[`${nat} ${place} Mobile Home Park`, `${nat} ${place}`], [`${nat} MHP`, nat], [`${nat} ${place} Manufactured Home Community`, `${nat} ${place}`], [`${nat} ${place} MH & RV Park`, `${nat} ${place}`], [`${nat} Estates Mobile Home Park`, `${nat} Estates`]],
    office: [[`${nat} Office Park`, nat], [`${nat} Corporate Center`, `${nat} Corporate`], [`${art} Executive Park`, `${art} Executive`], [`${nat} ${place} Business Center`, `${nat} ${place}`]],
  };
  return rng.pick(opts[k]);
}

function allocate(total: number): Map<City, number> {
  const w = cities.reduce((s, c) => s + c.weight, 0);
  const raw = cities.map((c) => [c, (total * c.weight) / w] as const);
  const out = new Map(raw.map(([c, x]) => [c, Math.floor(x)]));
  let left = total - [...out.values()].reduce((s, x) => s + x, 0);
  for (const [c] of [...raw].sort((a, b) => (b[1] % 1) - (a[1] % 1))) {
    if (left-- <= 0) break;
    out.set(c, (out.get(c) ?? 0) + 1);
  }
  return out;
}

export function buildProperties(rng: Rng): { props: PropM[]; book: AddrBook } {
  const book = new AddrBook();
  const props: PropM[] = [];
  const counts: number[] = [];
  const names = new Set<string>();
  for (const [c, n] of allocate(PROPERTY_COUNT)) {
    let seq = rng.int(1, 40);
    for (let i = 0; i < n; i++) {
      const kind = kindFor(rng, c);
      let [name, short] = nameFor(rng, kind, c);
      for (let t = 0; names.has(`${c.code}|${name}`) && t < 50; t++) [name, short] = nameFor(rng, kind, c);
      if (names.has(`${c.code}|${name}`)) throw new Error(`no fresh name in ${c.name}`);
      names.add(`${c.code}|${name}`);
      seq += rng.int(1, 3);
      const code = `${c.code}${String(seq).padStart(3, '0')}`;
      const street = kind === 'mhp' || (kind === 'office' && rng.chance(0.4)) ? c.routes : c.arterials;
      const addr = kind === 'scattered' && rng.chance(0.5) ? null : book.take(rng, c, street.map((s) => concreteStreet(rng, s)));
      const zip = rng.pick(c.zips);
      const entity = kind === 'scattered' ? `${short} Housing ${rng.pick(['LP', 'LLLP', 'Partners LP'])}` : `${short} ${rng.pick(['LLC', 'Owner LLC', 'Holdings LLC', 'Investors LP', ...(kind === 'garden' ? ['Apartments LLC'] : [])])}`;
      const id = `b14-p${String(props.length + 1).padStart(4, '0')}`;
      const aliases = [code];
      if (rng.chance(0.6)) aliases.push(entity);
      if (rng.chance(0.3) && short !== name) aliases.push(short);
      // A name the site had before the client took it over.
      if (rng.chance(0.08)) aliases.push(`${rng.pick(natureWords)} ${rng.pick(placeWords)}`);
      props.push({
        dir: { id, name, aliases, address: addr ? `${addr.num} ${addr.street}` : null, city: c.name, state: c.state, zip: rng.chance(0.06) ? `${zip}-${rng.digits(4)}` : zip },
        city: c, kind, code, addr, zip, entity, shortName: short, units: [], buildings: [],
        hasPool: (kind === 'garden' || kind === 'townhome' || kind === 'condo') && rng.chance(c.region === 'gulf' || c.region === 'valley' ? 0.7 : 0.3),
        hasElevator: kind === 'condo' || ((kind === 'mixed' || kind === 'office') && rng.chance(0.5)),
      });
      counts.push(unitDraw(rng, kind));
    }
  }
  // Scale the unit counts to exactly UNIT_COUNT within each kind's bounds.
  const sum0 = counts.reduce((s, x) => s + x, 0);
  for (let i = 0; i < counts.length; i++) {
    const [lo, hi] = bounds[(props[i] as PropM).kind];
    counts[i] = Math.max(lo, Math.min(hi, Math.round(((counts[i] ?? 0) * UNIT_COUNT) / sum0)));
  }
  let diff = UNIT_COUNT - counts.reduce((s, x) => s + x, 0);
  while (diff !== 0) {
    const i = rng.int(0, counts.length - 1);
    const [lo, hi] = bounds[(props[i] as PropM).kind];
    const c = counts[i] ?? 0;
    if (diff > 0 && c < hi) { counts[i] = c + 1; diff--; } else if (diff < 0 && c > lo) { counts[i] = c - 1; diff++; }
  }
  let uid = 0;
  const nextId = (): string => `b14-u${String(++uid).padStart(5, '0')}`;
  props.forEach((p, i) => layoutUnits(rng, p, counts[i] ?? 0, book, nextId));
  return { props, book };
}
