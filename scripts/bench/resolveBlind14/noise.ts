/** How print, clerks and scanners bend what the directory says. */
import { type City } from './cityTypes';
import { type Rng } from './rng';

const SUFFIX: Record<string, string> = {
  St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Cir: 'Circle', Pl: 'Place',
  Ter: 'Terrace', Trl: 'Trail', Pkwy: 'Parkway', Hwy: 'Highway', Expy: 'Expressway', Trfy: 'Trafficway', Tpke: 'Turnpike', Pike: 'Pike', Way: 'Way',
};
const ALT_SUFFIX: Record<string, string[]> = { Ave: ['Av', 'AVE.'], Blvd: ['Bl', 'Blv'], Ter: ['Terr'], Pkwy: ['Pky', 'Pkway'], Trl: ['Tr'], Cir: ['Circ'], Hwy: ['Hy'] };
const DIRS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

/** Fixed phrases printed many ways. */
const PHRASES: [RegExp, string[]][] = [
  [/^Dr Martin Luther King Jr (Blvd|Way)$/, ['MLK Jr $1', 'Martin Luther King Jr $1', 'Dr. Martin Luther King Jr. $1', 'MLK $1']],
  [/^Dr M L King Jr St (N|S)$/, ['MLK St $1', 'Dr Martin Luther King Jr St $1', 'M L King St $1', 'Martin Luther King St $1']],
  [/^Martin Luther King Dr$/, ['MLK Dr', 'Martin Luther King Drive', 'M L King Dr']],
  [/^State Route (\d+)$/, ['SR $1', 'St Rt $1', 'State Rte $1', 'OH-$1', 'Route $1']],
  [/^State Road (\d+)$/, ['SR $1', 'State Rd $1', 'S.R. $1', 'FL-$1']],
  [/^County Road (\d+)$/, ['CR $1', 'County Rd $1', 'C.R. $1']],
  [/^US Hwy (\d+)( N)?$/, ['US $1$2', 'U.S. Highway $1$2', 'Hwy $1$2', 'US-$1$2']],
  [/^US (\w+)$/, ['US Hwy $1', 'U.S. $1', 'Highway $1']],
  [/^KY (\d+)$/, ['KY-$1', 'Ky Hwy $1', 'State Hwy $1']],
  [/^Mt (.*)$/, ['Mount $1', 'Mt. $1']],
  [/^Saint (.*)$/, ['St $1', 'St. $1']],
  [/^N Kingshighway Blvd$/, ['N Kingshwy Blvd', 'North Kingshighway', 'N Kingshighway']],
  [/^Massachusetts Ave$/, ['Mass Ave', 'Massachusetts Avenue']],
];

export function typo(rng: Rng, s: string): string {
  const words = s.split(' ');
  const idx = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{5,}$/.test(w));
  if (idx.length === 0) return s;
  const [w, i] = rng.pick(idx);
  const k = rng.int(1, w.length - 2);
  const op = rng.int(0, 3);
  const nw = op === 0 ? w.slice(0, k) + w.slice(k + 1) : op === 1 ? w.slice(0, k) + (w[k + 1] ?? '') + (w[k] ?? '') + w.slice(k + 2) : op === 2 ? w.slice(0, k) + (w[k] ?? '') + w.slice(k) : w.slice(0, k) + rng.pick(['a', 'e', 'i', 'o', 'n', 'r']) + w.slice(k + 1);
  words[i] = nw;
  return words.join(' ');
}

export function streetVariant(rng: Rng, street: string): string {
  let s = street;
  for (const [re, outs] of PHRASES) if (re.test(s) && rng.chance(0.5)) return s.replace(re, rng.pick(outs));
  const w = s.split(' ');
  const last = w.length - 1;
  const sufAt = w[last] && SUFFIX[w[last] as string] ? last : w[last - 1] && SUFFIX[w[last - 1] as string] ? last - 1 : -1;
  if (sufAt >= 0) {
    const suf = w[sufAt] as string;
    const r = rng.next();
    if (r < 0.25) w[sufAt] = SUFFIX[suf] as string;
    else if (r < 0.35) w[sufAt] = `${suf}.`;
    else if (r < 0.4 && ALT_SUFFIX[suf]) w[sufAt] = rng.pick(ALT_SUFFIX[suf] as string[]);
    else if (r < 0.44 && w.length > 2) w.splice(sufAt, 1);
  }
  if (w[0] && DIRS[w[0]] && w.length > 2) {
    const r = rng.next();
    if (r < 0.2) w[0] = DIRS[w[0]] as string;
    else if (r < 0.3) w[0] = `${w[0]}.`;
    else if (r < 0.35) w.shift();
  }
  s = w.join(' ');
  if (rng.chance(0.06)) s = typo(rng, s);
  return s;
}

const OCR: [RegExp, string][] = [[/O/g, '0'], [/0/g, 'O'], [/l/g, '1'], [/1/g, 'l'], [/I/g, '1'], [/S/g, '5'], [/5/g, 'S'], [/m/g, 'rn'], [/rn/g, 'm'], [/B/g, '8'], [/cl/g, 'd'], [/e/g, 'c']];

/** Scanner slips: each chance applies one kind of confusion at a few of its places. */
export function ocr(rng: Rng, s: string, p = 0.35): string {
  let out = s;
  for (const [re, to] of OCR) {
    if (!rng.chance(p / 3)) continue;
    out = out.replace(re, (m) => (rng.chance(0.3) ? to : m));
  }
  return out;
}

/** A fixed ZIP+4 per address, as the post office would give it. */
export function plus4(key: string): string {
  let h = 7;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) >>> 0;
  return String(1000 + (h % 9000));
}

export function cityLine(rng: Rng, c: City, zip: string, key: string): string {
  const name = rng.chance(0.12) ? rng.pick(c.spellings) : c.name;
  const z = rng.chance(0.06) ? '' : rng.chance(0.3) ? ` ${zip}-${plus4(key)}` : ` ${zip}`;
  const comma = rng.chance(0.6) ? ',' : '';
  return `${name}${comma} ${c.state}${z}`;
}

export function accountVariant(rng: Rng, acct: string): string {
  const digits = acct.replace(/[^0-9A-Za-z]/g, '');
  const r = rng.next();
  if (r < 0.4) return acct;
  if (r < 0.55) return digits;
  if (r < 0.63) return acct.includes('-') ? acct.replace(/-/g, ' ') : acct.replace(/ /g, '-');
  if (r < 0.71 && /^0+\d/.test(digits)) return digits.replace(/^0+/, '');
  if (r < 0.76) return `${'*'.repeat(Math.max(4, digits.length - 4))}${digits.slice(-4)}`;
  if (r < 0.8) return `XXXX-${digits.slice(-4)}`;
  if (r < 0.86) return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (r < 0.9) return `00${digits}`;
  return acct;
}

export const isMasked = (a: string): boolean => /[*X]{4}/.test(a);

export function upperMaybe(rng: Rng, s: string, p: number): string {
  return rng.chance(p) ? s.toUpperCase() : s;
}

export function money(cents: number): string {
  const [whole, frac] = (cents / 100).toFixed(2).split('.');
  return `$${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac ?? '00'}`;
}

export function billDate(rng: Rng): { date: string; due: string; period: string } {
  // Bills arrive after the history ends (June 2025).
  const m = rng.int(7, 12);
  const d = rng.int(1, 28);
  const y = 2025;
  const pm = m === 1 ? 12 : m - 1;
  const pad = (x: number): string => String(x).padStart(2, '0');
  return {
    date: `${pad(m)}/${pad(d)}/${y}`,
    due: `${pad(m === 12 ? 1 : m + 1)}/${pad(Math.min(28, d + rng.int(0, 5)))}/${m === 12 ? y + 1 : y}`,
    period: `${pad(pm)}/${pad(d)}/${m === 1 ? y - 1 : y} - ${pad(m)}/${pad(Math.max(1, d - 1))}/${y}`,
  };
}
