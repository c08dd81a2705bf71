import { distance } from 'fastest-levenshtein';

/*
 * Normal forms shared by the resolver's indexes: what a directory entry and a bill are compared
 * in, so that case, punctuation and spacing never decide a match.
 */

/** Lower case, accents off, every run of other characters one space. */
export function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’ʻ‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Company forms a payee may print or drop: "Acme Plumbing, Inc." is "Acme Plumbing". */
const COMPANY_FORMS = new Set(['inc', 'incorporated', 'llc', 'llp', 'lp', 'ltd', 'limited', 'co', 'corp', 'corporation', 'company', 'the', 'pllc', 'pc']);

/** A company's or a place's name as compared: simplified, with company forms dropped. */
export function nameKey(text: string): string {
  return simplify(text)
    .split(' ')
    .filter((word) => word && !COMPANY_FORMS.has(word))
    .join(' ');
}

/**
 * Account numbers are printed with dashes, spaces and sometimes without their leading zeros
 * ("00412-7", "412 7"): both sides are compared without them.
 */
export function accountKey(text: string): string {
  return text
    .replace(ACCOUNT_LABEL, '')
    .replace(SCANNED_DIGIT, (letter) => (/o/i.test(letter) ? '0' : '1'))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^0+(?=.)/, '');
}

/** A label extraction kept with the number ("Account Number: 6442…", "Acct# 1513…", "A/C 46532"); "CUST-2049" is a number. */
const ACCOUNT_LABEL = /^\s*(?:(?:account|acct|customer|cust|client)\.?\s*(?:(?:number|num|no)\.?\s*[:#]?|[:#])|a\/c\b\s*[:#]?)\s*/i;
/** A scanner's letter for a digit among digits ("4O77 8908", "53-l662"). */
const SCANNED_DIGIT = /(?<=[\d\s-])[OoIl](?=\d)|(?<=\d)[OoIl](?=[\d\s-]|$)/g;

/** The digits a masked number shows ("XXXXXX3072", "****1188", "xxxx-xxxx-4856", "ending in 1508"), four or more; else null. */
export function maskedAccountTail(text: string): string | null {
  const shown = /^\s*(?:[x*•]+[\s-]*)+(\d{4,})\s*$/i.exec(text) ?? /\bending\s+(?:in\s+)?(\d{4,})\b/i.exec(text);
  return shown ? shown[1]! : null;
}

/**
 * The account a number names with a sequence or check group printed after it ("0341002-368 01",
 * "2869935396-1", "R-70688-0"): the number without that last group of one or two digits, or null.
 */
export function accountWithoutSequence(text: string): string | null {
  const cut = /^(.*[a-z0-9].*?)[\s-]+\d{1,2}\s*$/i.exec(text.trim());
  return cut && (cut[1]!.match(/\d/g) ?? []).length >= 5 ? cut[1]! : null;
}

/** "45 Ave" is 45th Avenue, as New York and Miami print their numbered streets. */
export function ordinal(number: string): string {
  const n = Number(number) % 100;
  const suffix = n >= 11 && n <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${number.replace(/^0+(?=\d)/, '')}${suffix}`;
}

/** 1 for equal texts, falling with the edit distance relative to the longer one. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * Edits between two words as a typist makes them: a swap of two neighbouring letters ("mian"
 * for "main") is one slip, not the two edits Levenshtein counts.
 */
export function typoDistance(a: string, b: string): number {
  const edits = distance(a, b);
  if (edits !== 2 || a.length !== b.length) return edits;
  const differ = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
  const [i, j] = differ;
  return differ.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!] ? 1 : edits;
}

/** A map from a key to every entry under it: keys shared by several entries stay ambiguous, not last-wins. */
export class MultiMap<T> {
  private readonly entries = new Map<string, T[]>();

  add(key: string, value: T): void {
    if (!key) return;
    const list = this.entries.get(key);
    if (!list) this.entries.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  }

  get(key: string): readonly T[] {
    return this.entries.get(key) ?? [];
  }
}
