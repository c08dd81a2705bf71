import { findDate } from './dates';
import type { Line, PageText } from './document';
import { type Found, LABELLED } from './found';
import { lastAmount } from './money';

const TITLE = /^(?:customer\s+|account\s+)?statement(?:\s+of\s+account)?(?:$|\s+(?:as\s+(?:at|of)|for|date)\b)|\bstatement\s+of\s+account\b/i;
/** A statement's rows: the invoices it lists, or a running balance from the one brought forward. */
const LISTED_INVOICE = /\b(?:invoice|inv\.?)\s*#?\s*[A-Z]{0,4}[-/]?\d{3,}/i;
const BROUGHT_FORWARD = /\b(?:opening|previous|prior)\s+balance\b|\bbalance\s+(?:brought\s+)?forward\b/i;
const AGING = /^(?:current|1\s*-\s*30|31\s*-\s*60|61\s*-\s*90|over\s*90|90\s*\+)(?:\s*days)?$/i;
const INVOICE_COLUMN = /^(?:invoice|inv\.?)\s*(?:#|no\.?|number)?$/i;
const AMOUNT_COLUMN = /\b(?:amount|balance|total|charges?|debit|credit|payments?|due)\s*$/i;

/**
 * A statement of account: titled "Statement" and listing the open invoices (an invoice-number
 * column, or aging buckets). It is not a bill: AP pays the invoices it lists, never the statement,
 * or it would pay them twice. A utility's "statement" is a bill: it lists charges, not invoices.
 */
export function isStatementOfAccount(page: PageText): boolean {
  const titled = page.lines.some((line) => line.y < page.height * 0.3 && line.tokens.some((token) => TITLE.test(token.text)));
  if (!titled) return false;
  const listed = page.lines.filter((line) => LISTED_INVOICE.test(line.text)).length;
  return listed >= 2 || page.lines.some((line) => agingHeader(line) || invoiceListHeader(line) || (listed >= 1 && BROUGHT_FORWARD.test(line.text)));
}

function agingHeader(line: Line): boolean {
  return line.tokens.filter((token) => AGING.test(token.text)).length >= 3;
}

/**
 * The header of a list of invoices, with a column of their amounts: a row of boxes over one
 * invoice's own fields ("Acct No.  Invoice Number  Statement Date  Due Date") is no list.
 */
function invoiceListHeader(line: Line): boolean {
  return (
    line.tokens.length >= 3 &&
    line.tokens.some((token) => INVOICE_COLUMN.test(token.text)) &&
    line.tokens.some((token) => AMOUNT_COLUMN.test(token.text)) &&
    line.tokens.every((token) => !/\d/.test(token.text))
  );
}

/** "Closing Balance as on 21-06-2025  52,834.00 Dr": what a statement says is owed, and as of when. */
const CLOSING = /\b(?:closing|ending)\s+balance\b|\bbalance\s+(?:carried\s+forward|c\/f)\b/i;
const AS_OF = /\bas\s+(?:on|of|at)\s+/i;

export function closingBalance(lines: Line[], dayFirst: boolean): { amount: Found<number> | null; date: Found<string> | null } | null {
  const line = [...lines].reverse().find((candidate) => CLOSING.test(candidate.text));
  if (!line) return null;
  const amount = lastAmount(line.text);
  const asOf = AS_OF.exec(line.text);
  const date = asOf ? findDate(line.text.slice(asOf.index + asOf[0].length), dayFirst) : null;
  return {
    amount: amount === null ? null : { value: amount, confidence: LABELLED, reason: 'the closing balance the statement shows' },
    date: date && date.index === 0 ? { value: date.iso, confidence: LABELLED, reason: 'the date the closing balance is as of' } : null,
  };
}
