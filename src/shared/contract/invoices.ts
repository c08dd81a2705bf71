import { z } from 'zod';
import { blankToUndefined, booleanQuery, optionalIdQuery, optionalPageQuery, pageInfo, pageQuery, searchQuery } from './pagination';

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
  property: z.string().nullable(),
  unit: z.string().nullable(),
  senderEmail: z.string().nullable(),
  comment: z.string(),
  reviewed: z.boolean(),
  source: z.enum(['email', 'upload']),
  confidence: fieldConfidence,
  /** The earlier invoice this one likely repeats (same payee, number and total). */
  duplicateOf: z.string().nullable(),
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
  glAccount: z.string().nullable(),
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

/** Columns the invoice pages sort by on the server (issue 15); absent is SPEC.md's newest first. */
export const INVOICE_SORTS = ['payee', 'invoiceNumber', 'property', 'billDate', 'dueDate', 'totalAmount', 'createdAt'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional()).optional();

/**
 * A list's order, as the invoice page and the export read it. Ties go by id; nulls come last in
 * either direction; text ignores the case of ASCII letters and is otherwise ordered by code point,
 * the same on SQLite and PostgreSQL.
 */
export const invoiceOrderQuery = z.object({
  sort: oneOf(INVOICE_SORTS).describe('The column to order by; absent: newest first, as SPEC.md has it.'),
  order: oneOf(SORT_ORDERS).describe('The direction of `sort`: desc unless asc is asked for; ignored without `sort`.'),
});

/** A client's invoice page: SPEC.md's page, search and review filter, and the sort of the table view. */
export const clientInvoicePageQuery = invoicePageQuery.extend(invoiceOrderQuery.shape);

/** `ids=a,b,c` exports those invoices only (a selection); at most 5,000. */
const idList = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value) : value),
      z
        .string({ error: 'must be a comma-separated list of ids' })
        .max(400_000, 'is too long')
        .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
        .refine((ids) => ids.length > 0, 'must name at least one invoice')
        .refine((ids) => ids.length <= 5000, 'must name at most 5000 invoices')
        .optional(),
    )
    .optional();

export const invoiceExportQuery = z
  .object({
    search: searchQuery(),
    reviewed: booleanQuery(),
    ids: idList().describe('Comma-separated invoice ids: those only (a selection), without the search and review filter.'),
  })
  .extend(invoiceOrderQuery.shape);

export const DUE_GROUPS = ['overdue', 'thisWeek', 'later', 'undated'] as const;
export type DueGroupKey = (typeof DUE_GROUPS)[number];

/** A sum of amounts in one currency (null: the document named none, shown as dollars). */
export const currencyTotal = z.object({ currency: z.string().nullable(), amount: z.number() });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const dueGroup = z.object({ count: z.int(), totals: z.array(currencyTotal) });
export type DueGroup = z.infer<typeof dueGroup>;

/**
 * The due-date queue: a page of the client's unreviewed invoices, earliest due first (no due
 * date last), and every group's count and totals over the whole queue. Overdue is due before
 * `today` (UTC), this week is due from today through the next six days, later is after that.
 */
export const dueQueueResponse = invoicePageResponse.extend({
  today: z.iso.date(),
  groups: z.object({ overdue: dueGroup, thisWeek: dueGroup, later: dueGroup, undated: dueGroup }),
});
export type DueQueueResponse = z.infer<typeof dueQueueResponse>;

export const BULK_ACTIONS = ['review', 'unreview', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX = 500;
/** "All matching the filter" acts on at most this many invoices; above it the caller narrows the filter. */
export const BULK_MATCH_MAX = 5000;

/** Every invoice of one client under the list's search and review filter, as its pages show them. */
export const bulkMatch = z.object({
  clientId: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }).trim().min(1, 'is required').max(64, 'is too long'),
  search: searchQuery(),
  reviewed: z.boolean({ error: 'must be true or false' }).optional(),
});
export type BulkMatch = z.infer<typeof bulkMatch>;

/** The invoices are named either by `ids` (a selection) or by `match` (all matching the filter), never both. */
export const bulkInvoicesBody = z
  .object({
    ids: z
      .array(z.string({ error: 'must be a list of invoice ids' }).trim().min(1, 'must not hold a blank id').max(64, 'must not hold an id that long'), {
        error: 'must be a list of invoice ids',
      })
      .min(1, 'must name at least one invoice')
      .max(BULK_MAX, `must name at most ${BULK_MAX} invoices`)
      .optional(),
    match: bulkMatch.optional(),
    action: z.enum(BULK_ACTIONS, { error: `must be one of ${BULK_ACTIONS.join(', ')}` }),
  })
  .superRefine(({ ids, match }, context) => {
    if (ids === undefined && match === undefined) context.addIssue({ code: 'custom', message: 'ids or match is required' });
    if (ids !== undefined && match !== undefined) context.addIssue({ code: 'custom', message: 'give ids or match, not both' });
  });
export type BulkInvoicesBody = z.infer<typeof bulkInvoicesBody>;

/** How many invoices changed: one already in the asked state is not counted. */
export const bulkInvoicesResponse = z.object({ updated: z.int() });
export type BulkInvoicesResponse = z.infer<typeof bulkInvoicesResponse>;

export const HISTORY_ACTIONS = ['extracted', 'uploaded', 'created', 'edited', 'reviewed', 'unreviewed', 'commented', 'linked', 'unlinked'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * One change to an invoice. Intake's entries come first, one per field it wrote, with the
 * confidence it gave; a reviewer's edit is one entry per field changed, old → new.
 */
export const historyEntry = z.object({
  at: z.string(),
  /** Null for intake's own entries. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  confidence: z.number().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const invoiceHistoryResponse = z.object({ history: z.array(historyEntry) });
export type InvoiceHistoryResponse = z.infer<typeof invoiceHistoryResponse>;
