import { documentEvidence } from '../learning/evidence';
import type { ExtractedInvoice, InvoiceField } from '../pdf/types';
import { findTotals, zeroBalance } from './amounts';
import { findBillDate, findDueDate } from './billDates';
import { asCredit, creditItems, isCreditMemo } from './credit';
import { findDescription } from './description';
import { classifyDocument } from './documentKind';
import type { PageText } from './document';
import { locateFields, spotsOf } from './fieldBoxes';
import { defaultReason, type Found } from './found';
import { findInvoiceNumber } from './invoiceNumber';
import { findLineItems } from './lineItems';
import { readLocale } from './locale';
import { findLooseItems } from './looseItems';
import { findSite } from './location';
import { findPayee } from './payee';
import { findReferences } from './references';
import { closingBalance } from './statement';

/** Line items found in a table are as sure as the table's header made them; loose lines less so. */
const LINE_ITEMS_CONFIDENCE = 0.8;
const LOOSE_ITEMS_CONFIDENCE = 0.6;

/** The fields of one invoice (a group of consecutive pages), each with its confidence. */
export function extractInvoice(pages: PageText[], firstPage: number): ExtractedInvoice {
  const lines = pages.flatMap((page) => page.lines);
  const kind = classifyDocument(pages);
  const credit = kind.value === 'credit_note' || isCreditMemo(pages[0]);
  const tabled = findLineItems(lines);
  const found = tabled.length > 0 ? tabled : findLooseItems(lines);
  const lineItems = credit ? creditItems(found) : found;
  const locale = readLocale(lines);
  const closing = kind.value === 'statement' ? closingBalance(lines, locale.dayFirst) : null;
  const billDate = closing?.date ?? findBillDate(lines, locale.dayFirst);
  const totals = closing?.amount ? { ...findTotals(lines), due: closing.amount } : findTotals(lines);
  const site = findSite(lines);
  const { account, ...references } = findReferences(lines);
  const fields = {
    payee: findPayee(pages),
    invoiceNumber: findInvoiceNumber(lines, kind.value),
    totalAmount: credit ? asCredit(totals.due) : kind.value === 'receipt' ? (zeroBalance(lines) ?? totals.due) : totals.due,
    total: credit ? asCredit(totals.total) : totals.total,
    billDate,
    dueDate: findDueDate(lines, billDate?.value ?? null, locale.dayFirst),
    currency: locale.currency,
    description: findDescription(lines, lineItems),
    property: site.property,
    unit: site.unit,
    ...references,
  } satisfies Partial<Record<InvoiceField, Found<unknown> | null>>;
  const confidence: ExtractedInvoice['confidence'] = { documentKind: kind.confidence, lineItems: tabled.length > 0 ? LINE_ITEMS_CONFIDENCE : lineItems.length > 0 ? LOOSE_ITEMS_CONFIDENCE : 0 };
  const reasons: ExtractedInvoice['reasons'] = { documentKind: kind.reason ?? defaultReason(kind.confidence) };
  for (const [field, found] of Object.entries(fields)) {
    confidence[field as InvoiceField] = found?.confidence ?? 0;
    if (found) reasons[field as InvoiceField] = found.reason ?? defaultReason(found.confidence);
  }
  const value = <T>(found: Found<T> | null): T | null => found?.value ?? null;
  const invoice: ExtractedInvoice = {
    documentKind: credit ? 'credit_note' : kind.value,
    payee: value(fields.payee),
    invoiceNumber: value(fields.invoiceNumber),
    totalAmountCents: value(fields.totalAmount),
    totalCents: value(fields.total),
    billDate: value(fields.billDate),
    dueDate: value(fields.dueDate),
    currency: value(fields.currency),
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
    reasons,
    source: 'text',
    evidence: documentEvidence(pages, { payee: value(fields.payee), account: value(account), site: value(fields.property) }),
  };
  return locateFields(invoice, pages, spotsOf(fields));
}
