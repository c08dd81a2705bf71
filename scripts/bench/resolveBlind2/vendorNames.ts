/*
 * Local vendor names as small businesses actually register them (surname + trade, place words,
 * initials, "Mike's", sole proprietors with a dba, franchise locations), the key two names share
 * when a reader would call them the same vendor, and the ways an invoice prints a vendor's name.
 */
import { ADJECTIVES, FRANCHISES, PLACE_WORDS, type Trade } from './catalog';
import type { Metro } from './geo';
import { typo } from './address';
import { FIRST_NAMES, NAME_A, SURNAMES } from './propertyNames';
import type { Rng } from './random';

const LEGAL = /(,?\s+(l\.?l\.?c\.?|inc\.?|incorporated|co\.?|corp\.?|corporation|company|ltd\.?|l\.?p\.?|llp|pllc|p\.?c\.?|p\.?a\.?))+$/i;

/** Lower-case, "&" as "and", no punctuation, no legal form, no leading "the". */
export function vendorKey(name: string): string {
  let s = name.trim();
  for (let i = 0; i < 3; i++) s = s.replace(LEGAL, '');
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function stripLegal(name: string): string {
  let s = name.trim();
  for (let i = 0; i < 3; i++) s = s.replace(LEGAL, '');
  return s.trim();
}

function legalSuffix(rng: Rng, base: string): string {
  if (/\bCo$/.test(base)) return base + rng.pick(['.', '.', ' LLC', '., Inc.']);
  const suf = rng.weighted([
    [' LLC', 40],
    [' Inc.', 18],
    ['', 28],
    [' Co.', 4],
    [' Corp.', 3],
    [', LLC', 5],
    [', Inc.', 2],
  ] as const);
  return base + suf;
}

export interface LocalName {
  name: string;
  aliases: string[];
  /** A person working under their own name. */
  individual: boolean;
  /** Letters for the vendor's e-mail domain. */
  domainSeed: string;
  franchise: boolean;
}

function initials(rng: Rng): string {
  const L = 'ABCDEGHJKLMPRSTW';
  const a = L[rng.int(0, L.length - 1)] ?? 'A';
  const b = L[rng.int(0, L.length - 1)] ?? 'B';
  return rng.weighted([
    [`${a}&${b}`, 40],
    [`${a}${b}`, 25],
    [`${a}${b}${L[rng.int(0, L.length - 1)] ?? 'C'}`, 20],
    [`${a}-${b}`, 15],
  ] as const);
}

/** Lower-case words for a domain name: "martinez plumbing and drain". */
function seedOf(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function professionalName(rng: Rng, trade: Trade): LocalName {
  const s1 = rng.pick(SURNAMES);
  const s2 = rng.pick(SURNAMES);
  let name: string;
  if (trade.key === 'legal') {
    name = rng.weighted([
      [`Law Office of ${rng.pick(FIRST_NAMES)} ${s1}`, 25],
      [`${s1} & ${s2}, PLLC`, 25],
      [`${s1} Law Firm, P.C.`, 15],
      [`${s1} & Associates, P.C.`, 20],
      [`${s1} ${s2} LLP`, 15],
    ] as const);
  } else if (trade.key === 'cpa') {
    name = rng.weighted([
      [`${s1} & ${s2} CPAs`, 35],
      [`${s1} CPA, PLLC`, 30],
      [`${s1} & Company, P.C.`, 35],
    ] as const);
  } else {
    name = rng.weighted([
      [`${s1} Insurance Agency`, 40],
      [`${rng.pick(NAME_A)} Insurance Group`, 30],
      [`${s1} Insurance Services, Inc.`, 30],
    ] as const);
  }
  return { name, aliases: [], individual: false, domainSeed: seedOf(stripLegal(name)).replace(/ and /g, ' '), franchise: false };
}

export function localName(rng: Rng, metro: Metro, trade: Trade, cityName: string): LocalName {
  if (trade.words.length === 0) return professionalName(rng, trade);
  const word = rng.pick(trade.words);
  const franchise = FRANCHISES.filter((f) => f[1] === trade.key);
  const form = rng.weighted([
    ['surname', 30],
    ['sons', 4],
    ['brothers', 3],
    ['place', 10],
    ['city', 6],
    ['adj', 14],
    ['initials', 8],
    ['first', 7],
    ['person', 5],
    ['coined', 8],
    ['franchise', franchise.length > 0 ? 5 : 0],
  ] as const);
  const surname = rng.pick(SURNAMES);
  const first = rng.pick(FIRST_NAMES);
  switch (form) {
    case 'franchise': {
      const [brand, , seed] = rng.pick(franchise);
      const where = rng.chance(0.25) ? `${rng.pick(['North', 'South', 'East', 'West', 'Northeast', 'Southwest'])} ${cityName}` : cityName;
      const name = rng.chance(0.8) ? `${brand} of ${where}` : `${brand} ${where}`;
      const owner = `${surname} ${rng.pick(['Enterprises', 'Ventures', 'Holdings', 'Services'])} ${rng.pick(['LLC', 'Inc.'])}`;
      return { name, aliases: [owner], individual: false, domainSeed: seedOf(`${seed} ${where}`), franchise: true };
    }
    case 'person': {
      const name = `${first} ${surname}`;
      const dba = rng.chance(0.5) ? `${surname} ${word}` : `${first}'s ${word}`;
      return { name, aliases: rng.chance(0.7) ? [dba] : [], individual: true, domainSeed: seedOf(`${first} ${surname}`), franchise: false };
    }
    case 'surname':
      return plain(rng, `${surname} ${word}`);
    case 'sons':
      return plain(rng, `${surname} & Sons ${word}`);
    case 'brothers':
      return plain(rng, `${surname} Brothers ${word}`);
    case 'place':
      return plain(rng, `${rng.pick(PLACE_WORDS[metro.key] ?? ['Metro'])} ${word}`);
    case 'city':
      return plain(rng, `${cityName} ${word}`);
    case 'adj':
      return plain(rng, `${rng.pick(ADJECTIVES)} ${word}`);
    case 'initials':
      return plain(rng, `${initials(rng)} ${word}`);
    case 'first':
      return plain(rng, `${first}'s ${word}`);
    case 'coined': {
      const a = rng.pick(NAME_A).replace(/\s/g, '');
      const b = rng.pick(['line', 'wood', 'stone', 'point', 'tech', 'star', 'way', 'crest', 'field', 'works']);
      return plain(rng, `${a}${b} ${word}`);
    }
  }
}

function plain(rng: Rng, base: string): LocalName {
  const name = legalSuffix(rng, base);
  const aliases: string[] = [];
  // Some businesses are registered under a holding name and trade under the familiar one.
  if (rng.chance(0.06)) aliases.push(`${rng.pick(SURNAMES)} ${rng.pick(['Enterprises', 'Holdings', 'Group'])} ${rng.pick(['LLC', 'Inc.'])}`);
  return { name, aliases, individual: false, domainSeed: seedOf(base).replace(/ and /g, ' '), franchise: false };
}

const ABBREV: readonly [RegExp, string][] = [
  [/\bServices\b/, 'Svcs'],
  [/\bService\b/, 'Svc'],
  [/\bBrothers\b/, 'Bros.'],
  [/\bAir Conditioning\b/, 'A/C'],
  [/\bConstruction\b/, 'Const.'],
  [/\bMaintenance\b/, 'Maint.'],
  [/\bAssociates\b/, 'Assoc.'],
  [/\bCompany\b/, 'Co.'],
  [/\bMechanical\b/, 'Mech.'],
  [/\bElectrical\b/, 'Elec.'],
  [/\bManagement\b/, 'Mgmt'],
  [/\bLandscaping\b/, 'Landscaping'],
];

export type PayeeForm = 'exact' | 'upper' | 'legal' | 'ampersand' | 'abbrev' | 'alias' | 'dba' | 'typo' | 'brand';

/**
 * How an invoice prints the vendor: the name as registered, in capitals, without (or with another)
 * legal form, "and" for "&", abbreviated words, the dba, or with a slip. `taken` guards against a
 * slip that happens to spell another vendor.
 */
export function payeeVariant(rng: Rng, name: string, aliases: readonly string[], individual: boolean, taken: (key: string) => boolean): { text: string; form: PayeeForm } {
  const form = rng.weighted([
    ['exact', 36],
    ['upper', 17],
    ['legal', 20],
    ['ampersand', name.includes('&') ? 6 : 0],
    ['abbrev', ABBREV.some(([re]) => re.test(name)) ? 6 : 0],
    ['alias', aliases.length > 0 ? (individual ? 30 : 8) : 0],
    ['dba', aliases.length > 0 ? 3 : 0],
    ['typo', 3],
  ] as const);
  const self = vendorKey(name);
  switch (form) {
    case 'exact':
      return { text: name, form };
    case 'upper':
      return { text: name.toUpperCase(), form };
    case 'legal': {
      const bare = stripLegal(name);
      if (bare !== name) return { text: rng.chance(0.2) ? bare.toUpperCase() : bare, form };
      return { text: `${name}${rng.pick([' LLC', ', LLC', ' Inc', ' Inc.'])}`, form };
    }
    case 'ampersand':
      return { text: name.replace(/ & /g, ' and '), form };
    case 'abbrev': {
      let s = name;
      for (const [re, rep] of ABBREV) s = s.replace(re, rep);
      return { text: s, form };
    }
    case 'alias':
      return { text: rng.pick(aliases), form };
    case 'dba': {
      const alias = rng.pick(aliases);
      return { text: rng.chance(0.5) ? `${name} dba ${alias}` : `${alias} dba ${name}`, form };
    }
    case 'typo': {
      const words = name.split(' ');
      let idx = 0;
      words.forEach((w, i) => {
        if (w.length > (words[idx] ?? '').length) idx = i;
      });
      const w = words[idx] ?? '';
      const slipped = typo(rng, w);
      const text = [...words.slice(0, idx), slipped, ...words.slice(idx + 1)].join(' ');
      const key = vendorKey(text);
      if (key !== self && taken(key)) return { text: name, form: 'exact' };
      return { text, form: text === name ? 'exact' : 'typo' };
    }
  }
}
