import type { PageText } from './document';
import { findInvoiceNumber } from './invoiceNumber';

export interface PageGroup {
  pages: PageText[];
  /** 1-based number of the group's first page. */
  firstPage: number;
}

const PAGE_OF = /\bpage\s*(\d+)\s*(?:of|\/)\s*(\d+)\b/i;

/**
 * Splits a PDF into its invoices. A page with an invoice number other than the current one
 * starts a new invoice; a page without one, with the same one, or marked "Page 2 of 3"
 * continues it.
 */
export function splitPages(pages: PageText[]): PageGroup[] {
  const groups: PageGroup[] = [];
  let currentNumber: string | null = null;
  for (const page of pages) {
    const number = findInvoiceNumber(page.lines)?.value ?? null;
    const marker = PAGE_OF.exec(page.lines.map((line) => line.text).join('\n'));
    const continuation = marker !== null && Number(marker[1]) > 1;
    const current = groups[groups.length - 1];
    if (!current || (!continuation && number !== null && currentNumber !== null && number !== currentNumber)) {
      groups.push({ pages: [page], firstPage: page.number });
      currentNumber = number;
    } else {
      current.pages.push(page);
      currentNumber ??= number;
    }
  }
  return groups;
}
