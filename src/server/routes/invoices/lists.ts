import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { clampLimit } from '../../../shared/contract/pagination';
import {
  allInvoicesQuery,
  invoiceListQuery,
  invoiceListResponse,
  invoicePageQuery,
  invoicePageResponse,
  type InvoicePageResponse,
} from '../../../shared/contract/invoices';
import type { ClientScope } from '../../auth/access';
import { adminOnly, currentUser } from '../../auth/guard';
import { jsonPage, type JsonText } from '../../db/jsonText';
import type { InvoiceFilters } from '../../db/repositories/invoices';
import { forbidden, notFound } from '../../http/errors';
import { sendJson, sendList } from '../../http/jsonAnswer';
import { pageInfo, type PageRequest } from '../../http/pagination';
import { clientIdParam } from '../params';
import type { ZodApp } from '../../http/validate';
import type { InvoiceService } from './service';

export function invoiceListRoutes(app: ZodApp, { access, invoices }: InvoiceService) {
  /** The page's items come as JSON text from the database (jsonText.ts). */
  async function sendPage(reply: FastifyReply, scope: ClientScope, filters: InvoiceFilters, request: PageRequest): Promise<FastifyReply> {
    const { rows, total } = await invoices.page(scope, filters, request);
    const answer: JsonText<InvoicePageResponse> = jsonPage('invoices', rows.map((row) => row.item), { ...pageInfo(total, request), pageSize: request.limit });
    return sendJson(reply, answer);
  }

  /** SPEC.md section 7: the invoices of the clients a user reaches; a regular user may ask only for themself. */
  app.get('/', { schema: { querystring: invoiceListQuery, response: { 200: invoiceListResponse } } }, async (request, reply) => {
    const { userId } = request.query;
    const caller = currentUser(request);
    let scope: ClientScope | undefined = await access.scopeOf(caller);
    if (userId && userId !== caller.id) {
      if (!caller.isAdmin) throw forbidden('You can only list your own invoices.');
      scope = await access.scopeOfUser(userId);
      if (!scope) throw notFound('User not found');
    }
    return sendList(reply, 'invoices', await invoices.list(scope));
  });

  const all = { querystring: allInvoicesQuery, response: { 200: z.union([invoicePageResponse, invoiceListResponse]) } };
  app.get('/all', { config: adminOnly, schema: all }, async (request, reply) => {
    const { search, reviewed, page, limit } = request.query;
    if (page !== undefined || limit !== undefined) return sendPage(reply, 'all', { search, reviewed }, { page: page ?? 1, limit: clampLimit(limit) });
    return sendList(reply, 'invoices', await invoices.list('all', { search, reviewed }));
  });

  const clientPage = { params: clientIdParam, querystring: invoicePageQuery, response: { 200: invoicePageResponse } };
  app.get('/client/:clientId', { schema: clientPage }, async (request, reply) => {
    const { clientId } = request.params;
    const { search, reviewed, ...page } = request.query;
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return sendPage(reply, [clientId], { search, reviewed }, page);
  });

  /** The whole list of one client; list items never carry the PDF, this name says so. */
  app.get('/client/:clientId/no-pdf', { schema: { params: clientIdParam, response: { 200: invoiceListResponse } } }, async (request, reply) => {
    const { clientId } = request.params;
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return sendList(reply, 'invoices', await invoices.list([clientId]));
  });
}
