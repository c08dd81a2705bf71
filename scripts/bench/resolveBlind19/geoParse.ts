import type { CityDef, StreetDef } from './types';

const DIRS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);

export const TYPE_FORMS: Readonly<Record<string, readonly string[]>> = {
  St: ['St', 'St.', 'Street', 'ST'],
  Ave: ['Ave', 'Ave.', 'Avenue', 'Av'],
  Blvd: ['Blvd', 'Blvd.', 'Boulevard'],
  Rd: ['Rd', 'Rd.', 'Road'],
  Pl: ['Pl', 'Place'],
  Dr: ['Dr', 'Dr.', 'Drive'],
  Ln: ['Ln', 'Lane'],
  Ct: ['Ct', 'Court'],
  Pkwy: ['Pkwy', 'Parkway', 'Pky'],
  Pike: ['Pike', 'Pk'],
  Hwy: ['Hwy', 'Highway'],
  Ter: ['Ter', 'Terrace', 'Terr'],
  Way: ['Way'],
  Sq: ['Sq', 'Square'],
  '': [''],
};

export const TYPE_FULL: Readonly<Record<string, string>> = {
  St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Pl: 'Place', Dr: 'Drive', Ln: 'Lane', Ct: 'Court',
  Pkwy: 'Parkway', Pike: 'Pike', Hwy: 'Highway', Ter: 'Terrace', Way: 'Way', Sq: 'Square', '': '',
};

export const DIR_FORMS: Readonly<Record<string, readonly string[]>> = {
  N: ['N', 'N.', 'North'], S: ['S', 'S.', 'South'], E: ['E', 'E.', 'East'], W: ['W', 'W.', 'West'],
  NW: ['NW', 'N.W.', 'NW', 'Northwest', 'N W'], NE: ['NE', 'N.E.', 'NE', 'Northeast', 'N E'],
  SE: ['SE', 'S.E.', 'SE', 'Southeast', 'S E'], SW: ['SW', 'S.W.', 'SW', 'Southwest', 'S W'],
};

export const STATE_FORMS: Readonly<Record<string, readonly string[]>> = {
  PA: ['PA', 'Pa.', 'Penn.', 'Pennsylvania'], NJ: ['NJ', 'N.J.', 'New Jersey'], MD: ['MD', 'Md.', 'Maryland'],
  DC: ['DC', 'D.C.', 'DC'], VA: ['VA', 'Va.', 'Virginia'], OH: ['OH', 'Ohio', 'OH'], KY: ['KY', 'Ky.', 'Kentucky'],
  IN: ['IN', 'Ind.', 'Indiana'], MO: ['MO', 'Mo.', 'Missouri'], KS: ['KS', 'Kan.', 'Kans.', 'Kansas'],
  WI: ['WI', 'Wis.', 'Wisconsin'], MN: ['MN', 'Minn.', 'Minnesota'],
};

/**
 * One street spec: "N/S 9th St" (prefix options), "K St @NW/SE" (suffix options), "!Camac St" (a small street).
 */
export function street(spec: string): StreetDef {
  let s = spec.trim();
  let alley = false;
  if (s.startsWith('!')) {
    alley = true;
    s = s.slice(1);
  }
  let sufs: (string | null)[] = [null];
  const cut = s.indexOf(' @');
  if (cut >= 0) {
    sufs = s.slice(cut + 2).split('/');
    s = s.slice(0, cut);
  }
  const toks = s.split(' ');
  const last = toks[toks.length - 1] ?? '';
  const hasType = toks.length >= 2 && last in TYPE_FULL;
  let pres: (string | null)[] = [null];
  const first = toks[0] ?? '';
  const dirFirst = first.split('/').every((d) => DIRS.has(d));
  if (dirFirst && (toks.length >= 3 || (toks.length === 2 && !hasType))) {
    pres = first.split('/');
    toks.shift();
  }
  let type = '';
  if (toks.length >= 2 && (toks[toks.length - 1] ?? '') in TYPE_FULL) type = toks.pop() ?? '';
  return { pres, core: toks.join(' '), type, sufs, alley };
}

export function city(
  metro: string, key: string, name: string, state: string, weight: number, zips: string, abbr: string, streets: string,
  bySuf: Readonly<Record<string, string>> = {},
): CityDef {
  const zipsBySuf: Record<string, readonly string[]> = {};
  for (const [suf, list] of Object.entries(bySuf)) zipsBySuf[suf] = list.split(' ');
  return {
    key, metro, name, state, weight,
    zips: zips.split(' '),
    zipsBySuf,
    abbr: abbr.length > 0 ? abbr.split('|') : [],
    streets: streets.split('|').map(street),
  };
}
