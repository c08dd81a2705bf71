import type { Line } from './document';
import { DERIVED, type Found } from './found';

/*
 * An amount written out in words, as Indian invoices print it under their totals ("Rupees Five
 * Thousand Three Hundred Eighty and Eighty Paisa Only") and cheques do: read where no printed
 * figure names the amount (a broken font that prints its figures as other glyphs).
 */

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, ninty: 90,
};
/** Scales, the Indian lakh and crore among them. */
const SCALE: Record<string, number> = { thousand: 1e3, lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7, million: 1e6, billion: 1e9 };
/** Words around the number that name the money or close the phrase. */
const MONEY_WORD = /^(?:rupees?|rs|inr|dollars?|usd|us|pounds?|euros?|only|and|amount|total|in|words?|of|the|sum|chargeable|invoice|grand|net|payable)$/;
const FRACTION_UNIT = /^(?:paisa|paise|cents?|pence)$/;

/** A whole number from its words ("five thousand three hundred eighty"), or null if any word is none of a number's. */
function wordsToNumber(words: string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word in SMALL) current += SMALL[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word in SCALE) {
      total += (current || 1) * SCALE[word]!;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** The amount in cents that a phrase writes out, with its paisa or cents ("… and Eighty Paisa"). */
export function amountInWords(text: string): number | null {
  const words = text.toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/[\s-]+/).filter(Boolean);
  const fractionAt = words.findIndex((word) => FRACTION_UNIT.test(word));
  const andAt = fractionAt > 0 ? words.lastIndexOf('and', fractionAt) : -1;
  const main = (andAt >= 0 ? words.slice(0, andAt) : fractionAt >= 0 ? [] : words).filter((word) => !MONEY_WORD.test(word));
  const units = wordsToNumber(main);
  if (units === null) return null;
  if (andAt < 0) return units * 100;
  const fraction = wordsToNumber(words.slice(andAt + 1, fractionAt).filter((word) => !MONEY_WORD.test(word)));
  return fraction === null || fraction > 99 ? null : units * 100 + fraction;
}

const IN_WORDS = /\b(?:in\s+words|only)\b/i;

/** The amount a line writes out in words ("… Only", or under "Amount in Words"). */
export function amountWrittenOut(lines: Line[]): Found<number> | null {
  for (const [index, line] of lines.entries()) {
    if (!IN_WORDS.test(line.text)) continue;
    for (const text of [line.text.replace(/^.*\bin\s+words\b\s*:?/i, ''), lines[index + 1]?.text ?? '']) {
      const cents = /\bonly\b/i.test(text) ? amountInWords(text.replace(/\bonly\b.*$/i, '')) : null;
      if (cents !== null && cents > 0) return { value: cents, confidence: DERIVED - 0.1, reason: 'written out in words: check it' };
    }
  }
  return null;
}
