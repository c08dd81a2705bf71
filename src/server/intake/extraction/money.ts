/** Amounts as printed on invoices ("$1,234.56", "R$ 1.234,56", "A$12.00"), to integer cents. Credits come out negative. */

/** European suppliers write 1.234,56: a comma before exactly two final digits is never US grouping. */
const EUROPEAN = String.raw`\d{1,3}(?:[.\u00a0\u202f ]\d{3})+,\d{2}|\d+,\d{2}(?![\d,])`;
/** Indian vendors group by lakh and crore: 1,01,884.34 is 101,884.34. */
const INDIAN = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?`;
/**
 * "€5 725.80", "14 501.75 €": a shop that groups thousands with a space and writes a decimal
 * point, read so only where the amount stands alone beside its symbol, as a token of its own:
 * "2 100.00" is 2 at 100.00, and "5 hrs @ $45 225.00" a rate beside an amount.
 */
const SPACED = String.raw`(?<=(?:^|\t)\s*-?[€$£]\s?)\d{1,3}(?:[\u00a0\u202f ]\d{3})+\.\d{2}(?=\s*(?:$|\t))|(?<=(?:^|\t)\s*-?)\d{1,3}(?:[\u00a0\u202f ]\d{3})+\.\d{2}(?=\s?[€$£]\s*(?:$|\t))`;
/** "960.0 DH": one decimal, read as money only where a currency's code follows. */
const ONE_DECIMAL = String.raw`\d+\.\d(?=\s*(?:USD|EUR|€|GBP|INR|MAD|DH)(?![a-z]))`;
const NUMBER = String.raw`${SPACED}|${EUROPEAN}|${INDIAN}|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+\.\d{2}|${ONE_DECIMAL}|\d+`;
const AMOUNT = new RegExp(
  String.raw`(?=[-($€£₹\dUEGIRACNHS])(\()?(-)?\s*(USD|NZD|AUD|CAD|SGD|HKD|(?:US|AU|CA|NZ|HK|[ACRS])\$|\$|EUR|€|GBP|£|INR|Rs\.?|₹)?\s*(-)?\s*(${NUMBER})(\s*\))?(\s*(?:CR|USD|NZD|AUD|CAD|SGD|HKD|EUR|€|GBP|INR|MAD|DH)(?![a-z]))?`,
  'gi',
);

export interface FoundAmount {
  cents: number;
  index: number;
  /** How many characters of the text the amount takes, sign and currency included. */
  length: number;
  /** A $ sign, decimals or thousands separators: plain integers are too often something else. */
  looksLikeMoney: boolean;
}

/** Every amount in the text, in order. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, open, minus1, currency, minus2, digits, close, suffix] = match;
    const before = text[match.index - 1] ?? ' ';
    const after = text[match.index + match[0].length] ?? ' ';
    // Part of a longer token: an invoice number like INV-1002, a date like 1/2/24, a phone number.
    if (/[\w/.-]/.test(before) && !open && !currency) continue;
    // "Rs.813/-": Indian bills close a whole amount with a slash and a dash.
    const rupees = text.startsWith('/-', match.index + match[0].length) && !/\d/.test(text[match.index + match[0].length + 2] ?? '');
    if ((/[\w/-]/.test(after) && !rupees) || (after === '.' && /\d/.test(text[match.index + match[0].length + 1] ?? ''))) continue;
    // "24.24%", "7.5 %": a rate, not money.
    if (/^\s?[%‰]/.test(text.slice(match.index + match[0].length))) continue;
    const european = new RegExp(`^(?:${EUROPEAN})$`).test(digits!);
    const value = Math.round(Number(european ? digits!.replace(/[.\u00a0\u202f ]/g, '').replace(',', '.') : digits!.replace(/[,\u00a0\u202f ]/g, '')) * 100);
    const credit = Boolean((open && close) || minus1 || minus2 || /CR/i.test(suffix ?? ''));
    const looksLikeMoney = Boolean(currency || suffix || /[.,]/.test(digits!));
    found.push({ cents: credit ? -value : value, index: match.index, length: match[0].length, looksLikeMoney });
  }
  return found;
}

/** The text as one amount (a label's value): null unless it is only an amount that looks like money. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  const all = findAmounts(trimmed);
  const only = all[0];
  if (all.length !== 1 || !only || !only.looksLikeMoney || only.index !== 0) return null;
  return /^[\s()\-$€£₹USDEURCGBPINRsAHZKM\d,.]*$/i.test(trimmed) ? only.cents : null;
}

/** The last amount on a line, as totals rows print it (label on the left, amount on the right). */
export function lastAmount(text: string): number | null {
  const all = findAmounts(text).filter((amount) => amount.looksLikeMoney);
  return all.length > 0 ? all[all.length - 1]!.cents : null;
}
