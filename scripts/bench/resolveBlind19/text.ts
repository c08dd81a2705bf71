/** Normalisation a careful clerk does in their head: ordinals, abbreviations, case, punctuation. */

const ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const TENS_ORD = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function title(s: string): string {
  return s.replace(/(^|[\s-])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

/** "Twenty-Second" for 22; null past 99. */
export function spellOrdinal(n: number): string | null {
  if (n < 1 || n > 99) return null;
  if (n < 10) return title(ONES[n] ?? '');
  if (n < 20) return title(TEENS[n - 10] ?? '');
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (ones === 0) return title(TENS_ORD[tens] ?? '');
  return title(`${TENS[tens] ?? ''}-${ONES[ones] ?? ''}`);
}

export function ordinalSuffix(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

const SPELLED = new Map<string, number>();
for (let n = 1; n <= 99; n += 1) SPELLED.set((spellOrdinal(n) ?? '').toLowerCase().replace(/-/g, ''), n);

/** "9th", "Ninth", "22d", "twenty-second" to their number; null when not an ordinal. */
export function ordinalValue(word: string): number | null {
  const w = word.toLowerCase().replace(/[-\s.]/g, '');
  const m = /^(\d+)(st|nd|rd|th|d)$/.exec(w);
  if (m) return Number(m[1]);
  return SPELLED.get(w) ?? null;
}

/** The comparable form of a street's name: "Mt. Vernon" = "Mount Vernon", "Fifth" = "5th". */
export function coreKey(core: string): string {
  const toks = core.toLowerCase().replace(/[.'’]/g, '').split(/\s+/).filter((t) => t.length > 0);
  const out: string[] = [];
  for (let i = 0; i < toks.length; i += 1) {
    const t = toks[i] ?? '';
    const ord = ordinalValue(t);
    if (ord !== null) out.push(String(ord));
    else if (t === 'mt') out.push('mount');
    else if (t === 'ft') out.push('fort');
    else if (t === 'st' && i === 0 && toks.length > 1) out.push('saint');
    else out.push(t);
  }
  return out.join('');
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Levenshtein distance within a band of width max, giving up (returning max + 1) once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const big = max + 1;
  if (Math.abs(n - m) > max) return big;
  if (rowA.length < m + 2) {
    rowA = new Int32Array(m + 2);
    rowB = new Int32Array(m + 2);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= m + 1; j += 1) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= n; i += 1) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    cur[lo - 1] = lo === 1 && i <= max ? i : big;
    let best = cur[lo - 1] ?? big;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j += 1) {
      let v = (prev[j - 1] ?? big) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const up = (prev[j] ?? big) + 1;
      if (up < v) v = up;
      const left = (cur[j - 1] ?? big) + 1;
      if (left < v) v = left;
      if (v > big) v = big;
      cur[j] = v;
      if (v < best) best = v;
    }
    if (hi < m) cur[hi + 1] = big;
    if (best > max) return big;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return Math.min(prev[m] ?? big, big);
}

const NAME_ABBR: Readonly<Record<string, string>> = {
  apts: 'apartments', apt: 'apartments', gdns: 'gardens', gdn: 'garden', sr: 'senior', res: 'residences', twrs: 'towers',
  twr: 'tower', ct: 'court', mnr: 'manor', terr: 'terrace', ter: 'terrace', vlg: 'village', cmns: 'commons', pl: 'place',
  hse: 'house', bldg: 'building', st: 'street', ave: 'avenue', condos: 'condominiums', condo: 'condominiums', blk: 'block',
  sq: 'square', hts: 'heights', mt: 'mount', ctr: 'center', lofts: 'lofts',
};

/** Property names as a clerk compares them. */
export function normName(s: string): string {
  const toks = s.toLowerCase().replace(/&/g, ' and ').replace(/[.,'’#()/-]/g, ' ').split(/\s+/).filter((t) => t.length > 0 && t !== 'the');
  return toks.map((t) => NAME_ABBR[t] ?? t).join(' ');
}

const VENDOR_SUFFIX = new Set(['inc', 'llc', 'co', 'corp', 'corporation', 'company', 'ltd', 'lp', 'llp', 'pc', 'pllc', 'the', 'incorporated']);

const vendorMemo = new Map<string, string>();

/** Payee names as a clerk compares them: no "Inc.", no case, "&" = "and". */
export function normVendor(s: string): string {
  const known = vendorMemo.get(s);
  if (known !== undefined) return known;
  const out = normVendorRaw(s);
  vendorMemo.set(s, out);
  return out;
}

function normVendorRaw(s: string): string {
  const toks = s.toLowerCase().replace(/&/g, ' and ').replace(/[.,'’()/-]/g, ' ').split(/\s+/).filter((t) => t.length > 0 && !VENDOR_SUFFIX.has(t));
  return toks.join(' ');
}

export function normAcct(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function upper(s: string): string {
  return s.toUpperCase();
}

/** Fills "#" with digits and "A" with letters; other characters stay. */
export function fillPattern(pattern: string, digit: () => string, letter: () => string): string {
  let out = '';
  for (const ch of pattern) out += ch === '#' ? digit() : ch === 'A' ? letter() : ch;
  return out;
}

/** Strings bucketed by length, for judging slips against thousands of names quickly. */
export class NearIndex {
  private readonly byLen = new Map<number, string[]>();

  constructor(items: Iterable<string>) {
    for (const s of new Set(items)) {
      const list = this.byLen.get(s.length);
      if (list) list.push(s);
      else this.byLen.set(s.length, [s]);
    }
  }

  private readonly memo = new Map<string, boolean>();

  /** The variant is within maxDist of a truth and strictly nearer to the truths than to anything else. */
  nearestOk(variant: string, truths: ReadonlySet<string>, maxDist: number): boolean {
    const key = `${variant}\u0000${[...truths].join('\u0001')}\u0000${maxDist}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const ok = this.judge(variant, truths, maxDist);
    this.memo.set(key, ok);
    return ok;
  }

  private judge(variant: string, truths: ReadonlySet<string>, maxDist: number): boolean {
    let d0 = maxDist + 1;
    for (const t of truths) d0 = Math.min(d0, editDistance(variant, t, maxDist));
    if (d0 > maxDist) return false;
    // Pigeonhole: a string within d0 edits keeps at least one of d0 + 1 pieces of the variant intact.
    const size = Math.ceil(variant.length / (d0 + 1));
    const pieces = size >= 2 ? Array.from({ length: d0 + 1 }, (_v, i) => variant.slice(i * size, (i + 1) * size)).filter((x) => x.length > 0) : [];
    for (let len = variant.length - d0; len <= variant.length + d0; len += 1) {
      for (const k of this.byLen.get(len) ?? []) {
        if (truths.has(k)) continue;
        if (pieces.length > 0 && !pieces.some((x) => k.includes(x))) continue;
        if (editDistance(variant, k, d0) <= d0) return false;
      }
    }
    return true;
  }
}
