/** How printed and scanned mail garbles streets, account numbers and words. */
import type { Rng } from './rng';

const SUFFIX: Record<string, readonly string[]> = {
  Ave: ['Avenue', 'Av', 'Ave.'], St: ['Street', 'St.', 'Str'], Rd: ['Road', 'Rd.'], Blvd: ['Boulevard', 'Blvd.', 'Bl'],
  Dr: ['Drive', 'Dr.'], Ln: ['Lane'], Pkwy: ['Parkway', 'Pky'], Hwy: ['Highway', 'Hy'], Way: ['Wy'], Ct: ['Court'],
  Pl: ['Place'], Tpke: ['Turnpike', 'Tpk'], Pike: ['Pk'], Hts: ['Heights'],
};
const DIRS: Record<string, readonly string[]> = {
  N: ['North', 'N.'], S: ['South', 'S.'], E: ['East', 'E.'], W: ['West', 'W.'], NE: ['Northeast', 'N.E.'], NW: ['Northwest', 'N.W.'], SE: ['Southeast', 'S.E.'], SW: ['Southwest', 'S.W.'],
};
const NUMWORDS: Record<string, string> = { Six: '6', Seven: '7', Eight: '8', Nine: '9', Ten: '10', Second: '2nd', '11': 'Eleven', '12': 'Twelve', '13': 'Thirteen', '14': 'Fourteen', '2nd': 'Second' };
/** Streets that local mail calls by another name. */
const OTHER_NAMES: Record<string, readonly string[]> = {
  'W McNichols Rd': ['W 6 Mile Rd', 'Six Mile Rd'], 'Hall Rd': ['M-59', 'Hall Road (M-59)'], 'Big Beaver Rd': ['16 Mile Rd'], 'Maple Rd': ['15 Mile Rd'],
  'US Hwy 80': ['Hwy 80', 'US-80'], 'US Hwy 280': ['Hwy 280', 'US-280'], 'Government Blvd': ['Gov\'t Blvd', 'US-90'], 'E Victory Dr': ['Victory Drive'],
  'Saw Mill Run Blvd': ['Route 51', 'Sawmill Run Blvd'], 'Richard Arrington Jr Blvd S': ['Arrington Blvd S', '21st St S'], 'Medgar Evers Blvd': ['Medgar Evers Bl'],
};

/** The street as some sender prints it: suffix and direction expanded or abbreviated, numbers spelled, or another local name. */
export function streetVariant(street: string, rng: Rng, level = 0.5): string {
  const other = OTHER_NAMES[street];
  if (other && rng.chance(0.3)) return rng.pick(other);
  const toks = street.split(' ');
  const out: string[] = [];
  toks.forEach((t, i) => {
    const last = i === toks.length - 1 || (i === toks.length - 2 && DIRS[toks[toks.length - 1] ?? ''] !== undefined);
    const sfx = SUFFIX[t];
    const dir = DIRS[t];
    const nw = NUMWORDS[t];
    if (dir && (i === 0 || i === toks.length - 1) && toks.length > 2) {
      if (i === 0 && rng.chance(0.07)) return; // direction dropped
      out.push(rng.chance(level * 0.5) ? rng.pick(dir) : t);
    } else if (sfx && last) {
      out.push(rng.chance(level) ? rng.pick(sfx) : t);
    } else if (nw && rng.chance(level * 0.4)) {
      out.push(nw);
    } else {
      out.push(t);
    }
  });
  return out.join(' ');
}

/** One typing slip in one word of the string: swap, drop, double or wrong vowel. */
export function typo(s: string, rng: Rng): string {
  const words = s.split(' ');
  const idx = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{4,}$/.test(w));
  if (idx.length === 0) return s;
  const [w, i] = rng.pick(idx);
  const p = rng.int(1, w.length - 2);
  let nw = w;
  switch (rng.int(0, 3)) {
    case 0: nw = w.slice(0, p) + (w[p + 1] ?? '') + (w[p] ?? '') + w.slice(p + 2); break;
    case 1: nw = w.slice(0, p) + w.slice(p + 1); break;
    case 2: nw = w.slice(0, p) + (w[p] ?? '') + w.slice(p); break;
    default: nw = w.slice(0, p) + rng.pick(['a', 'e', 'i', 'o', 'u']) + w.slice(p + 1);
  }
  words[i] = nw;
  return words.join(' ');
}

/** OCR slips of a scanned page: 0/O, 1/l/I, 5/S, 8/B, rn/m, and dropped spaces. */
export function ocr(s: string, rng: Rng, rate: number): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    const two = s.slice(i, i + 2);
    if (two === 'rn' && rng.chance(rate * 3)) { out += 'm'; i++; continue; }
    if (c === 'm' && rng.chance(rate * 2)) { out += 'rn'; continue; }
    if (c === ' ' && rng.chance(rate * 1.5)) continue;
    if (!rng.chance(rate)) { out += c; continue; }
    switch (c) {
      case '0': out += 'O'; break;
      case 'O': out += '0'; break;
      case 'o': out += '0'; break;
      case '1': out += rng.pick(['l', 'I']); break;
      case 'l': out += '1'; break;
      case 'I': out += '1'; break;
      case '5': out += 'S'; break;
      case 'S': out += '5'; break;
      case '8': out += 'B'; break;
      case 'B': out += '8'; break;
      default: out += c;
    }
  }
  return out;
}

/** An account number as a bill prints it: regrouped, dashes or spaces, leading zeros dropped, masked. */
export function accountVariant(acct: string, rng: Rng): string {
  const digits = acct.replace(/[^0-9A-Za-z]/g, '');
  const mode = rng.pickW([['asis', 40], ['digits', 18], ['groups4', 8], ['dashes', 8], ['nozeros', 6], ['masked', 8], ['prefix', 8], ['spaced', 4]] as const);
  switch (mode) {
    case 'asis': return acct;
    case 'digits': return digits;
    case 'groups4': return (digits.match(/.{1,4}/g) ?? [digits]).join(' ');
    case 'dashes': return acct.replace(/[ .]/g, '-');
    case 'nozeros': return digits.replace(/^0+/, '') || digits;
    case 'masked': return `${rng.pick(['****', 'XXXXXX', '*******', 'xxxx-xxxx-'])}${digits.slice(-4)}`;
    case 'prefix': return `${rng.pick(['Acct #', 'Account No. ', 'Acct: ', 'A/C '])}${acct}`;
    case 'spaced': return acct.replace(/-/g, ' - ');
  }
}

export function maybeUpper(s: string, rng: Rng, p: number): string {
  return rng.chance(p) ? s.toUpperCase() : s;
}
