/**
 * Streets as the South prints them. A spec ("FM 1960 W", "IH 35 N", "SH 6 S", "Peachtree Rd NE",
 * "Calle del Sol") parses to a Street; render() writes one of its many spellings: Farm-to-Market
 * and Ranch-to-Market roads, state and US highways, interstate frontage roads, abbreviated or
 * spelled-out types and directionals. `base` is what identifies the street whatever the spelling.
 */
import type { Rng } from './rng';

export type RoadKind = 'plain' | 'fm' | 'rm' | 'state' | 'us' | 'ih';

export interface Street {
  kind: RoadKind;
  pre: string | null;
  name: string;
  type: string | null;
  post: string | null;
  /** For state highways: "TX", "LA", "NC", "SC", "GA". */
  state: string | null;
  base: string;
}

const DIRS: Readonly<Record<string, string>> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
const TYPES: Readonly<Record<string, string>> = {
  St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard', Dr: 'Drive', Ln: 'Lane', Pkwy: 'Parkway', Hwy: 'Highway', Fwy: 'Freeway', Expy: 'Expressway', Cir: 'Circle', Ct: 'Court', Trl: 'Trail',
  Pl: 'Place', Way: 'Way', Pike: 'Pike', Xing: 'Crossing', Ter: 'Terrace', Cv: 'Cove', Bnd: 'Bend', Pass: 'Pass', Path: 'Path', Run: 'Run', Loop: 'Loop', Holw: 'Hollow', Trce: 'Trace', Thruway: 'Thruway',
};
const FULL_TO_ABBR: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(TYPES).map(([a, f]) => [f, a]));
const STATE_PREFIX: Readonly<Record<string, string>> = { SH: 'TX', LA: 'LA', NC: 'NC', SC: 'SC', SR: 'GA' };

export function parseStreet(spec: string): Street {
  const tokens = spec.trim().split(/\s+/);
  const head = tokens[0] ?? '';
  const road = /^(FM|RM|SH|LA|NC|SC|SR|US|IH)$/.exec(head);
  if (road && tokens.length >= 2 && /^\d+[A-Z]?$/.test(tokens[1] ?? '')) {
    const num = tokens[1] ?? '';
    const post = tokens[2] ?? null;
    const state = STATE_PREFIX[head] ?? null;
    const kind: RoadKind = head === 'FM' ? 'fm' : head === 'RM' ? 'rm' : head === 'US' ? 'us' : head === 'IH' ? 'ih' : 'state';
    const base = kind === 'fm' ? `fm ${num}` : kind === 'rm' ? `rm ${num}` : kind === 'ih' ? `ih ${num}` : `hwy ${num}`;
    return { kind, pre: null, name: num, type: null, post, state, base: base.toLowerCase() };
  }
  let words = [...tokens];
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  if (words.length > 2 && DIRS[words[0] ?? ''] !== undefined) pre = words.shift() ?? null;
  if (words.length > 1 && DIRS[words[words.length - 1] ?? ''] !== undefined) post = words.pop() ?? null;
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && (TYPES[last] !== undefined || FULL_TO_ABBR[last] !== undefined)) {
    type = FULL_TO_ABBR[last] ?? last;
    words = words.slice(0, -1);
  }
  const name = words.join(' ');
  return { kind: 'plain', pre, name, type, post, state: null, base: name.toLowerCase().replace(/[^a-z0-9 ]/g, '') };
}

function dir(d: string | null, style: number): string | null {
  if (d === null) return null;
  if (style === 1) return DIRS[d] ?? d;
  if (style === 2 && d.length === 1) return `${d}.`;
  return d;
}

function join(parts: readonly (string | null)[]): string {
  return parts.filter((p): p is string => p !== null && p !== '').join(' ');
}

/** The spelling a clean record uses ("FM 1960 Rd W", "N Interstate 35 Frontage Rd"). */
export function canonicalStreet(s: Street): string {
  switch (s.kind) {
    case 'fm': return join(['FM', s.name, 'Rd', s.post]);
    case 'rm': return join(['RM', s.name, s.post]);
    case 'state': return s.state === 'TX' ? join(['State Hwy', s.name, s.post]) : s.state === 'GA' ? join(['State Route', s.name, s.post]) : join([`${s.state ?? ''} Hwy`, s.name, s.post]);
    case 'us': return join(['US Hwy', s.name, s.post]);
    case 'ih': return join([s.post, 'Interstate', s.name, 'Frontage Rd']);
    case 'plain': return join([s.pre, s.name, s.type, s.post]);
  }
}

/** One of the ways a bill or a directory might spell the street. */
export function renderStreet(s: Street, rng: Rng): string {
  const d = rng.weighted<number>([[0, 6], [1, 2], [2, 1]]);
  const p = dir(s.post, d);
  const n = s.name;
  switch (s.kind) {
    case 'fm':
      return rng.pick([join(['FM', n, p]), join(['FM', n, 'Rd', p]), join(['Farm to Market Road', n, p]), join(['F.M.', n, p]), join(['FM Road', n, p]), join([`FM${n}`, p]), join(['Farm-to-Market Rd', n, p]), join(['FM Rd', n, p])]);
    case 'rm':
      return rng.pick([join(['RM', n, p]), join(['Ranch to Market Road', n, p]), join(['RR', n, p]), join(['Ranch Road', n, p]), join(['R.M.', n, p]), join(['RM Rd', n, p]), join(['Ranch-to-Market', n, p])]);
    case 'state': {
      const st = s.state ?? 'TX';
      const own = st === 'TX' ? ['State Hwy', 'SH', 'State Highway', 'St Hwy', 'TX-'] : st === 'GA' ? ['SR', 'State Route', 'GA-', 'GA Hwy', 'Hwy'] : [`${st} Hwy`, `${st}-`, `${st}`, st === 'LA' ? 'Louisiana Highway' : 'Highway', 'Hwy'];
      const pre = rng.pick(own);
      return pre.endsWith('-') ? join([`${pre}${n}`, p]) : join([pre, n, p]);
    }
    case 'us':
      return rng.pick([join(['US Hwy', n, p]), join([`US-${n}`, p]), join(['U.S. Highway', n, p]), join(['US', n, p]), join(['Hwy', n, p]), join(['US Highway', n, p])]);
    case 'ih': {
      const side = s.post;
      const sd = dir(side, d);
      return rng.pick([
        join([sd, 'Interstate', n, 'Frontage Rd']), join([`IH-${n}`, sd, 'Access Rd']), join([`I-${n}`, sd, 'Frontage Rd']), join([sd, 'IH', n]), join(['Interstate Hwy', n, sd, 'Svc Rd']),
        join([sd, `I-${n}`, 'Frontage']), join(['Interstate', n, sd]), join([`IH ${n}`, sd, 'Frontage Road']), join([`I ${n}`, sd, 'Service Rd']),
      ]);
    }
    case 'plain': {
      const t = s.type === null ? null : rng.weighted<string>([[s.type, 6], [TYPES[s.type] ?? s.type, 2], [`${s.type}.`, 1], ['', s.type === 'Pike' || s.type === 'Loop' ? 0 : 1]]);
      return join([dir(s.pre, d), n, t, p]);
    }
  }
}

/** A directory's own spelling: mostly canonical, sometimes one of the others. */
export function directoryStreet(s: Street, rng: Rng): string {
  return rng.chance(0.8) ? canonicalStreet(s) : renderStreet(s, rng);
}
