import type { Line, PageText } from './document';

const TITLE = /^(?:customer\s+)?statement(?:\s+of\s+account)?$/i;
const AGING = /^(?:current|1\s*-\s*30|31\s*-\s*60|61\s*-\s*90|over\s*90|90\s*\+)(?:\s*days)?$/i;
const INVOICE_COLUMN = /^(?:invoice|inv\.?)\s*(?:#|no\.?|number)?$/i;

/**
 * A statement of account: titled "Statement" and listing the open invoices (an invoice-number
 * column, or aging buckets). It is not a bill: AP pays the invoices it lists, never the statement,
 * or it would pay them twice. A utility's "statement" is a bill: it lists charges, not invoices.
 */
export function isStatementOfAccount(page: PageText): boolean {
  const titled = page.lines.some((line) => line.y < page.height * 0.3 && line.tokens.some((token) => TITLE.test(token.text)));
  return titled && page.lines.some((line) => agingHeader(line) || invoiceListHeader(line));
}

function agingHeader(line: Line): boolean {
  return line.tokens.filter((token) => AGING.test(token.text)).length >= 3;
}

function invoiceListHeader(line: Line): boolean {
  return line.tokens.length >= 3 && line.tokens.some((token) => INVOICE_COLUMN.test(token.text)) && line.tokens.every((token) => !/\d/.test(token.text));
}
