import type { Addr, Street } from './model';
import type { Rng } from './rng';
import { misspell, squash } from './text';

/*
 * Streets: parsed from canonical strings and printed back the many ways bills print them.
 * Every address in the set is unique on house number + street core (the name without
 * directionals, type or "Ext"), so dropping or adding a directional or a type never makes an
 * address point at a second place.
 */

const DIR_FORMS: Record<string, readonly string[]> = {
  N: ['N', 'N.', 'North'],
  S: ['S', 'S.', 'South'],
  E: ['E', 'E.', 'East'],
  W: ['W', 'W.', 'West'],
  NE: ['NE', 'N.E.', 'Northeast', 'N E'],
  NW: ['NW', 'N.W.', 'Northwest', 'N W'],
  SE: ['SE', 'S.E.', 'Southeast', 'S E'],
  SW: ['SW', 'S.W.', 'Southwest', 'S W'],
};

const TYPE_FORMS: Record<string, readonly string[]> = {
  St: ['St', 'Street', 'St.', 'Str'],
  Ave: ['Ave', 'Avenue', 'Av', 'Ave.'],
  Blvd: ['Blvd', 'Boulevard', 'Blvd.', 'Bl'],
  Rd: ['Rd', 'Road', 'Rd.'],
  Dr: ['Dr', 'Drive', 'Dr.'],
  Ln: ['Ln', 'Lane'],
  Ct: ['Ct', 'Court', 'Crt'],
  Pl: ['Pl', 'Place'],
  Way: ['Way', 'Wy'],
  Loop: ['Loop', 'Lp'],
  Ter: ['Ter', 'Terrace', 'Terr'],
  Cir: ['Cir', 'Circle', 'Cr'],
  Trl: ['Trl', 'Trail'],
  Pkwy: ['Pkwy', 'Parkway', 'Pky', 'Pkway'],
  Hwy: ['Hwy', 'Highway', 'Hway'],
  Tpke: ['Tpke', 'Turnpike', 'Tpk', 'Tnpk'],
};

const EXT_FORMS = ['Ext', 'Extension', 'Ext.', 'Extd'];

const SPELLED: Record<string, string> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest',
  St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Pl: 'Place',
  Way: 'Way', Loop: 'Loop', Ter: 'Terrace', Cir: 'Circle', Trl: 'Trail', Pkwy: 'Parkway', Hwy: 'Highway', Tpke: 'Turnpike',
};

export function parseStreet(canon: string): Street {
  const route = canon.match(/^(NC|US|SC|VA)[- ](\S+)$/);
  if (route) {
    const num = route[2] ?? '';
    return { pre: null, name: num, type: null, ext: false, post: null, route: route[1] ?? 'US', canon, core: `rt${squash(num)}` };
  }
  const toks = canon.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  let ext = false;
  if (toks.length > 1 && (toks[0] ?? '') in DIR_FORMS) pre = toks.shift() ?? null;
  if (toks.length > 1 && (toks[toks.length - 1] ?? '') in DIR_FORMS) post = toks.pop() ?? null;
  if (toks.length > 1 && toks[toks.length - 1] === 'Ext') {
    toks.pop();
    ext = true;
  }
  if (toks.length > 1 && (toks[toks.length - 1] ?? '') in TYPE_FORMS) type = toks.pop() ?? null;
  const name = toks.join(' ');
  const core = squash(name.replace(/^(\d+)(st|nd|rd|th)$/i, '$1'));
  return { pre, name, type, ext, post, route: null, canon, core };
}

/** The directory's spelling: mostly canonical, sometimes typed out in full. */
export function directoryStreet(rng: Rng, st: Street): string {
  if (st.route || !rng.chance(0.14)) return st.canon;
  const parts = [st.pre ? SPELLED[st.pre] : null, st.name, st.type ? SPELLED[st.type] : null, st.ext ? 'Extension' : null];
  parts.push(st.post ? (SPELLED[st.post] ?? st.post) : null);
  return parts.filter((p): p is string => !!p).join(' ');
}

export type Noise = 'clean' | 'normal' | 'noisy';

function routeForm(rng: Rng, st: Street): string {
  const sys = st.route ?? 'US';
  const n = st.name;
  const forms =
    sys === 'US'
      ? [`US ${n}`, `US-${n}`, `US Hwy ${n}`, `Hwy ${n}`, `US Highway ${n}`, n.includes('-') ? `US ${n.replace('-', '/')}` : `U.S. ${n}`]
      : [`${sys}-${n}`, `${sys} ${n}`, `${sys} Hwy ${n}`, `Hwy ${n}`, `${sys} Highway ${n}`, `State Rte ${n}`];
  if (rng.chance(0.45)) return st.canon;
  return rng.pick(forms);
}

function dirForm(rng: Rng, dir: string, noise: Noise): string | null {
  const drop = noise === 'noisy' ? 0.2 : noise === 'normal' ? 0.05 : 0;
  if (rng.chance(drop)) return null;
  if (rng.chance(0.7)) return dir;
  return rng.pick(DIR_FORMS[dir] ?? [dir]);
}

function nameForm(rng: Rng, name: string, noise: Noise): string {
  if (/^\d+(st|nd|rd|th)$/.test(name)) return noise !== 'clean' && rng.chance(0.12) ? name.replace(/\D+$/, '') : name;
  if (name.includes('Martin Luther King Jr') && rng.chance(0.35)) return rng.pick(['MLK Jr', 'MLK', 'Martin Luther King', 'M L King Jr']);
  if (name === 'Fourth Plain' && rng.chance(0.3)) return '4th Plain';
  const p = noise === 'noisy' ? 0.22 : noise === 'normal' ? 0.04 : 0;
  if (!rng.chance(p)) return name;
  const words = name.split(' ');
  const i = rng.int(0, words.length - 1);
  words[i] = misspell(rng, words[i] ?? '');
  return words.join(' ');
}

/** The street as one bill prints it. */
export function printStreet(rng: Rng, st: Street, noise: Noise): string {
  if (st.route) return routeForm(rng, st);
  const parts: (string | null)[] = [];
  const pre = st.pre ? dirForm(rng, st.pre, noise) : null;
  const post = st.post ? dirForm(rng, st.post, noise) : null;
  const extra = !st.pre && !st.post && noise === 'noisy' && rng.chance(0.1) ? rng.pick(['N', 'S', 'E', 'W']) : null;
  parts.push(pre ?? extra);
  parts.push(nameForm(rng, st.name, noise));
  if (st.type) {
    const drop = noise === 'noisy' ? 0.12 : noise === 'normal' ? 0.03 : 0;
    if (!rng.chance(drop)) parts.push(rng.chance(0.6) ? st.type : rng.pick(TYPE_FORMS[st.type] ?? [st.type]));
  }
  if (st.ext) parts.push(rng.chance(0.6) ? 'Ext' : rng.pick(EXT_FORMS));
  parts.push(post);
  return parts.filter((p): p is string => !!p).join(' ');
}

export interface AddrPrint {
  noise: Noise;
  /** Appended to the street line ("Apt 204", "#7204", "Bldg 7"). */
  inline?: string | null;
  /** Printed on a line of its own between street and city. */
  ownLine?: string | null;
  multiline: boolean;
  upper: boolean;
  /** The street line only: no city, state or ZIP. */
  streetOnly?: boolean;
}

function zipForm(rng: Rng, addr: Addr, noise: Noise): string {
  const r = rng.next();
  const missing = noise === 'clean' ? 0.03 : 0.12;
  if (r < missing) return '';
  if (r < missing + 0.3) return `${addr.zip}-${addr.zip4}`;
  if (r < missing + 0.33) return `${addr.zip} ${addr.zip4}`;
  return addr.zip;
}

export function printAddress(rng: Rng, addr: Addr, opts: AddrPrint): string {
  const num = opts.noise === 'noisy' && rng.chance(0.04) ? `${addr.num}-${Number(addr.num) + rng.int(1, 6) * 2}` : addr.num;
  const inlineSep = rng.pick([' ', ', ', ' ', ' - ']);
  const line1 = `${num} ${printStreet(rng, addr.street, opts.noise)}${opts.inline ? inlineSep + opts.inline : ''}`;
  const lines = [line1];
  if (opts.ownLine) lines.push(opts.ownLine);
  if (!opts.streetOnly) {
    const city = addr.city.postalAlt && rng.chance(0.3) ? addr.city.postalAlt : addr.city.name;
    const zip = zipForm(rng, addr, opts.noise);
    const state = rng.chance(0.97) ? addr.city.state : ({ WA: 'Wash.', OR: 'Ore.', ID: 'Idaho', NC: 'N.C.', SC: 'S.C.', VA: 'Va.' }[addr.city.state] ?? addr.city.state);
    const comma = rng.chance(0.8) ? ',' : '';
    lines.push(`${city}${comma} ${state}${zip ? ` ${zip}` : ''}`);
  }
  const text = opts.multiline ? lines.join('\n') : lines.join(', ');
  return opts.upper ? text.toUpperCase() : text;
}
