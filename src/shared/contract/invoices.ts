import { z } from 'zod';
import { resolution } from './directory';
import { booleanQuery, optionalIdQuery, optionalPageQuery, pageInfo, pageQuery, searchQuery } from './pagination';

/** Per field, 0 (a guess) to 1 (certain), as extraction or a reviewer left it. */
export const fieldConfidence = z.record(z.string(), z.number());
export type FieldConfidence = z.infer<typeof fieldConfidence>;

/**
 * Where extraction read a field's value on the PDF (issue 15): `page` is the 1-based page of the
 * whole PDF; x, y, w, h are fractions (0..1) of that page's width and height as pdf.js shows it
 * (its rotation applied), measured from its top-left corner.
 */
export const fieldBox = z.object({ page: z.int().min(1), x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type FieldBox = z.infer<typeof fieldBox>;
export const fieldBoxes = z.record(z.string(), fieldBox);
export type FieldBoxes = z.infer<typeof fieldBoxes>;

export const invoiceLineItem = z.object({
  id: z.string(),
  description: z.string(),
  /** Dollars, e.g. 1234.56. */
  amount: z.number().nullable(),
  property: z.string().nullable(),
  unit: z.string().nullable(),
  glAccount: z.string().nullable(),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItem>;

/** An invoice as lists show it (SPEC.md section 3); never the PDF. */
export const invoiceSummary = z.object({
  id: z.string(),
  client_id: z.string(),
  userId: z.string().nullable(),
  emailId: z.string().nullable(),
  payee: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The amount due, in the invoice's currency (dollars unless `currency` says otherwise). */
  totalAmount: z.number().nullable(),
  /** ISO 4217 code of the amounts; null when the document named none (shown as dollars). */
  currency: z.string().nullable(),
  /** A bill to pay, or a credit note (a negative bill). */
  documentKind: z.enum(['invoice', 'credit_note']),
  billDate: z.string().nullable(),
  /** When the bill is due (YYYY-MM-DD), so a reviewer sees what falls due first. */
  dueDate: z.string().nullable(),
  description: z.string().nullable(),
  /** The directory's property name and unit label when resolved (issue 16), else as the document printed them. */
  property: z.string().nullable(),
  unit: z.string().nullable(),
  /** The client's directory entries the bill was resolved to at intake; null when it was not. */
  propertyId: z.string().nullable(),
  unitId: z.string().nullable(),
  vendorId: z.string().nullable(),
  glAccount: z.string().nullable(),
  /** Why each of property, unit, vendor and GL account was chosen, and how surely; null when the bill was not resolved (no directory). */
  resolution: resolution.nullable(),
  senderEmail: z.string().nullable(),
  comment: z.string(),
  reviewed: z.boolean(),
  source: z.enum(['email', 'upload']),
  confidence: fieldConfidence,
  /** The client's earlier bill this one likely repeats (issue 16's duplicate radar: the same document, vendor and number, or vendor and total within days). */
  duplicateOf: z.string().nullable(),
  /** Why it was flagged; set without duplicateOf when the same bill arrived for another client. */
  duplicateReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceDetail = invoiceSummary.extend({
  /** The invoice total in dollars before payments and credits. */
  total: z.number().nullable(),
  purchaseOrder: z.string().nullable(),
  workOrder: z.string().nullable(),
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
  cashAccount: z.string().nullable(),
  memoForCheck: z.string().nullable(),
  pageNumber: z.int().nullable(),
  pageCount: z.int().nullable(),
  markedAsPaid: z.boolean(),
  clientName: z.string(),
  appfolioUrl: z.string().nullable(),
  lineItems: z.array(invoiceLineItem),
  /** Per field, why extraction chose its value ("labelled 'Invoice #' on page 1", "read by OCR"). */
  fieldReasons: z.record(z.string(), z.string()),
  /** Per field, where on the PDF its value was read; empty when none is known (typed in, an e-mail's body, read before boxes were kept). */
  fieldBoxes: fieldBoxes,
  /** The linked PDF as base64, or null when the invoice has none. */
  pdfFile: z.string().nullable(),
  pdfPartId: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

const trimmedOrNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : value.trim();
};

const text = (max = 500) =>
  z.preprocess(trimmedOrNull, z.string({ error: 'must be a string' }).max(max, `must be at most ${max} characters`).nullable()).optional();

/** Amounts in dollars, as a number or as typed on screen ("$1,234.56"); cents are rounded. */
const money = () =>
  z
    .preprocess(
      (value) => {
        const trimmed = trimmedOrNull(value);
        if (typeof trimmed !== 'string') return trimmed;
        const plain = trimmed.replace(/[$,\s]/g, '');
        return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
      },
      z.number({ error: 'must be an amount in dollars' }).min(-1e10, 'is too large').max(1e10, 'is too large').nullable(),
    )
    .optional();

/** ISO dates; the US form the list shows (01/31/2024) is accepted too. */
const date = () =>
  z
    .preprocess(
      (value) => {
        const trimmed = trimmedOrNull(value);
        const us = typeof trimmed === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed) : null;
        if (us) return `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
        return typeof trimmed === 'string' ? trimmed.slice(0, 10) : trimmed;
      },
      z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).nullable(),
    )
    .optional();

/** Multipart forms send every value as text, so "true" and "2" are accepted beside JSON values. */
const flag = () =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'must be true or false' })).optional();

const pageNumber = () =>
  z
    .preprocess(
      (value) => {
        const trimmed = trimmedOrNull(value);
        return typeof trimmed === 'string' && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
      },
      z.number({ error: 'must be a whole number of at least 1' }).int('must be a whole number of at least 1').min(1, 'must be a whole number of at least 1').max(100_000, 'is too large').nullable(),
    )
    .optional();

export const lineItemInput = z.object({
  description: z.preprocess((value) => trimmedOrNull(value) ?? '', z.string({ error: 'must be a string' }).max(2000, 'must be at most 2000 characters')),
  amount: money(),
  property: text(),
  unit: text(100),
  glAccount: text(100),
});

/**
 * Every field a reviewer may edit. An absent key leaves the field as it is, null or blank
 * clears it. Keys not listed (id, createdAt, pdfFile, …) are dropped, so the client may send
 * back the invoice it read.
 */
export const invoiceFieldsBody = z.object({
  payee: text(),
  invoiceNumber: text(100),
  totalAmount: money(),
  total: money(),
  billDate: date(),
  dueDate: date(),
  description: text(5000),
  property: text(),
  unit: text(100),
  purchaseOrder: text(100),
  workOrder: text(100),
  reference: text(200),
  remarks: text(5000),
  cashAccount: text(100),
  memoForCheck: text(500),
  glAccount: text(100),
  pageNumber: pageNumber(),
  markedAsPaid: flag(),
  reviewed: flag(),
  comment: z.preprocess((value) => trimmedOrNull(value) ?? '', z.string({ error: 'must be a string' }).max(5000, 'must be at most 5000 characters')).optional(),
  lineItems: z.array(lineItemInput, { error: 'must be a list of line items' }).max(500, 'must hold at most 500 line items').optional(),
});
export type InvoiceFieldsBody = z.input<typeof invoiceFieldsBody>;
export type InvoiceFields = z.output<typeof invoiceFieldsBody>;

export const uploadInvoiceFields = invoiceFieldsBody.extend({
  clientId: z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }).trim().min(1, 'is required').max(64, 'is too long'),
});

export const commentBody = z.object({
  comment: z.preprocess((value) => (value === null ? '' : value), z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }).trim().max(5000, 'must be at most 5000 characters')),
});

export const invoiceListQuery = z.object({ userId: optionalIdQuery() });

/** The All / Unreviewed / Reviewed switch is `reviewed`; absent is All. */
export const invoicePageQuery = pageQuery.extend({ search: searchQuery(), reviewed: booleanQuery() });

/** GET /api/invoices/all: the whole list, or one page when page or limit is given. */
export const allInvoicesQuery = optionalPageQuery.extend({ search: searchQuery(), reviewed: booleanQuery() });

export const invoiceListResponse = z.object({ invoices: z.array(invoiceSummary) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

export const invoicePageResponse = invoiceListResponse.extend({ ...pageInfo.shape, pageSize: z.int() });
export type InvoicePageResponse = z.infer<typeof invoicePageResponse>;

export const invoiceResponse = z.object({ invoice: invoiceDetail });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/** List actions (review toggle, comment) answer the list item: no PDF travels for a click. */
export const invoiceSummaryResponse = z.object({ invoice: invoiceSummary });
export type InvoiceSummaryResponse = z.infer<typeof invoiceSummaryResponse>;

export const invoiceReviewResponse = invoiceSummaryResponse.extend({ reviewed: z.boolean() });
export type InvoiceReviewResponse = z.infer<typeof invoiceReviewResponse>;
