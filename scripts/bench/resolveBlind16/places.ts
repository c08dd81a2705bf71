/**
 * Sites on the map: a street for a city in its metro's style, a register that keeps sites apart
 * and knows which street lines are ambiguous without a city, and the address block as bills print it.
 */
import type { City, Metro, Place, Street } from './model';
import { type Rng, chance, int, pick, pickW } from './rng';
import { marksVariant, ocr, stripMarks, typo } from './noise';
import { type Form, parseStreetName, randomForm, street, streetKey, streetLine, urbLine } from './streets';

const PR_CALLES = ['Azucena', 'Girasol', 'Orquídea', 'Amapola', 'Gardenia', 'Margarita', 'Violeta', 'Jazmín', 'Bolivia', 'Oviedo', 'Sevilla', 'Toledo', 'Granada', 'Palma Real', 'Flamboyán', 'Ceiba', 'Caoba', 'Roble', 'Almendro', 'Tulipán'];
const PR_BARRIOS = ['Bo. Hato Tejas', 'Bo. Sabana Seca', 'Bo. Buena Vista', 'Bo. Canas', 'Bo. Capitanejo', 'Bo. Pueblo Viejo', 'Bo. Quebrada Arenas', 'Bo. Las Cuevas'];
const AK_ROADS = ['Parks Hwy', 'Glenn Hwy', 'Sterling Hwy', 'Seward Hwy', 'Knik-Goose Bay Rd', 'Talkeetna Spur Rd', 'Palmer-Fishhook Rd', 'Old Glenn Hwy', 'Big Lake Rd', 'Kenai Spur Hwy'];

function streetsOf(r: Rng, m: Metro, c: City): readonly string[] {
  return c.streets.length > 0 && (chance(r, 0.85) || m.streets.length === 0) ? c.streets : m.streets;
}

function houseNum(r: Rng, big: boolean): string {
  return String(big ? int(r, 1000, 29999) : pickW(r, [[int(r, 100, 999), 4], [int(r, 1000, 9999), 6], [int(r, 10, 99), 1]] as const));
}

function gridStreet(r: Rng, c: City): Street {
  const small = c.name !== 'Salt Lake City' && c.name !== 'West Valley City' && c.name !== 'Sandy' && c.name !== 'West Jordan';
  const max = small ? 40 : 130;
  const ns = chance(r, 0.5);
  const pre = ns ? pick(r, ['N', 'S', 'S', 'S']) : pick(r, ['E', 'W']);
  const post = ns ? pick(r, ['E', 'W']) : pick(r, ['N', 'S', 'S']);
  const coord = int(r, 1, max) * 100 + (chance(r, 0.08) ? 50 : 0);
  return street({ kind: 'num', num: String(int(r, 1, max) * 100 + int(r, 0, 99)).replace(/^0+/, '') || '5', pre, name: String(coord), post });
}

function ruralStreet(r: Rng, m: Metro, c: City): Street {
  if (m.style === 'pr') {
    return street({ kind: 'km', num: `${int(r, 1, 40)}.${int(r, 0, 9)}`, route: String(pick(r, [2, 3, 10, 14, 100, 101, 102, 149, 167, 174, 307])), urb: pick(r, c.urbs.length > 0 && chance(r, 0.4) ? c.urbs : PR_BARRIOS) });
  }
  const k = pickW(r, [
    ['mile', m.style === 'ak' ? 4 : 0],
    ['hc', m.style === 'ak' || m.state === 'NM' || m.style === 'hi' ? 2 : 0],
    ['rr', m.style === 'ak' || m.style === 'hi' ? 0 : 1],
    ['pobox', 1],
    ['num', 5],
  ] as const);
  if (k === 'mile') return street({ kind: 'mile', num: `${int(r, 2, 120)}${chance(r, 0.6) ? `.${int(r, 1, 9)}` : ''}`, ...parseStreetName(pick(r, AK_ROADS)) });
  if (k === 'hc') return street({ kind: 'hc', num: String(int(r, 100, 9999)), route: String(int(r, 1, 89)) });
  if (k === 'rr') return street({ kind: 'rr', num: String(int(r, 10, 999)), route: String(int(r, 1, 9)) });
  if (k === 'pobox') return street({ kind: 'pobox', num: String(int(r, 10, 4999)) });
  const prefix = c.hyphen.length > 0 ? pick(r, c.hyphen) : '';
  return street({ kind: 'num', num: prefix ? `${prefix}${int(r, 100, 2999)}` : houseNum(r, true), ...parseStreetName(pick(r, streetsOf(r, m, c))) });
}

/** A street in the metro's own manner. rural asks for a mile post, a route box or a long number. */
export function makeStreet(r: Rng, m: Metro, c: City, rural: boolean): Street {
  if (rural && c.rural) return ruralStreet(r, m, c);
  const named = pick(r, streetsOf(r, m, c));
  switch (m.style) {
    case 'grid':
      if (c.streets.length === 0 && chance(r, 0.6)) return gridStreet(r, c);
      {
        const base = parseStreetName(named);
        const pre = c.streets.length === 0 && base.pre === '' ? pick(r, ['N', 'S', 'E', 'W', 'S']) : base.pre;
        return street({ kind: 'num', num: houseNum(r, false), ...base, pre });
      }
    case 'abq': {
      const base = parseStreetName(named);
      const post = c.quad ? pickW(r, [['NE', 6], ['NW', 3], ['SE', 3], ['SW', 2]] as const) : '';
      return street({ kind: 'num', num: houseNum(r, false), ...base, post });
    }
    case 'hi': {
      const prefix = c.hyphen.length > 0 ? pick(r, c.hyphen) : '';
      return street({ kind: 'num', num: prefix ? `${prefix}${int(r, 1, 1999)}` : houseNum(r, false), ...parseStreetName(named) });
    }
    case 'pr': {
      const k = pickW(r, [['urb', c.urbs.length ? 45 : 0], ['ave', 35], ['km', 8]] as const);
      if (k === 'km') return ruralStreet(r, m, c);
      if (k === 'urb') {
        const calle = chance(r, 0.45) ? String(int(r, 1, 60)) : pick(r, PR_CALLES);
        const num = chance(r, 0.4) ? `${String.fromCharCode(65 + int(r, 0, 18))}-${int(r, 1, 40)}` : String(int(r, 1, 2999));
        return street({ kind: 'num', num, type: 'Calle', typeFirst: true, name: calle, urb: pick(r, c.urbs) });
      }
      return street({ kind: 'num', num: String(int(r, 1, 2999)), ...parseStreetName(named) });
    }
    default:
      return street({ kind: 'num', num: houseNum(r, false), ...parseStreetName(named) });
  }
}

export function makePlace(r: Rng, m: Metro, c: City, rural: boolean): Place {
  return { street: makeStreet(r, m, c, rural), city: c, zip: pick(r, c.zips), zip4: String(int(r, 1, 9999)).padStart(4, '0') };
}

export function pickCity(r: Rng, m: Metro, rural = false): City {
  const pool = rural ? m.cities.filter((c) => c.rural) : m.cities;
  const list = pool.length > 0 ? pool : m.cities;
  return pickW(r, list.map((c) => [c, c.weight] as const));
}

/** Keeps sites apart and counts, per street line, how many cities have it. */
export class AddressBook {
  private readonly sites = new Map<string, number>();
  private readonly lines = new Map<string, number>();
  private static site(p: Place): string {
    return `${streetKey(p.street)}|${p.street.urb}|${stripMarks(p.city.name)}`;
  }
  has(p: Place): boolean {
    return (this.sites.get(AddressBook.site(p)) ?? 0) > 0;
  }
  add(p: Place): void {
    const site = AddressBook.site(p);
    this.sites.set(site, (this.sites.get(site) ?? 0) + 1);
    const k = streetKey(p.street);
    this.lines.set(k, (this.lines.get(k) ?? 0) + 1);
  }
  remove(p: Place): void {
    const site = AddressBook.site(p);
    this.sites.set(site, (this.sites.get(site) ?? 1) - 1);
    const k = streetKey(p.street);
    this.lines.set(k, (this.lines.get(k) ?? 1) - 1);
  }
  /** Whether the street line alone (no city, no zip) names one site. */
  unique(p: Place): boolean {
    return (this.lines.get(streetKey(p.street)) ?? 0) <= 1 && p.street.kind !== 'pobox' && p.street.kind !== 'hc' && p.street.kind !== 'rr';
  }
}

export function cityVariant(r: Rng, c: City, allowHood: boolean): string {
  return pickW(r, [
    [() => c.name, 12],
    [() => marksVariant(r, c.name), /[ʻ\u00c0-\u017f]/.test(c.name) ? 10 : 0],
    [() => pick(r, c.alt), c.alt.length > 0 ? 3 : 0],
    [() => marksVariant(r, pick(r, c.hoods)), allowHood && c.hoods.length > 0 ? 2 : 0],
    [() => typo(r, c.name), 1],
  ] as const)();
}

export interface PrintOpts {
  /** The unit as printed ("Apt 3B"), or null. */
  unit: string | null;
  unitOwnLine: boolean;
  /** 'full': city, state, zip; 'city': city and state; 'zip': state and zip; 'none': the street line only. */
  tail: 'full' | 'city' | 'zip' | 'none';
  multiline: boolean;
  /** Slips allowed: typos, OCR. */
  noisy: boolean;
}

/** The address block as a bill prints it; lines joined by "\n" when multiline. */
export function printPlace(r: Rng, p: Place, state: string, o: PrintOpts): string {
  const spanish = state === 'PR';
  const f: Form = randomForm(r, spanish);
  let line = streetLine(p.street, f, r);
  if (o.noisy && chance(r, 0.55)) line = typo(r, line);
  else if (o.noisy) line = ocr(r, line);
  const urb = p.street.urb !== '' && chance(r, 0.8) ? urbLine(p.street, r) : '';
  if (o.unit && !o.unitOwnLine) line = `${line}${pick(r, [' ', ', ', ' ', '  '])}${o.unit}`;
  const zip = chance(r, 0.3) ? `${p.zip}-${p.zip4}` : p.zip;
  const cityName = cityVariant(r, p.city, o.tail === 'full');
  const st = chance(r, 0.06) ? ({ CO: 'Colo', UT: 'Utah', ID: 'Idaho', NM: 'N.M.', NV: 'Nev', AK: 'Alaska', HI: 'Hawaii', PR: 'Puerto Rico' } as Record<string, string>)[state] ?? state : state;
  const comma = chance(r, 0.6) ? ',' : '';
  const tail = o.tail === 'full' ? `${cityName}${comma} ${st} ${zip}` : o.tail === 'city' ? `${cityName}${comma} ${st}` : o.tail === 'zip' ? `${st} ${zip}` : '';
  const parts = spanish && urb !== '' && chance(r, 0.6) ? [urb, line] : urb !== '' ? [line, urb] : [line];
  if (o.unit && o.unitOwnLine) parts.push(o.unit);
  if (tail !== '') parts.push(tail);
  const text = o.multiline ? parts.join('\n') : parts.join(pick(r, [', ', ' ', ', ']));
  return f.caps ? text.toUpperCase() : text;
}
