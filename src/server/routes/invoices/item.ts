import type { FastifyInstance } from 'fastify';
import { idParam, type MessageResponse } from '../../../shared/contract/common';
import {
  commentBody,
  invoiceFieldsBody,
  type InvoiceResponse,
  type InvoiceReviewResponse,
  type InvoiceSummaryResponse,
} from '../../../shared/contract/invoices';
import { currentUser } from '../../auth/guard';
import { toInvoiceSummary } from '../../db/repositories/invoiceMappers';
import { updateInvoice } from '../../db/repositories/invoiceWrites';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import type { InvoiceService } from './service';

export function invoiceItemRoutes(app: FastifyInstance, service: InvoiceService) {
  const { invoices } = service;

  app.get('/:id', { preHandler: app.authenticate }, async (request): Promise<InvoiceResponse> => {
    const { id } = parse(idParam, request.params);
    return { invoice: await service.detailOf(await service.reachable(currentUser(request), id)) };
  });

  /** Every editable field; pdfFile and the read-only fields the client sends back are ignored. */
  app.put('/:id', { preHandler: app.authenticate }, async (request): Promise<InvoiceResponse> => {
    const { id } = parse(idParam, request.params);
    const fields = parse(invoiceFieldsBody, request.body);
    await service.reachable(currentUser(request), id);
    const result = await updateInvoice(service.db, id, fields);
    if (!result) throw notFound('Invoice not found');
    await service.recordCorrections(result.before, result.after);
    return { invoice: await service.detailOf(result.after) };
  });

  app.delete('/:id', { preHandler: app.authenticate }, async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await service.reachable(currentUser(request), id);
    if (!(await invoices.delete(id))) throw notFound('Invoice not found');
    return { message: 'Invoice deleted' };
  });

  // X-User-ID may come along (SPEC.md section 7); the token alone says who is asking.
  app.patch('/:id/toggle-review', { preHandler: app.authenticate }, async (request): Promise<InvoiceReviewResponse> => {
    const { id } = parse(idParam, request.params);
    await service.reachable(currentUser(request), id);
    const row = await invoices.toggleReviewed(id);
    if (!row) throw notFound('Invoice not found');
    return { invoice: toInvoiceSummary(row), reviewed: row.reviewed === 1 };
  });

  app.patch('/:id/updateComment', { preHandler: app.authenticate }, async (request): Promise<InvoiceSummaryResponse> => {
    const { id } = parse(idParam, request.params);
    const { comment } = parse(commentBody, request.body);
    await service.reachable(currentUser(request), id);
    const row = await invoices.setComment(id, comment);
    if (!row) throw notFound('Invoice not found');
    return { invoice: toInvoiceSummary(row) };
  });
}
