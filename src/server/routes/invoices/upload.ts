import type { FastifyRequest } from 'fastify';
import { invoiceResponse, uploadInvoiceFields, type FieldBoxes, type FieldConfidence, type InvoiceFields } from '../../../shared/contract/invoices';
import { currentUser } from '../../auth/guard';
import { cleanStrings } from '../../cleanText';
import type { AppContext } from '../../context';
import { createInvoice } from '../../db/repositories/invoiceWrites';
import { toDollars } from '../../db/money';
import { badRequest } from '../../http/errors';
import { formParts } from '../../http/formParts';
import { parse, type ZodApp } from '../../http/validate';
import { safeFilename } from '../../intake/mime/attachments';
import type { ExtractedInvoice } from '../../intake/pdf/types';
import { resolveUpload } from '../../intake/resolution';
import { documentHash } from '../../db/repositories/duplicates';
import type { InvoiceService } from './service';

/** As large as a PDF that arrives by e-mail may be. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

interface UploadedFile {
  filename: string;
  content: Buffer;
}

const invalid = (problem: string) => badRequest(`Invalid input: ${problem}`, [problem]);

/**
 * The form: one PDF file, `clientId`, and optionally the invoice fields, either one form
 * field each or as JSON in a `data` field (line items only as JSON, there or in `lineItems`).
 */
async function readForm(request: FastifyRequest): Promise<{ file: UploadedFile | undefined; fields: Record<string, unknown> }> {
  if (!request.isMultipart()) throw badRequest('Send the invoice as multipart/form-data with a PDF file');
  let file: UploadedFile | undefined;
  const values: Record<string, unknown> = {};
  for await (const part of formParts(request)) {
    if (part.type === 'file') file = { filename: safeFilename(part.filename) || 'invoice.pdf', content: part.content };
    else values[part.fieldname] = part.value;
  }
  const { data, lineItems, ...single } = values;
  const fields: Record<string, unknown> = { ...(data === undefined ? {} : jsonObject(data)), ...single };
  if (lineItems !== undefined) fields.lineItems = typeof lineItems === 'string' ? jsonField('lineItems', lineItems) : lineItems;
  return { file, fields: cleanStrings(fields) as Record<string, unknown> };
}

function jsonObject(value: unknown): Record<string, unknown> {
  const parsed = jsonField('data', value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('data must be a JSON object');
  return parsed as Record<string, unknown>;
}

function jsonField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid(`${name} must be JSON`);
  }
}

/** Extraction's values in contract units, for the fields the uploader left out. */
function extractedFields(found: ExtractedInvoice): InvoiceFields {
  return {
    payee: found.payee,
    invoiceNumber: found.invoiceNumber,
    totalAmount: toDollars(found.totalAmountCents),
    total: toDollars(found.totalCents),
    billDate: found.billDate,
    dueDate: found.dueDate,
    description: found.description,
    property: found.property,
    unit: found.unit,
    purchaseOrder: found.purchaseOrder,
    workOrder: found.workOrder,
    reference: found.reference,
    glAccount: found.glAccount,
    pageNumber: found.pageNumber,
    lineItems: found.lineItems.map((item) => ({ ...item, amount: toDollars(item.amountCents) })),
  };
}

/** What the uploader typed wins and is certain; the rest comes from the PDF with its confidence. */
async function prefill(ctx: AppContext, request: FastifyRequest, pdf: Buffer, given: InvoiceFields) {
  const confidence: FieldConfidence = {};
  for (const [field, value] of Object.entries(given)) if (value !== undefined) confidence[field] = 1;
  let found: ExtractedInvoice | undefined;
  let pageCount: number | null = null;
  try {
    // A copy: the analyzer may hand the bytes to a worker thread and detach them.
    const outcome = await ctx.pdf.analyze(new Uint8Array(pdf));
    if (outcome.kind === 'invoices') [found, pageCount] = [outcome.invoices[0], outcome.pageCount];
    else if ('pageCount' in outcome) pageCount = outcome.pageCount;
  } catch (error) {
    request.log.warn({ err: error }, 'uploaded PDF could not be analysed');
  }
  if (!found) return { fields: given, confidence, pageCount, found, boxes: {} };
  const fields: Record<string, unknown> = { ...given };
  // Outlined on the PDF: the values read there, not those the uploader typed.
  const boxes: FieldBoxes = {};
  for (const [field, value] of Object.entries(extractedFields(found))) {
    if (fields[field] !== undefined) continue;
    fields[field] = value;
    confidence[field] = found.confidence[field as keyof ExtractedInvoice['confidence']] ?? 0;
    const box = found.boxes?.[field as keyof NonNullable<ExtractedInvoice['boxes']>];
    if (box) boxes[field] = box;
  }
  return { fields: fields as InvoiceFields, confidence, pageCount: found.pageCount || pageCount, found, boxes };
}

/** The form's fields are parsed by readForm and uploadInvoiceFields: no JSON body to declare. */
const upload = {
  consumes: ['multipart/form-data'],
  description: 'A multipart form: `file` (one PDF), `clientId`, and optionally the invoice fields, one form field each or as JSON in `data`.',
  response: { 201: invoiceResponse },
};

export function invoiceUploadRoute(app: ZodApp, ctx: AppContext, service: InvoiceService) {
  app.post('/', { schema: upload }, async (request, reply) => {
    const caller = currentUser(request);
    const { file, fields } = await readForm(request);
    const { clientId, ...given } = parse(uploadInvoiceFields, fields);
    await service.access.assertClientAccess(caller, clientId, 'Client not found');
    if (!file) throw invalid('file is required');
    if (file.content.subarray(0, 1024).indexOf('%PDF-') === -1) throw invalid('file must be a PDF');
    const { fields: prefilled, confidence, pageCount, found, boxes } = await prefill(ctx, request, file.content, given);
    // Resolved in the client's directory as an e-mailed bill is (issue 16).
    const { fields: merged, columns } = await resolveUpload(ctx.db.kysely, clientId, prefilled, found);
    const row = await createInvoice(
      service.repos.handle,
      { clientId, userId: caller.id, pdf: { filename: file.filename, contentType: 'application/pdf', content: file.content }, pageCount, confidence, fieldBoxes: boxes, resolution: columns, documentHash: documentHash(found?.text) },
      merged,
    );
    reply.status(201);
    return { invoice: await service.detailOf(row) };
  });
}
