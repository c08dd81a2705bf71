import { z } from 'zod';
import { invoicePageQuery, invoicePageResponse } from './invoices';
import { blankToUndefined, booleanQuery, searchQuery } from './pagination';

/*
 * The review workspace's calls beside SPEC.md's (issue 15): the table view's order, the due
 * queue, bulk actions, the CSV export and an invoice's history.
 */

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

/** 'exported': the bill went to the property-management system (issue 16). */
export const HISTORY_ACTIONS = ['extracted', 'uploaded', 'created', 'edited', 'reviewed', 'unreviewed', 'commented', 'linked', 'unlinked', 'exported'] as const;
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
