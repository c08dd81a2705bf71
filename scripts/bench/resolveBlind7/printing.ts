/*
 * How documents print things: payee variants and OCR slips, street lines in their several
 * forms and cases, the city/ZIP line (ZIP+4, village or town name, omitted), dates, money.
 */
import { type Town } from './geography';
import { type Rng } from './rand';

const OCR_PAIRS: [string, string][] = [
  ['O', '0'], ['0', 'O'], ['l', '1'], ['1', 'l'], ['I', '1'], ['S', '5'], ['5', 'S'], ['B', '8'], ['rn', 'm'], ['m', 'rn'], ['cl', 'd'], ['e', 'c'], ['a', 'o'], ['h', 'b'], ['u', 'v'], ['i', 'l'],
];

/** One plausible OCR confusion somewhere in the string. */
export function ocrSlip(rng: Rng, s: string): string {
  const options: [number, string, string][] = [];
  for (const [a, b] of OCR_PAIRS) {
    let i = s.indexOf(a);
    while (i >= 0) {
      options.push([i, a, b]);
      i = s.indexOf(a, i + 1);
    }
  }
  if (options.length === 0) return s.length > 4 ? s.slice(0, 2) + s.slice(3) : s;
  const [i, a, b] = rng.pick(options);
  return s.slice(0, i) + b + s.slice(i + a.length);
}

/** Light OCR noise over a block (rate per character position). */
export function ocrNoise(rng: Rng, s: string, rate: number): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] ?? '';
    if (rng.chance(rate)) {
      const pair = OCR_PAIRS.find(([a]) => a === ch);
      if (pair) {
        out += pair[1];
        continue;
      }
      if (ch === ' ' && rng.chance(0.3)) continue;
    }
    out += ch;
  }
  return out;
}

/** A human-recognisable rewording of a business name. */
export function nameVariant(rng: Rng, name: string): string {
  const steps: ((s: string) => string)[] = [
    (s) => s.replace(/,?\s+(LLC|Inc\.?|Co\.?|Corp\.?|Company|Corporation|PLLC)$/i, ''),
    (s) => (s.includes(' & ') ? s.replace(' & ', ' and ') : s.replace(' and ', ' & ')),
    (s) => s.replace('Cooperative', rng.pick(['Co-op', 'Coop', 'Cooperative Inc'])),
    (s) => s.replace('Electric', 'Elec').replace('Association', 'Assn'),
    (s) => s.replace('Plumbing', 'Plbg').replace('Heating', 'Htg'),
    (s) => s.replace('Municipal Light Plant', 'MLP').replace('Public Service District', 'PSD'),
    (s) => s.replace(/^City of (.+?) (Water|Utilities)/, '$1 $2'),
    (s) => s.replace('Brothers', 'Bros').replace('Mountain', 'Mtn'),
    (s) => s.replace(/'s\b/, 's'),
    (s) => (/\b(LLC|Inc\.?|Co\.?|Corp\.?|Company|Corporation|PLLC|Association|Cooperative|District|Department|Collector|Treasurer|Trustee|Sheriff)$/.test(s) ? s : `${s}${rng.pick([', LLC', ' Inc', ' Co.'])}`),
    (s) => s.replace('County', 'Co.').replace('Township', 'Twp'),
  ];
  let out = name;
  for (let tries = 0; tries < 6 && out === name; tries++) out = rng.pick(steps)(out);
  return out;
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function money(n: number): string {
  return MONEY.format(n);
}

export function count(n: number): string {
  return COUNT.format(n);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(rng: Rng, ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return rng.weighted<string>([
    [`${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`, 5],
    [`${MONTHS[m - 1] ?? ''} ${day}, ${y}`, 2],
    [`${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 1],
    [`${m}/${day}/${String(y).slice(2)}`, 2],
  ]);
}

export type CityMode = 'full' | 'zip4' | 'cityOnly' | 'zipOnly' | 'altTown' | 'none';

export function cityLine(rng: Rng, town: Town, zip: string, mode: CityMode, upper: boolean): string | null {
  const plus4 = (): string => `${zip}-${String(rng.int(1, 9998)).padStart(4, '0')}`;
  let s: string | null;
  switch (mode) {
    case 'full':
      s = `${town.name}, ${town.state} ${zip}`;
      break;
    case 'zip4':
      s = `${town.name}, ${town.state} ${plus4()}`;
      break;
    case 'cityOnly':
      s = `${town.name}, ${town.state}`;
      break;
    case 'zipOnly':
      s = `${town.state} ${zip}`;
      break;
    case 'altTown':
      s = `${town.townOf ?? town.name}, ${town.state} ${rng.chance(0.4) ? plus4() : zip}`;
      break;
    case 'none':
      s = null;
  }
  if (s && rng.chance(0.12)) s = s.replace(', ', ' ');
  return s && upper ? s.toUpperCase() : s;
}

export function cased(rng: Rng, s: string, upper: boolean): string {
  if (upper) return s.toUpperCase();
  return rng.chance(0.08) ? s.replace(/(?<!\d)\.|\.(?!\d)/g, '') : s;
}
