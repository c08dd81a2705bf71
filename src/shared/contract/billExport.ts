import { z } from 'zod';
import { blankToUndefined } from './pagination';

/*
 * The export of reviewed bills to a property-management system (issue 16): a CSV in the shape
 * a PM system's bill import takes, in columns each client maps, and the marks that keep a bill
 * from going twice.
 */

/** What a column of the export may hold. */
export const BILL_FIELDS = [
  'payee',
  'property',
  'unit',
  'glAccount',
  'amount',
  'billDate',
  'dueDate',
  'invoiceNumber',
  'description',
  'vendorName',
  'propertyId',
  'unitId',
  'memo',
  'reference',
  'purchaseOrder',
] as const;
export type BillField = (typeof BILL_FIELDS)[number];

export const MAPPING_MAX_COLUMNS = 30;
export const HEADER_MAX = 100;

export const exportColumn = z.object({
  header: z.string({ error: 'must be text' }).trim().min(1, 'must not be blank').max(HEADER_MAX, `must be at most ${HEADER_MAX} characters`),
  field: z.enum(BILL_FIELDS, { error: `must be one of ${BILL_FIELDS.join(', ')}` }),
});
export type ExportColumn = z.infer<typeof exportColumn>;

/** A PM system's import matches headers whatever their case, so two that differ in case only are one. */
export const headerKey = (header: string) => header.trim().toLowerCase();

export const exportMappingBody = z.object({
  columns: z
    .array(exportColumn, { error: 'must be a list of columns' })
    .min(1, 'must hold at least one column')
    .max(MAPPING_MAX_COLUMNS, `must hold at most ${MAPPING_MAX_COLUMNS} columns`)
    .superRefine((columns, context) => {
      const seen = new Set<string>();
      for (const [index, { header }] of columns.entries()) {
        if (seen.has(headerKey(header))) context.addIssue({ code: 'custom', path: [index, 'header'], message: `repeats the header ${header.trim()}` });
        seen.add(headerKey(header));
      }
    }),
});
export type ExportMappingBody = z.infer<typeof exportMappingBody>;

/** The columns of a client that saved none: the bill import of the common PM systems. */
export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Payee Name', field: 'payee' },
  { header: 'Property Name', field: 'property' },
  { header: 'Unit', field: 'unit' },
  { header: 'GL Account', field: 'glAccount' },
  { header: 'Amount', field: 'amount' },
  { header: 'Bill Date', field: 'billDate' },
  { header: 'Due Date', field: 'dueDate' },
  { header: 'Reference', field: 'invoiceNumber' },
  { header: 'Description', field: 'description' },
];

/** The client's columns; `updatedAt` is null while it has saved none and the default applies. */
export const exportMappingResponse = z.object({ columns: z.array(exportColumn), updatedAt: z.string().nullable() });
export type ExportMappingResponse = z.infer<typeof exportMappingResponse>;

const flag = (absent: boolean) =>
  z
    .preprocess((value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value), z.enum(['true', 'false'], { error: 'must be true or false' }).optional())
    .optional()
    .transform((value) => (value === undefined ? absent : value === 'true'));

export const billExportQuery = z.object({
  dryRun: flag(true).describe('true (the default): what would go, nothing marked; false: the bills go, and are marked exported.'),
  includeExported: flag(false).describe('true: bills exported before go again.'),
});
export type BillExportQuery = z.input<typeof billExportQuery>;

/** The rows a preview shows. */
export const PREVIEW_ROWS = 20;

/** What an export would write: how many bills and rows, the headers in order, and the first rows keyed by header. */
export const billExportPreview = z.object({
  bills: z.int(),
  rows: z.int(),
  headers: z.array(z.string()),
  sample: z.array(z.record(z.string(), z.string())),
});
export type BillExportPreview = z.infer<typeof billExportPreview>;
