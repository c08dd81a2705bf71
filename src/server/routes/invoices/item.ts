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
import { createInvoicesRepository } from '../../db/repositories/invoices';
import { updateInvoice } from '../../db/repositories/invoiceWrites';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { completeWork, work } from '../completed/work';
import type { InvoiceService } from './service';

export function invoiceItemRoutes(app: FastifyInstance, service: InvoiceService) {

  app.get('/:id', { preHandler: app.authenticate }, async (request): Promise<InvoiceResponse> => {
    const { id } = parse(idParam, request.params);
    return { invoice: await service.detailOf(await service.reachable(currentUser(request), id)) };
  });

  /** Every editable field; pdfFile and the read-only fields the client sends back are ignored. */
  app.put('/:id', { preHandler: app.authenticate }, async (request): Promise<InvoiceResponse> => {
    const { id } = parse(idParam, request.params);
    const fields = parse(invoiceFieldsBody, request.body);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const result = await completeWork(service.db, caller, async (trx, done) => {
      const saved = await updateInvoice(trx, id, fields);
      if (saved?.changed) done(work.invoiceEdited(saved.after));
      return saved;
    });
    if (!result) throw notFound('Invoice not found');
    await service.recordCorrections(result.before, result.after);
    return { invoice: await service.detailOf(result.after) };
  });

  app.delete('/:id', { preHandler: app.authenticate }, async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    const row = await service.reachable(caller, id);
    const deleted = await completeWork(service.db, caller, async (trx, done) => {
      const gone = await createInvoicesRepository(trx, service.kind).delete(id);
      if (gone) done(work.invoiceDeleted(row));
      return gone;
    });
    if (!deleted) throw notFound('Invoice not found');
    return { message: 'Invoice deleted' };
  });

  // X-User-ID may come along (SPEC.md section 7); the token alone says who is asking.
  app.patch('/:id/toggle-review', { preHandler: app.authenticate }, async (request): Promise<InvoiceReviewResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    await service.reachable(caller, id);
    // Marking an invoice unreviewed undoes work; only the mark as reviewed counts as done.
    const row = await completeWork(service.db, caller, async (trx, done) => {
      const toggled = await createInvoicesRepository(trx, service.kind).toggleReviewed(id);
      if (toggled?.reviewed === 1) done(work.invoiceReviewed(toggled));
      return toggled;
    });
    if (!row) throw notFound('Invoice not found');
    return { invoice: toInvoiceSummary(row), reviewed: row.reviewed === 1 };
  });

  app.patch('/:id/updateComment', { preHandler: app.authenticate }, async (request): Promise<InvoiceSummaryResponse> => {
    const { id } = parse(idParam, request.params);
    const { comment } = parse(commentBody, request.body);
    const caller = currentUser(request);
    const before = await service.reachable(caller, id);
    // Clearing a comment, or saving it unchanged, is no work done.
    const row = await completeWork(service.db, caller, async (trx, done) => {
      const saved = await createInvoicesRepository(trx, service.kind).setComment(id, comment);
      if (saved && saved.comment.trim() !== '' && saved.comment !== before.comment) done(work.invoiceComment(saved));
      return saved;
    });
    if (!row) throw notFound('Invoice not found');
    return { invoice: toInvoiceSummary(row) };
  });
}
