/**
 * What printing and extraction do to text: OCR confusions (0/O, 1/l, rn/m), misspellings, case,
 * payee forms, account numbers re-spaced, masked or with an extra check group.
 */
import type { Rng } from './prng';

/** A reversible OCR slip in a house number: 0->O, 1->l, 5->S, 8->B. */
export function ocrNumber(num: string, rng: Rng): string {
  const spots = [...num].map((c, i) => ({ c, i })).filter(({ c }) => '0158'.includes(c));
  if (spots.length === 0) return num;
  const { c, i } = rng.pick(spots);
  const to = c === '0' ? 'O' : c === '1' ? rng.pick(['l', 'I']) : c === '5' ? 'S' : 'B';
  return num.slice(0, i) + to + num.slice(i + 1);
}

/** Reads an OCR-slipped house number back, as a clerk would. */
export function readNumber(text: string): string {
  return text.replace(/O/g, '0').replace(/[lI]/g, '1').replace(/S/g, '5').replace(/B/g, '8');
}

/** A misspelling or OCR slip of a word (kept at length >= 4), never the word itself. */
export function slipWord(word: string, rng: Rng): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const op = rng.int(0, 6);
    const letters = [...word];
    const inner = rng.int(1, Math.max(1, letters.length - 2));
    let out = word;
    if (op === 0 && letters.length > 4) out = word.slice(0, inner) + word.slice(inner + 1);
    else if (op === 1) out = word.slice(0, inner) + (word[inner] ?? '') + word.slice(inner);
    else if (op === 2 && letters.length > 3) out = word.slice(0, inner) + (word[inner + 1] ?? '') + (word[inner] ?? '') + word.slice(inner + 2);
    else if (op === 3 && /m/.test(word)) out = word.replace('m', 'rn');
    else if (op === 4 && /rn/.test(word)) out = word.replace('rn', 'm');
    else if (op === 5 && /l/.test(word.slice(1))) out = word[0] + word.slice(1).replace('l', '1');
    else if (op === 6 && /[aeiou]/.test(word.slice(1))) out = word[0] + word.slice(1).replace(/[aeiou]/, (v) => ({ a: 'e', e: 'a', i: 'y', o: 'u', u: 'o' })[v] ?? v);
    if (out !== word && out.length >= 4) return out;
  }
  return word.length > 4 ? word.slice(0, -1) : `${word}${word.slice(-1)}`;
}

/** Slips one word of a multi-word name, the longest alphabetic one. */
export function slipName(name: string, rng: Rng): string | null {
  const words = name.split(' ');
  let best = -1;
  words.forEach((w, i) => {
    if (/^[A-Za-z]{5,}$/.test(w) && (best < 0 || w.length > (words[best] ?? '').length)) best = i;
  });
  if (best < 0) return null;
  words[best] = slipWord(words[best] ?? '', rng);
  return words.join(' ');
}

export type AccountForm = 'asis' | 'bare' | 'spaced' | 'dashed' | 'masked' | 'check';

/** How the bill prints the account number; masked keeps the last four. */
export function printAccount(number: string, norm: string, form: AccountForm, rng: Rng): string {
  switch (form) {
    case 'asis': return number;
    case 'bare': return norm;
    case 'spaced': return norm.replace(new RegExp(`(.{${rng.pick([3, 4])}})(?=.)`, 'g'), '$1 ');
    case 'dashed': return norm.replace(new RegExp(`(.{${rng.pick([3, 4, 5])}})(?=.)`, 'g'), '$1-');
    case 'masked': return `${rng.pick(['****', 'XXXXXX', '*****', 'xxxx-xxxx-'])}${norm.slice(-4)}`;
    case 'check': return `${number}${rng.pick(['-', ' ', ' - '])}${rng.int(0, 9)}${rng.chance(0.5) ? rng.int(0, 9) : ''}`;
  }
}

const SUFFIX_RE = /(,?\s+(Inc\.?|LLC|L\.L\.C\.|Co\.?|Corp\.?|Corporation|Company|Ltd\.?))+$/i;

export function dropSuffix(name: string): string {
  return name.replace(SUFFIX_RE, '').trim();
}

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
