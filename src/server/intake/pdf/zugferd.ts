import { XMLParser } from 'fast-xml-parser';
import type { ExtractedInvoice, ExtractedLineItem } from './types';

/** E-invoices (ZUGFeRD 1/2, Factur-X, XRechnung CII) carry their data as XML inside the PDF. */
const INVOICE_XML = /\.xml$/i;
const MAX_XML_BYTES = 5 * 1024 * 1024;
const CONFIDENCE = 0.98;

type Node = Record<string, unknown>;

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, processEntities: true });

/** The invoice that an embedded CII XML describes, or null when there is none or it is unusable. */
export function invoiceFromAttachments(attachments: { filename: string; content: Uint8Array }[], pageCount: number): ExtractedInvoice | null {
  for (const file of attachments) {
    if (!INVOICE_XML.test(file.filename) || file.content.byteLength > MAX_XML_BYTES) continue;
    const invoice = invoiceFromXml(new TextDecoder().decode(file.content), pageCount);
    if (invoice) return invoice;
  }
  return null;
}

export function invoiceFromXml(xml: string, pageCount: number): ExtractedInvoice | null {
  let root: unknown;
  try {
    root = parser.parse(xml);
  } catch {
    return null;
  }
  const document = first(root, 'ExchangedDocument') ?? first(root, 'HeaderExchangedDocument');
  if (!document || (!first(root, 'CrossIndustryInvoice') && !first(root, 'CrossIndustryDocument'))) return null;
  const invoiceNumber = text(first(document, 'ID'));
  const grandTotal = cents(first(root, 'GrandTotalAmount'));
  if (!invoiceNumber || grandTotal === null) return null;
  // UNTDID 1001 code 381 is a credit note; 380 and its kin are invoices. A credit note states
  // its amounts as positive figures of the credit, which is money owed back: negative here.
  const credit = text(first(document, 'TypeCode')) === '381';
  const sign = (amount: number) => (credit ? -Math.abs(amount) : amount);
  const due = sign(cents(first(root, 'DuePayableAmount')) ?? grandTotal);
  const values = {
    payee: text(first(first(root, 'SellerTradeParty'), 'Name')),
    invoiceNumber,
    totalAmountCents: due,
    totalCents: sign(grandTotal),
    billDate: date(first(first(document, 'IssueDateTime'), 'DateTimeString')),
    dueDate: dueDate(root),
    // The e-invoice names its currency (EN 16931 BT-5); a euro invoice is never shown in dollars.
    currency: text(first(root, 'InvoiceCurrencyCode'))?.toUpperCase() ?? null,
    purchaseOrder: text(first(first(root, 'BuyerOrderReferencedDocument'), 'IssuerAssignedID') ?? first(first(root, 'BuyerOrderReferencedDocument'), 'ID')),
  };
  const lineItems = all(root, 'IncludedSupplyChainTradeLineItem').map(lineItem);
  const sure = (value: unknown) => (value === null || value === undefined ? 0 : CONFIDENCE);
  const confidence: ExtractedInvoice['confidence'] = {
    payee: sure(values.payee),
    invoiceNumber: CONFIDENCE,
    totalAmount: CONFIDENCE,
    total: CONFIDENCE,
    billDate: sure(values.billDate),
    dueDate: sure(values.dueDate),
    currency: sure(values.currency),
    purchaseOrder: sure(values.purchaseOrder),
    lineItems: lineItems.length > 0 ? CONFIDENCE : 0,
    description: lineItems.length > 0 ? 0.7 : 0,
  };
  return {
    documentKind: credit ? 'credit_note' : 'invoice',
    ...values,
    description: lineItems[0]?.description ?? null,
    property: null,
    unit: null,
    workOrder: null,
    reference: null,
    glAccount: null,
    pageNumber: 1,
    pageCount: Math.max(pageCount, 1),
    lineItems,
    confidence,
    reasons: Object.fromEntries(Object.entries(confidence).filter(([, score]) => score > 0).map(([field]) => [field, 'from the e-invoice data embedded in the PDF'])),
    source: 'zugferd',
    // What the printed pages show is added by analyzePdf, which has them.
    evidence: { name: null, account: null, site: null, layout: [] },
  };
}

function lineItem(node: unknown): ExtractedLineItem {
  return {
    description: text(first(first(node, 'SpecifiedTradeProduct'), 'Name')) ?? '',
    amountCents: cents(first(node, 'LineTotalAmount')),
    property: null,
    unit: null,
    glAccount: null,
  };
}

/** The first element of that name anywhere under the node (the CII versions nest it differently). */
function first(node: unknown, name: string): unknown {
  const value = holderOf(node, name)?.[name];
  return Array.isArray(value) ? value[0] : value;
}

function all(node: unknown, name: string): unknown[] {
  const value = holderOf(node, name)?.[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function holderOf(node: unknown, name: string, depth = 0): Node | undefined {
  if (node === null || typeof node !== 'object' || depth > 40) return undefined;
  if (!Array.isArray(node) && name in (node as Node)) return node as Node;
  for (const child of Array.isArray(node) ? node : Object.values(node as Node)) {
    const found = holderOf(child, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  return null;
}

function cents(value: unknown): number | null {
  const raw = text(value);
  if (raw === null || !/^-?\d+(?:\.\d+)?$/.test(raw)) return null;
  return Math.round(Number(raw) * 100);
}

/**
 * The day the invoice is due: of several payment terms, the last. An earlier one is a cash
 * discount's ("Bei Zahlung bis zum 20220707 gewähren wir 2.00% Skonto" before "Fällig innerhalb
 * von 30 Tagen ohne Abzug", due 20220727).
 */
function dueDate(root: unknown): string | null {
  const days = all(root, 'SpecifiedTradePaymentTerms').map((terms) => date(first(first(terms, 'DueDateDateTime'), 'DateTimeString')));
  const latest = days.filter((day): day is string => day !== null).sort().at(-1);
  return latest ?? date(first(first(root, 'DueDateDateTime'), 'DateTimeString'));
}

/** CII dates are format 102 (YYYYMMDD); some producers write ISO dates instead. */
function date(value: unknown): string | null {
  const raw = text(value)?.replace(/-/g, '');
  const match = raw ? /^(\d{4})(\d{2})(\d{2})/.exec(raw) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
