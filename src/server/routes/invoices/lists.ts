import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { clampLimit, pageQuery } from '../../../shared/contract/pagination';
import { allInvoicesQuery, invoiceListQuery, invoiceListResponse, invoicePageResponse, type InvoicePageResponse, type InvoiceSummary } from '../../../shared/contract/invoices';
import { clientInvoicePageQuery, dueQueueResponse, type DueQueueResponse } from '../../../shared/contract/reviewWorkspace';
import type { ClientScope } from '../../auth/access';
import { adminOnly, currentUser, signInWithPage } from '../../auth/guard';
import { jsonPage, type JsonText } from '../../db/jsonText';
import type { InvoiceFilters } from '../../db/repositories/invoices';
import type { PageGate } from '../../db/repositories/listPage';
import { dueWindow } from '../../dueDates';
import { forbidden, notFound } from '../../http/errors';
import { sendJson, sendList } from '../../http/jsonAnswer';
import { pageInfo, type PageRequest } from '../../http/pagination';
import { clientIdParam } from '../params';
import type { ZodApp } from '../../http/validate';
import type { InvoiceService } from './service';

export function invoiceListRoutes(app: ZodApp, { access, invoices }: InvoiceService) {
  /** The page's items come as JSON text from the database (jsonText.ts). */
  function sendItems(reply: FastifyReply, items: JsonText<InvoiceSummary>[], total: number, request: PageRequest): FastifyReply {
    const answer: JsonText<InvoicePageResponse> = jsonPage('invoices', items, { ...pageInfo(total, request), pageSize: request.limit });
    return sendJson(reply, answer);
  }

  async function sendPage(reply: FastifyReply, scope: ClientScope, filters: InvoiceFilters, request: PageRequest, gate?: PageGate): Promise<FastifyReply> {
    const { rows, total } = await invoices.page(scope, filters, request, gate);
    return sendItems(reply, rows.map((row) => row.item), total, request);
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

  /** With `sort`, the table view's order (descending unless `order` says asc); without, SPEC.md's newest first. */
  const clientPage = { params: clientIdParam, querystring: clientInvoicePageQuery, response: { 200: invoicePageResponse } };
  app.get('/client/:clientId', { config: signInWithPage, schema: clientPage }, async (request, reply) => {
    const { clientId } = request.params;
    const { search, reviewed, sort, order = 'desc', ...page } = request.query;
    const gate = await access.clientGate(request, clientId, 'Client not found');
    if (!sort) return sendPage(reply, [clientId], { search, reviewed }, page, gate);
    const { rows, total } = await invoices.sortedPage(clientId, { search, reviewed }, { sort, order }, page, gate);
    return sendItems(reply, rows, total, page);
  });

  const duePage = {
    description:
      "The due-date queue: a page of the client's unreviewed invoices, earliest due first (ties in order of arrival, undated last), " +
      "and over the whole queue each group's count and amounts due per currency. Overdue is due before `today`, the server's date in UTC; " +
      'this week is due from today through six days on; later is after that.',
    params: clientIdParam,
    querystring: pageQuery,
    response: { 200: dueQueueResponse },
  };
  app.get('/client/:clientId/due', { config: signInWithPage, schema: duePage }, async (request, reply) => {
    const { clientId } = request.params;
    const page = request.query;
    const gate = await access.clientGate(request, clientId, 'Client not found');
    const window = dueWindow();
    // The groups are answered only once the page's rows (or the account read apart) proved the caller reaches the client.
    const { rows, total, groups } = await invoices.dueQueue(clientId, window, page, gate);
    const answer: JsonText<DueQueueResponse> = jsonPage('invoices', rows, { ...pageInfo(total, page), pageSize: page.limit, today: window.today, groups });
    return sendJson(reply, answer);
  });

  /** The whole list of one client; list items never carry the PDF, this name says so. */
  app.get('/client/:clientId/no-pdf', { schema: { params: clientIdParam, response: { 200: invoiceListResponse } } }, async (request, reply) => {
    const { clientId } = request.params;
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return sendList(reply, 'invoices', await invoices.list([clientId]));
  });
}
