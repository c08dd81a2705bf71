/*
 * Small text corruptions a scanned or retyped bill shows: a swapped or dropped letter, OCR
 * confusions (0/O, 1/l, 5/S, 8/B), case changes.
 */
import { type Rng } from './prng';

/** One typing slip in a word of four or more letters: swap, drop or double a letter. */
export function typo(rng: Rng, text: string): string {
  const words = text.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{4,}$/.test(w));
  if (candidates.length === 0) return text;
  const [word, index] = rng.pick(candidates);
  const at = rng.range(1, word.length - 2);
  let changed: string;
  switch (rng.int(3)) {
    case 0:
      changed = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
      break;
    case 1:
      changed = word.slice(0, at) + word.slice(at + 1);
      break;
    default:
      changed = word.slice(0, at) + (word[at] ?? '') + word.slice(at);
  }
  words[index] = changed;
  return words.join(' ');
}

const OCR_DIGIT: Readonly<Record<string, readonly string[]>> = {
  '0': ['O', 'o', 'D'],
  '1': ['l', 'I', '7'],
  '5': ['S', 's'],
  '8': ['B', '3'],
  '6': ['b', 'G'],
  '2': ['Z'],
};

const OCR_LETTER: Readonly<Record<string, readonly string[]>> = {
  O: ['0'], o: ['0'], l: ['1', 'I'], I: ['1', 'l'], S: ['5'], B: ['8'], rn: ['m'], m: ['rn'], e: ['c'], a: ['o'],
};

/** One OCR confusion on a digit of the string (if it has one). */
export function ocrDigits(rng: Rng, text: string): string {
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) if (OCR_DIGIT[text[i] as string]) positions.push(i);
  if (positions.length === 0) return text;
  const at = rng.pick(positions);
  const forms = OCR_DIGIT[text[at] as string] ?? [''];
  return text.slice(0, at) + rng.pick(forms) + text.slice(at + 1);
}

/** One OCR confusion on a letter. */
export function ocrLetters(rng: Rng, text: string): string {
  const keys = Object.keys(OCR_LETTER);
  const hits: [number, string][] = [];
  for (const k of keys) {
    let i = text.indexOf(k);
    while (i >= 0) {
      hits.push([i, k]);
      i = text.indexOf(k, i + 1);
    }
  }
  if (hits.length === 0) return text;
  const [at, k] = rng.pick(hits);
  return text.slice(0, at) + rng.pick(OCR_LETTER[k] ?? [k]) + text.slice(at + k.length);
}

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** Upper, as typed, or (rarely) title case. */
export function caseVariant(rng: Rng, text: string, upperShare: number): string {
  const r = rng.next();
  if (r < upperShare) return text.toUpperCase();
  if (r < upperShare + 0.05) return titleCase(text);
  return text;
}

export function initials(words: string): string {
  return words
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['of', 'and', 'the', 'de', 'del', 'la', '&'].includes(w.toLowerCase()))
    .map((w) => (w[0] as string).toUpperCase())
    .join('');
}

export function slug(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
}
