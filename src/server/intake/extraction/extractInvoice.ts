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

/** The fields of one invoice (a group of consecutive pages), each with its confidence. */
export function extractInvoice(pages: PageText[], firstPage: number): ExtractedInvoice {
  const lines = pages.flatMap((page) => page.lines);
  const lineItems = findLineItems(lines);
  const billDate = findBillDate(lines);
  const totals = findTotals(lines);
  const site = findSite(lines);
  const references = findReferences(lines);
  const found: Partial<Record<InvoiceField, Found<string | number> | null>> = {
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
  };
  const confidence: ExtractedInvoice['confidence'] = {};
  for (const [field, value] of Object.entries(found) as [InvoiceField, Found<unknown> | null][]) confidence[field] = value?.confidence ?? 0;
  confidence.lineItems = lineItems.length > 0 ? 0.8 : 0;
  const text = (field: InvoiceField) => (found[field]?.value as string | undefined) ?? null;
  const cents = (field: InvoiceField) => (found[field]?.value as number | undefined) ?? null;
  return {
    payee: text('payee'),
    invoiceNumber: text('invoiceNumber'),
    totalAmountCents: cents('totalAmount'),
    totalCents: cents('total'),
    billDate: text('billDate'),
    dueDate: text('dueDate'),
    description: text('description'),
    property: text('property'),
    unit: text('unit'),
    purchaseOrder: text('purchaseOrder'),
    workOrder: text('workOrder'),
    reference: text('reference'),
    glAccount: text('glAccount'),
    pageNumber: firstPage,
    pageCount: pages.length,
    lineItems,
    confidence,
    source: 'text',
  };
}
