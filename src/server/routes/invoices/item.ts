import { idParam, messageResponse } from '../../../shared/contract/common';
import { commentBody, invoiceFieldsBody, invoiceResponse, invoiceReviewResponse, invoiceSummaryResponse } from '../../../shared/contract/invoices';
import { invoiceHistoryResponse } from '../../../shared/contract/reviewWorkspace';
import { currentUser } from '../../auth/guard';
import { commentChange, editChanges, forInvoice, reviewChange } from '../../db/repositories/historyChanges';
import { updateInvoice } from '../../db/repositories/invoiceWrites';
import { notFound } from '../../http/errors';
import { completeWork, work } from '../completed/work';
import type { ZodApp } from '../../http/validate';
import type { InvoiceService } from './service';

export function invoiceItemRoutes(app: ZodApp, service: InvoiceService) {
  app.get('/:id', { schema: { params: idParam, response: { 200: invoiceResponse } } }, async (request) => {
    const { id } = request.params;
    return { invoice: await service.detailOf(await service.reachable(currentUser(request), id)) };
  });

  /** Every change to the invoice, oldest first, for whoever may read it. */
  app.get('/:id/history', { schema: { params: idParam, response: { 200: invoiceHistoryResponse } } }, async (request) => {
    const row = await service.reachable(currentUser(request), request.params.id);
    return { history: await service.repos.invoiceHistory.of(row) };
  });

  /** Every editable field; pdfFile and the read-only fields the client sends back are ignored. */
  app.put('/:id', { schema: { params: idParam, body: invoiceFieldsBody, response: { 200: invoiceResponse } } }, async (request) => {
    const { id } = request.params;
    const fields = request.body;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    const result = await completeWork(service.repos, caller, async (trx, done) => {
      const saved = await updateInvoice(trx.handle, id, fields);
      if (saved?.changed) {
        done(work.invoiceEdited(saved.after));
        await trx.invoiceHistory.record(caller.id, forInvoice(id, editChanges(saved.before, saved.after, saved.lineItems)));
      }
      return saved;
    });
    if (!result) throw notFound('Invoice not found');
    await service.recordCorrections(result.before, result.after);
    return { invoice: await service.detailOf(result.after) };
  });

  app.delete('/:id', { schema: { params: idParam, response: { 200: messageResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    const row = await service.reachable(caller, id);
    const deleted = await completeWork(service.repos, caller, async (trx, done) => {
      const gone = await trx.invoices.delete(id);
      if (gone) done(work.invoiceDeleted(row));
      return gone;
    });
    if (!deleted) throw notFound('Invoice not found');
    return { message: 'Invoice deleted' };
  });

  // X-User-ID may come along (SPEC.md section 7); the token alone says who is asking.
  app.patch('/:id/toggle-review', { schema: { params: idParam, response: { 200: invoiceReviewResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    await service.reachable(caller, id);
    // Marking an invoice unreviewed undoes work; only the mark as reviewed counts as done.
    const row = await completeWork(service.repos, caller, async (trx, done) => {
      const toggled = await trx.invoices.toggleReviewed(id);
      if (toggled?.reviewed === 1) done(work.invoiceReviewed(toggled));
      if (toggled) await trx.invoiceHistory.record(caller.id, forInvoice(id, [reviewChange(toggled)]));
      return toggled;
    });
    if (!row) throw notFound('Invoice not found');
    return { invoice: await service.summaryOf(id), reviewed: row.reviewed === 1 };
  });

  const comment = { params: idParam, body: commentBody, response: { 200: invoiceSummaryResponse } };
  app.patch('/:id/updateComment', { schema: comment }, async (request) => {
    const { id } = request.params;
    const { comment } = request.body;
    const caller = currentUser(request);
    const before = await service.reachable(caller, id);
    // Clearing a comment, or saving it unchanged, is no work done.
    const row = await completeWork(service.repos, caller, async (trx, done) => {
      const saved = await trx.invoices.setComment(id, comment);
      if (saved && saved.comment.trim() !== '' && saved.comment !== before.comment) done(work.invoiceComment(saved));
      if (saved && saved.comment !== before.comment) await trx.invoiceHistory.record(caller.id, forInvoice(id, [commentChange(before.comment, saved.comment)]));
      return saved;
    });
    if (!row) throw notFound('Invoice not found');
    return { invoice: await service.summaryOf(id) };
  });
}
