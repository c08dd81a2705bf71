import type { Line, PageText } from './document';

const TITLE = /^(?:customer\s+|account\s+)?statement(?:\s+of\s+account)?(?:$|\s+(?:as\s+(?:at|of)|for|date)\b)/i;
/** A statement's rows: the invoices it lists, or a running balance from the one brought forward. */
const LISTED_INVOICE = /\b(?:invoice|inv\.?)\s*#?\s*[A-Z]{0,4}-?\d{3,}/i;
const BROUGHT_FORWARD = /\b(?:opening|previous|prior)\s+balance\b|\bbalance\s+(?:brought\s+)?forward\b/i;
const AGING = /^(?:current|1\s*-\s*30|31\s*-\s*60|61\s*-\s*90|over\s*90|90\s*\+)(?:\s*days)?$/i;
const INVOICE_COLUMN = /^(?:invoice|inv\.?)\s*(?:#|no\.?|number)?$/i;

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

function invoiceListHeader(line: Line): boolean {
  return line.tokens.length >= 3 && line.tokens.some((token) => INVOICE_COLUMN.test(token.text)) && line.tokens.every((token) => !/\d/.test(token.text));
}
