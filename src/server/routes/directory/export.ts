import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { clientIdParam, directoryExportQuery, type DirectoryKind } from '../../../shared/contract/directory';
import type { DirectoryRepository } from '../../db/repositories/directory';
import type { ExportedVendor } from '../../db/repositories/directory/exports';
import { DIRECTORY_COLUMNS, joinList } from '../../directory/import/formats';
import { todayUtc } from '../../dueDates';
import { contentDisposition } from '../../http/contentDisposition';
import { csvFile, type CsvCell } from '../../http/csv';
import { notFound } from '../../http/errors';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

/** A vendor's rows: one per account; its default property on a row without one. */
function vendorRows(v: ExportedVendor): CsvCell[][] {
  const row = (accountNumber: string | null, property: string | null, unit: string | null): CsvCell[] => [
    v.name,
    joinList(v.aliases),
    joinList(v.senderEmails),
    accountNumber,
    property,
    unit,
    v.defaultGlAccount,
    v.remitTo,
    v.taxId,
  ];
  const accounts = v.accounts.map((a) => row(a.accountNumber, a.property, a.unit));
  return accounts.length === 0 || v.defaultProperty !== null ? [row(null, v.defaultProperty, null), ...accounts] : accounts;
}

/** Each kind's rows, in the columns of DIRECTORY_COLUMNS, so that an export imports again as it is. */
function csvOf(directory: DirectoryRepository, clientId: string, kind: DirectoryKind): AsyncGenerator<string> {
  const header = DIRECTORY_COLUMNS[kind].columns;
  switch (kind) {
    case 'properties':
      return csvFile(header, directory.exports.properties(clientId), (p) => [[p.name, joinList(p.aliases), p.address, p.city, p.state, p.zip]]);
    case 'units':
      return csvFile(header, directory.exports.units(clientId), (u) => [[u.property, u.unit, u.address]]);
    case 'vendors':
      return csvFile(header, directory.exports.vendors(clientId), vendorRows);
    case 'gl-accounts':
      return csvFile(
        header,
        (async function* () {
          yield await directory.glAccounts.list(clientId);
        })(),
        (gl) => [[gl.number, gl.name]],
      );
  }
}

const exportFile = {
  params: clientIdParam,
  querystring: directoryExportQuery,
  description:
    "The client's entries of one kind as a CSV file in the columns an import takes (POST import), so the file imports again as it is. UTF-8 with a byte-order mark; " +
    'a cell that would start a formula (= + - @) is written after an apostrophe, which an import takes off.',
  response: { 200: { description: 'A CSV file, sent as it is read.', content: { 'text/csv': { schema: z.string() } } } },
};

export function exportRoute(app: ZodApp, service: DirectoryService) {
  app.get('/import', { schema: exportFile }, async (request, reply) => {
    const clientId = await service.client(request);
    const { kind } = request.query;
    const client = await service.repos.clients.findById(clientId);
    if (!client) throw notFound('Client not found');
    // The answer is declared as the CSV's text, which a stream of it is.
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`${client.name} ${kind} ${todayUtc()}.csv`, 'attachment'))
      .header('access-control-expose-headers', 'content-disposition')
      .header('cache-control', 'private, no-store')
      .send(Readable.from(csvOf(service.directory, clientId, kind)));
  });
}
