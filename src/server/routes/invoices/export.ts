import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { z } from 'zod';
import { invoiceExportQuery } from '../../../shared/contract/reviewWorkspace';
import { currentUser } from '../../auth/guard';
import { NEWEST_FIRST } from '../../db/repositories/invoiceOrder';
import type { InvoiceWithItems } from '../../db/repositories/invoices';
import { todayUtc } from '../../dueDates';
import { contentDisposition } from '../../http/contentDisposition';
import { CSV } from '../../http/csv';
import type { ZodApp } from '../../http/validate';
import { clientIdParam } from '../params';
import { CSV_COLUMNS } from './csvColumns';
import type { InvoiceService } from './service';

/** Invoices read per query: the file is written as they come, never held whole. */
const CHUNK = 500;

async function* csvText(chunks: AsyncIterable<InvoiceWithItems[]>): AsyncGenerator<string> {
  // The byte-order mark is how Excel knows the file is UTF-8.
  yield `\uFEFF${Papa.unparse([CSV_COLUMNS.map(([header]) => header)], CSV)}\r\n`;
  for await (const rows of chunks) yield `${Papa.unparse(rows.map((row) => CSV_COLUMNS.map(([, cell]) => cell(row))), CSV)}\r\n`;
}

const exportFile = {
  params: clientIdParam,
  querystring: invoiceExportQuery,
  description:
    "The client's invoices under the list's search, review filter and order, or, with `ids`, those invoices only (in that order; " +
    "403 when any is not one of the client's). One row per invoice with every field of its detail but the PDF, after a header row; UTF-8 with a byte-order mark.",
  response: { 200: { description: 'A CSV file, sent as it is read.', content: { 'text/csv': { schema: z.string() } } } },
};

/** GET /api/invoices/client/:clientId/export.csv (issue 15): a download, so the client saves it as a file. */
export function invoiceExportRoute(app: ZodApp, service: InvoiceService) {
  app.get('/client/:clientId/export.csv', { schema: exportFile }, async (request, reply) => {
    const { clientId } = request.params;
    const { search, reviewed, ids, sort, order = 'desc' } = request.query;
    await service.access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    const filters = ids ? { ids: await service.allWithin(ids, (owner) => owner === clientId) } : { search, reviewed };
    const client = await service.invoices.client(clientId);
    const chunks = service.invoices.withItemsInOrder(clientId, filters, sort ? { sort, order } : NEWEST_FIRST, CHUNK);
    // The answer is declared as the CSV's text, which a stream of it is.
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${client.name} invoices ${todayUtc()}.csv`, 'attachment'))
      // The API is another origin than the app: the app reads the file's name from this header.
      .header('access-control-expose-headers', 'content-disposition')
      .header('cache-control', 'private, no-store')
      .send(Readable.from(csvText(chunks)));
  });
}
