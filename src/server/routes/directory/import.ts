import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../../shared/contract/common';
import { clientIdParam, directoryImportQuery, importResult } from '../../../shared/contract/directory';
import { adminOnly } from '../../auth/guard';
import { decodeCsv, type DecodedCsv } from '../../directory/import/csvTable';
import { DIRECTORY_COLUMNS } from '../../directory/import/formats';
import { importDirectory } from '../../directory/import';
import { isUniqueViolation } from '../../db/repositories/clients';
import { conflict, HttpError } from '../../http/errors';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

/** The largest CSV file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** A text/csv body as the parser hands it on: text, never a Buffer (cleanInput walks a body's keys). */
class CsvUpload {
  constructor(readonly file: DecodedCsv) {}
}

/**
 * text/csv bodies, for this plugin only, up to IMPORT_MAX_BYTES: decoded here, so a file
 * that is not UTF-8 is told apart before anything reads it as text.
 */
export function csvBodies(app: FastifyInstance): void {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, new CsvUpload(decodeCsv(body as Buffer)));
  });
}

const columnsOf = Object.entries(DIRECTORY_COLUMNS)
  .map(([kind, { columns, required }]) => `${kind}: ${columns.map((c) => (required.includes(c) ? `**${c}**` : c)).join(', ')}`)
  .join('; ');

const importFile = {
  params: clientIdParam,
  querystring: directoryImportQuery,
  description:
    `Imports a CSV file (the body, \`Content-Type: text/csv\`, UTF-8, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB) of one kind of entry: a header row naming the columns in any order and any case (required in bold; others are ignored) — ${columnsOf}. ` +
    'Lists are separated by `;`. A row whose name (a unit: its property and label; a GL account: its number) exists updates it, and a column the file lacks leaves that field as it is. ' +
    'A vendor has one row per account number; `property` on a row without one is its default property. Properties, units and GL accounts named must exist. ' +
    'With any problem nothing is written and the answer is 400 with each problem by row (the header is row 1) and column; `dryRun=true` checks the file and writes nothing. `updated` counts the entries that change.',
  response: { 200: importResult, 400: z.union([importResult.extend({ message: z.string() }), errorBody]) },
};

export function importRoute(app: ZodApp, service: DirectoryService) {
  app.post('/import', { config: adminOnly, schema: importFile }, async (request, reply) => {
    const clientId = await service.client(request);
    const { kind, dryRun } = request.query;
    const body: unknown = request.body;
    if (!(body instanceof CsvUpload)) throw new HttpError(415, 'Send the CSV file as the request body, with Content-Type: text/csv.');
    const outcome = await importDirectory(service.repos, clientId, kind, body.file, dryRun).catch((error: unknown) => {
      // Another writer took a name between the file's check and its writes (PostgreSQL).
      if (isUniqueViolation(error)) throw conflict('The directory changed while the file was imported, and nothing was imported. Import it again.');
      throw error;
    });
    reply.status(outcome.ok ? 200 : 400);
    return outcome.result;
  });
}
