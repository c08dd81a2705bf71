/**
 * Street vocabulary shared by the printer and the model clerk: suffixes, directions, leading
 * street types (Calle, County Road, Hwy, Rural Route), states, ordinals and unit designators.
 */
export const DIRS: Readonly<Record<string, string>> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest',
};

/** Suffix abbreviation -> spelt-out word. */
export const TYPES: Readonly<Record<string, string>> = {
  St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Pl: 'Place',
  Pkwy: 'Parkway', Way: 'Way', Cir: 'Circle', Trl: 'Trail', Ter: 'Terrace', Expy: 'Expressway', Trfy: 'Trafficway',
  Hwy: 'Highway', Loop: 'Loop',
};

/** Leading street types: canonical key -> ways a document writes it (first is the spelt-out form). */
export const LEADS: Readonly<Record<string, readonly string[]>> = {
  Calle: ['Calle'],
  Camino: ['Camino', 'Cam'],
  Paseo: ['Paseo', 'Pso'],
  Avenida: ['Avenida', 'Avda'],
  'County Road': ['County Road', 'CR', 'Co Rd', 'County Rd'],
  Hwy: ['Highway', 'Hwy', 'US Hwy', 'State Hwy'],
  'Rural Route': ['Rural Route', 'RR', 'Rte'],
};

export const STATES: Readonly<Record<string, string>> = {
  CO: 'Colorado', NM: 'New Mexico', AZ: 'Arizona', MO: 'Missouri', KS: 'Kansas', NE: 'Nebraska', IA: 'Iowa',
  OK: 'Oklahoma', MN: 'Minnesota', IL: 'Illinois', TX: 'Texas', CA: 'California', GA: 'Georgia', PA: 'Pennsylvania',
  OH: 'Ohio', UT: 'Utah', SD: 'South Dakota', NC: 'North Carolina', NY: 'New York', FL: 'Florida', AR: 'Arkansas',
  WI: 'Wisconsin', MI: 'Michigan', TN: 'Tennessee', NJ: 'New Jersey', VA: 'Virginia', WA: 'Washington', MA: 'Massachusetts',
};

const ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
  'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS_ORD = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function ordinalSuffix(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  const u = n % 10;
  return `${n}${u === 1 ? 'st' : u === 2 ? 'nd' : u === 3 ? 'rd' : 'th'}`;
}

/** "Twenty-First" for 21 (up to 99); null above. */
export function ordinalWords(n: number): string | null {
  if (n < 1 || n > 99) return null;
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  if (n < 20) return cap(ONES[n] ?? '');
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (unit === 0) return cap(TENS_ORD[tens] ?? '');
  return `${cap(TENS[tens] ?? '')}-${cap(ONES[unit] ?? '')}`;
}

/** Lower-case tokens -> "21st" where they spell an ordinal; returns [value, tokensUsed] or null. */
export function readOrdinalWords(tokens: readonly string[], at: number): [string, number] | null {
  const a = tokens[at] ?? '';
  const b = tokens[at + 1] ?? '';
  const tens = TENS.indexOf(a);
  if (tens >= 2 && ONES.indexOf(b) >= 1 && ONES.indexOf(b) <= 9) return [ordinalSuffix(tens * 10 + ONES.indexOf(b)), 2];
  const one = ONES.indexOf(a);
  if (one >= 1) return [ordinalSuffix(one), 1];
  const to = TENS_ORD.indexOf(a);
  if (to >= 2) return [ordinalSuffix(to * 10), 1];
  return null;
}

/** Words that introduce a unit, lower case. */
export const UNIT_DESIGNATORS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'spc', 'space', 'sp', 'lot', 'site', 'trlr',
  'trailer', 'bldg', 'building', 'bld', '#', 'rm', 'room']);
/** Words that are a unit by themselves, with their canonical spelling. */
export const UNIT_WORDS: Readonly<Record<string, string>> = {
  upper: 'upper', up: 'upper', upstairs: 'upper', lower: 'lower', down: 'lower', downstairs: 'lower', casita: 'casita',
  adu: 'adu', rear: 'rear',
};

export const stripDiacritics = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A unit as a comparable key: "Bldg 4 Unit 210", "4-210" and "#4210" all give "4210". */
export function unitKey(text: string): string {
  const tokens = stripDiacritics(text).toLowerCase().replace(/[.,()]/g, ' ').replace(/#/g, ' # ').split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (const t of tokens) {
    if (UNIT_DESIGNATORS.has(t)) continue;
    const w = UNIT_WORDS[t];
    if (w) { kept.push(w); continue; }
    kept.push(t.replace(/[^a-z0-9]/g, ''));
  }
  const key = kept.join('');
  return /^\d+$/.test(key) ? key.replace(/^0+(?=\d)/, '') : key;
}

/** Optimal-string-alignment distance, capped early at 3. */
export function osa(a: string, b: string): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > 2) return 3;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push(new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) (rows[i] as number[])[0] = i;
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
