import type { FastifyInstance } from 'fastify';
import { invoiceListQuery, invoicePageQuery, type InvoiceListResponse, type InvoicePageResponse } from '../../../shared/contract/invoices';
import type { ClientScope } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import { toInvoiceSummary } from '../../db/repositories/invoiceMappers';
import type { InvoiceFilters } from '../../db/repositories/invoices';
import { forbidden, notFound } from '../../http/errors';
import { asksForPage, pageInfo, type PageRequest } from '../../http/pagination';
import { parse } from '../../http/validate';
import { clientIdParam } from '../params';
import type { InvoiceService } from './service';

export function invoiceListRoutes(app: FastifyInstance, { access, invoices }: InvoiceService) {
  async function pageOf(scope: ClientScope, filters: InvoiceFilters, request: PageRequest): Promise<InvoicePageResponse> {
    const { rows, total } = await invoices.page(scope, filters, request);
    return { invoices: rows.map(toInvoiceSummary), ...pageInfo(total, request), pageSize: request.limit };
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

  app.get('/all', { preHandler: app.requireAdmin }, async (request): Promise<InvoiceListResponse | InvoicePageResponse> => {
    const { search, reviewed, ...page } = parse(invoicePageQuery, request.query);
    if (asksForPage(request.query)) return pageOf('all', { search, reviewed }, page);
    return { invoices: (await invoices.list('all', { search, reviewed })).map(toInvoiceSummary) };
  });

  app.get('/client/:clientId', { preHandler: app.authenticate }, async (request): Promise<InvoicePageResponse> => {
    const { clientId } = parse(clientIdParam, request.params);
    const { search, reviewed, ...page } = parse(invoicePageQuery, request.query);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return pageOf([clientId], { search, reviewed }, page);
  });

  /** The whole list of one client; list items never carry the PDF, this name says so. */
  app.get('/client/:clientId/no-pdf', { preHandler: app.authenticate }, async (request): Promise<InvoiceListResponse> => {
    const { clientId } = parse(clientIdParam, request.params);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return { invoices: (await invoices.list([clientId])).map(toInvoiceSummary) };
  });
}
