import type { PageText } from '../extraction/document';
import { findDate } from '../extraction/dates';
import { findAmounts } from '../extraction/money';
import { normalizeForMatch } from '../learning/evidence';
import type { ExtractedInvoice, InvoiceField } from './types';

/**
 * An e-invoice's XML is trusted as far as its printed pages agree with it. Producers' samples and
 * some invoicing tools embed XML that describes another invoice, a rounding of the total, or a
 * currency the page does not print; a reviewer compares the fields with the page beside them, so
 * a value the page does not show is never certain. The XML's value stays, since under ZUGFeRD,
 * Factur-X and XRechnung the data is the invoice and the page only its picture, and the reason
 * names what the page shows instead, for the reviewer to settle.
 */
const DOUBTFUL = 0.5;
/** The page prints no currency at all: the XML's code is likely right, but unconfirmed. */
const UNPRINTED_CURRENCY = 0.8;

type Checked = 'payee' | 'invoiceNumber' | 'totalAmount' | 'billDate' | 'dueDate' | 'currency';

const CURRENCY_MARKS: Record<string, RegExp> = {
  EUR: /€|\beur\b|\beuros?\b/i,
  USD: /\$|\busd\b/i,
  GBP: /£|\bgbp\b/i,
  INR: /₹|\binr\b|\brs\.?(?=\s*\d)/i,
  CHF: /\bchf\b|\bfr\.(?=\s*\d)/i,
  DEM: /\bdem\b|\bdm\b/i,
};
/** A currency named on the page that is not this one. */
const ANY_CURRENCY = /€|£|₹|\$|\b(?:eur|usd|gbp|inr|chf|dem|dm|cad|aud|nzd|sek|nok|dkk|pln|czk|jpy)\b/gi;

interface PageFacts {
  text: string;
  /** The text as normalizeForMatch words, with a space at each end. */
  words: string;
  amounts: Set<number>;
  dates: Set<string>;
}

function factsOf(pages: PageText[]): PageFacts {
  const lines = pages.flatMap((page) => page.lines.map((line) => line.text));
  const amounts = new Set(lines.flatMap((line) => findAmounts(line).map((amount) => Math.abs(amount.cents))));
  const dates = new Set<string>();
  for (const line of lines) {
    for (const dayFirst of [false, true]) {
      let rest = line;
      for (let found = findDate(rest, dayFirst); found; found = findDate(rest, dayFirst)) {
        dates.add(found.iso);
        rest = rest.slice(found.index + found.length);
      }
    }
  }
  const text = ` ${lines.join(' ')} `;
  return { text, words: ` ${normalizeForMatch(text)} `, amounts, dates };
}

/** A name or number is printed when its letters and digits stand on the page as a whole word run. */
function printedWords(value: string, page: string): boolean {
  const words = normalizeForMatch(value);
  if (!words) return false;
  return page.includes(` ${words} `) || (words.replace(/ /g, '').length >= 6 && page.replace(/ /g, '').includes(words.replace(/ /g, '')));
}

function currencyPrinted(code: string, text: string): 'printed' | 'other' | 'none' {
  const mark = CURRENCY_MARKS[code] ?? new RegExp(`\\b${code}\\b`, 'i');
  if (mark.test(text)) return 'printed';
  return (text.match(ANY_CURRENCY) ?? []).length > 0 ? 'other' : 'none';
}

const FIELDS: { field: Checked; key: 'payee' | 'invoiceNumber' | 'totalAmountCents' | 'billDate' | 'dueDate' | 'currency' }[] = [
  { field: 'payee', key: 'payee' },
  { field: 'invoiceNumber', key: 'invoiceNumber' },
  { field: 'totalAmount', key: 'totalAmountCents' },
  { field: 'billDate', key: 'billDate' },
  { field: 'dueDate', key: 'dueDate' },
  { field: 'currency', key: 'currency' },
];

/**
 * The XML's invoice with each field the pages do not show made doubtful, its reason naming what
 * the pages' own reading (`readPages`, asked only when a field is missing) found instead. Pages
 * without text confirm nothing and contradict nothing: the XML stands as it is.
 */
export function checkAgainstPages(xml: ExtractedInvoice, pages: PageText[], readPages: () => ExtractedInvoice | null): ExtractedInvoice {
  if (pages.every((page) => page.lines.length === 0)) return xml;
  const facts = factsOf(pages);
  const result: ExtractedInvoice = { ...xml, confidence: { ...xml.confidence }, reasons: { ...xml.reasons } };
  let printed: ExtractedInvoice | null | undefined;
  for (const { field, key } of FIELDS) {
    const value = xml[key];
    if (value === null) continue;
    const shown = shownOnPage(key, value, facts);
    if (shown === 'printed') continue;
    if (shown === 'silent') {
      setDoubt(result, field, UNPRINTED_CURRENCY, 'from the e-invoice data embedded in the PDF; the printed page names no currency');
      continue;
    }
    printed = printed === undefined ? readPages() : printed;
    const own = printed?.[key] ?? null;
    const instead = own !== null && own !== value ? `; the printed page shows ${shownValue(key, own)}` : '';
    setDoubt(result, field, DOUBTFUL, `from the e-invoice data embedded in the PDF, which the printed page does not show${instead}`);
  }
  return result;
}

/** Whether the page prints the value, prints another in its place, or (a currency) names none at all. */
function shownOnPage(key: (typeof FIELDS)[number]['key'], value: string | number, facts: PageFacts): 'printed' | 'absent' | 'silent' {
  if (key === 'totalAmountCents') return facts.amounts.has(Math.abs(Number(value))) ? 'printed' : 'absent';
  if (key === 'billDate' || key === 'dueDate') return facts.dates.has(String(value)) ? 'printed' : 'absent';
  if (key === 'currency') {
    const seen = currencyPrinted(String(value), facts.text);
    return seen === 'none' ? 'silent' : seen === 'printed' ? 'printed' : 'absent';
  }
  return printedWords(String(value), facts.words) ? 'printed' : 'absent';
}

function setDoubt(invoice: ExtractedInvoice, field: InvoiceField, confidence: number, reason: string): void {
  invoice.confidence[field] = Math.min(invoice.confidence[field] ?? confidence, confidence);
  invoice.reasons[field] = reason;
}

function shownValue(key: string, value: string | number): string {
  return key === 'totalAmountCents' ? (Number(value) / 100).toFixed(2) : `"${value}"`;
}
