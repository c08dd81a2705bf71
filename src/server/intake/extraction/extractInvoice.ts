import type { ExtractedInvoice, InvoiceField } from '../pdf/types';
import { findTotals } from './amounts';
import { findBillDate, findDueDate } from './billDates';
import { findDescription } from './description';
import type { PageText } from './document';
import type { Found } from './found';
import { findInvoiceNumber } from './invoiceNumber';
import { findLineItems } from './lineItems';
import { findSite } from './location';
import { findPayee } from './payee';
import { findReferences } from './references';

/** Line items found in a table are as sure as the table's header made them. */
const LINE_ITEMS_CONFIDENCE = 0.8;

/** The fields of one invoice (a group of consecutive pages), each with its confidence. */
export function extractInvoice(pages: PageText[], firstPage: number): ExtractedInvoice {
  const lines = pages.flatMap((page) => page.lines);
  const lineItems = findLineItems(lines);
  const billDate = findBillDate(lines);
  const totals = findTotals(lines);
  const site = findSite(lines);
  const references = findReferences(lines);
  const fields = {
    payee: findPayee(pages),
    invoiceNumber: findInvoiceNumber(lines),
    totalAmount: totals.due,
    total: totals.total,
    billDate,
    dueDate: findDueDate(lines, billDate?.value ?? null),
    description: findDescription(lines, lineItems),
    property: site.property,
    unit: site.unit,
    ...references,
  } satisfies Partial<Record<InvoiceField, Found<unknown> | null>>;
  const confidence: ExtractedInvoice['confidence'] = { lineItems: lineItems.length > 0 ? LINE_ITEMS_CONFIDENCE : 0 };
  for (const [field, found] of Object.entries(fields)) confidence[field as InvoiceField] = found?.confidence ?? 0;
  const value = <T>(found: Found<T> | null): T | null => found?.value ?? null;
  return {
    payee: value(fields.payee),
    invoiceNumber: value(fields.invoiceNumber),
    totalAmountCents: value(fields.totalAmount),
    totalCents: value(fields.total),
    billDate: value(fields.billDate),
    dueDate: value(fields.dueDate),
    description: value(fields.description),
    property: value(fields.property),
    unit: value(fields.unit),
    purchaseOrder: value(fields.purchaseOrder),
    workOrder: value(fields.workOrder),
    reference: value(fields.reference),
    glAccount: value(fields.glAccount),
    pageNumber: firstPage,
    pageCount: pages.length,
    lineItems,
    confidence,
    source: 'text',
  };
}
