import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { z } from 'zod';
import { billExportPreview, billExportQuery, PREVIEW_ROWS, type ExportColumn } from '../../../shared/contract/billExport';
import { currentUser } from '../../auth/guard';
import { transaction } from '../../db/repositories';
import type { ExportBill } from '../../db/repositories/billExports';
import { exportChange, forInvoice } from '../../db/repositories/historyChanges';
import { todayUtc } from '../../dueDates';
import { contentDisposition } from '../../http/contentDisposition';
import { CSV } from '../../http/csv';
import type { ZodApp } from '../../http/validate';
import { clientIdParam } from '../params';
import { billRows } from './billRows';
import type { BillExportService } from './service';

/**
 * The API's formula guard (http/csv.ts), but for a negative amount ("-12.50"): a PM system's
 * import must read it as the number it is, and a spreadsheet runs nothing in it.
 */
const BILL_CSV = { ...CSV, escapeFormulae: /^(?!-\d+\.\d\d$)[=+\-@\t\r]/ };

/** The file whole, after a byte-order mark (how Excel knows it is UTF-8): it is written in the transaction that marks its bills. */
const csvText = (columns: readonly ExportColumn[], bills: readonly ExportBill[]) =>
  `\uFEFF${Papa.unparse([columns.map(({ header }) => header), ...billRows(columns, bills)], BILL_CSV)}\r\n`;

const which =
  "The client's reviewed bills not exported yet (with `includeExported=true`, every reviewed bill), oldest first. A bill whose line items carry a GL account is a row per line item " +
  "(its amount, description and GL account; its property and unit unless the line names its own); any other bill is one row (the amount due, the bill's description and GL account). " +
  'Amounts are plain decimals (1234.56), dates YYYY-MM-DD.';

const exportFile = {
  params: clientIdParam,
  querystring: billExportQuery,
  description:
    `A CSV file in the client's columns (GET …/export/mapping) for a property-management system's bill import. ${which} ` +
    "With `dryRun=false` each bill in the file is marked exported, by the caller and now, in its history too, in the file's transaction, so the next export leaves it out; " +
    'the default dry run marks nothing. UTF-8 with a byte-order mark; a cell that would start a formula (= + - @) is written after an apostrophe, a negative amount aside.',
  response: { 200: { description: 'A CSV file.', content: { 'text/csv': { schema: z.string() } } } },
};

const previewAnswer = {
  params: clientIdParam,
  querystring: billExportQuery.pick({ includeExported: true }),
  description: `What the CSV would hold, nothing marked: how many bills and rows, the headers in order, and the first ${PREVIEW_ROWS} rows keyed by header. ${which}`,
  response: { 200: billExportPreview },
};

/** GET /api/clients/:clientId/export/bills.csv and its preview: any user who may read the client's invoices exports them, as the invoice export. */
export function billRoutes(app: ZodApp, service: BillExportService) {
  const { repos } = service;

  app.get('/bills.csv', { schema: exportFile }, async (request, reply) => {
    const clientId = await service.client(request);
    const { dryRun, includeExported } = request.query;
    const userId = currentUser(request).id;
    const columns = await service.columns(clientId);
    const text = dryRun
      ? csvText(columns, await repos.billExports.pending(clientId, includeExported))
      : await transaction(repos, async (trx) => {
          const { at, bills } = await trx.billExports.markExported(clientId, userId, includeExported);
          await trx.invoiceHistory.record(userId, bills.flatMap((bill) => forInvoice(bill.id, [exportChange])), at);
          return csvText(columns, bills);
        });
    const client = await repos.clients.findById(clientId);
    // The answer is declared as the CSV's text, which it is.
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${client?.name ?? 'Client'} bills ${todayUtc()}${dryRun ? ' (dry run)' : ''}.csv`, 'attachment'))
      // The API is another origin than the app: the app reads the file's name from this header.
      .header('access-control-expose-headers', 'content-disposition')
      .header('cache-control', 'private, no-store')
      .send(text);
  });

  app.get('/bills', { schema: previewAnswer }, async (request) => {
    const clientId = await service.client(request);
    const columns = await service.columns(clientId);
    const bills = await repos.billExports.pending(clientId, request.query.includeExported);
    const rows = billRows(columns, bills);
    const headers = columns.map(({ header }) => header);
    return { bills: bills.length, rows: rows.length, headers, sample: rows.slice(0, PREVIEW_ROWS).map((row) => Object.fromEntries(headers.map((header, i) => [header, row[i] ?? '']))) };
  });
}
