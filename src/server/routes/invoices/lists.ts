import type { FastifyInstance, FastifyReply } from 'fastify';
import { invoiceListQuery, invoicePageQuery, type InvoiceListResponse, type InvoicePageResponse } from '../../../shared/contract/invoices';
import type { ClientScope } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import { jsonPage, type JsonText } from '../../db/jsonText';
import { toInvoiceSummary } from '../../db/repositories/invoiceMappers';
import type { InvoiceFilters } from '../../db/repositories/invoices';
import { forbidden, notFound } from '../../http/errors';
import { sendJson } from '../../http/jsonAnswer';
import { asksForPage, pageInfo, type PageRequest } from '../../http/pagination';
import { parse } from '../../http/validate';
import { clientIdParam } from '../params';
import type { InvoiceService } from './service';

export function invoiceListRoutes(app: FastifyInstance, { access, invoices }: InvoiceService) {
  /** The page's items come as JSON text from the database (jsonText.ts). */
  async function sendPage(reply: FastifyReply, scope: ClientScope, filters: InvoiceFilters, request: PageRequest): Promise<FastifyReply> {
    const { rows, total } = await invoices.page(scope, filters, request);
    const answer: JsonText<InvoicePageResponse> = jsonPage('invoices', rows.map((row) => row.item), { ...pageInfo(total, request), pageSize: request.limit });
    return sendJson(reply, answer);
  }

  /** SPEC.md section 7: the invoices of the clients a user reaches; a regular user may ask only for themself. */
  app.get('/', { preHandler: app.authenticate }, async (request): Promise<InvoiceListResponse> => {
    const { userId } = parse(invoiceListQuery, request.query);
    const caller = currentUser(request);
    let scope: ClientScope | undefined = await access.scopeOf(caller);
    if (userId && userId !== caller.id) {
      if (!caller.isAdmin) throw forbidden('You can only list your own invoices.');
      scope = await access.scopeOfUser(userId);
      if (!scope) throw notFound('User not found');
    }
    return { invoices: (await invoices.list(scope)).map(toInvoiceSummary) };
  });

  app.get('/all', { preHandler: app.requireAdmin }, async (request, reply): Promise<InvoiceListResponse | FastifyReply> => {
    const { search, reviewed, ...page } = parse(invoicePageQuery, request.query);
    if (asksForPage(request.query)) return sendPage(reply, 'all', { search, reviewed }, page);
    return { invoices: (await invoices.list('all', { search, reviewed })).map(toInvoiceSummary) };
  });

  app.get('/client/:clientId', { preHandler: app.authenticate }, async (request, reply): Promise<FastifyReply> => {
    const { clientId } = parse(clientIdParam, request.params);
    const { search, reviewed, ...page } = parse(invoicePageQuery, request.query);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return sendPage(reply, [clientId], { search, reviewed }, page);
  });

  /** The whole list of one client; list items never carry the PDF, this name says so. */
  app.get('/client/:clientId/no-pdf', { preHandler: app.authenticate }, async (request): Promise<InvoiceListResponse> => {
    const { clientId } = parse(clientIdParam, request.params);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return { invoices: (await invoices.list([clientId])).map(toInvoiceSummary) };
  });
}
