import { BULK_MATCH_MAX, BULK_MAX, bulkInvoicesBody, bulkInvoicesResponse, type BulkAction, type BulkInvoicesBody } from '../../../shared/contract/reviewWorkspace';
import { currentUser, type AuthUser } from '../../auth/guard';
import type { Repositories } from '../../db/repositories';
import type { WorkDone } from '../../db/repositories/activity';
import { forInvoice, reviewChange } from '../../db/repositories/historyChanges';
import { badRequest } from '../../http/errors';
import type { ZodApp } from '../../http/validate';
import { completeWork, work } from '../completed/work';
import type { InvoiceService } from './service';

/** The invoices the body names: its ids, each of them the caller's, or every one its filter matches in a client the caller reaches. */
async function targetsOf(service: InvoiceService, caller: AuthUser, { ids = [], match }: BulkInvoicesBody): Promise<string[]> {
  if (!match) {
    const scope = await service.access.scopeOf(caller);
    return service.allWithin(ids, (clientId) => scope === 'all' || scope.includes(clientId));
  }
  const { clientId, search, reviewed } = match;
  await service.access.assertClientAccess(caller, clientId, 'Client not found');
  const matching = await service.invoices.matchingIds(clientId, { search, reviewed }, BULK_MATCH_MAX + 1);
  if (matching.length > BULK_MATCH_MAX) throw badRequest(`More than ${BULK_MATCH_MAX} invoices match the filter; narrow the filter.`);
  return matching;
}

/**
 * The action on each invoice that is not in its state yet, recorded as the single routes record
 * it: a review is work done and an unreview is not; a deletion is work done, and its history
 * goes with the invoice. Answers how many changed.
 */
async function apply(trx: Repositories, userId: string, action: BulkAction, ids: string[], done: (work: WorkDone) => void): Promise<number> {
  if (action === 'delete') {
    const deleted = await trx.invoices.deleteMany(ids);
    for (const row of deleted) done(work.invoiceDeleted(row));
    return deleted.length;
  }
  const changed = await trx.invoices.setReviewed(ids, action === 'review');
  if (action === 'review') for (const row of changed) done(work.invoiceReviewed(row));
  await trx.invoiceHistory.record(userId, changed.flatMap((row) => forInvoice(row.id, [reviewChange(row)])));
  return changed.length;
}

const bulk = {
  description:
    `Names the invoices by \`ids\` (at most ${BULK_MAX}) or by \`match\`: every invoice of a client under the list's search and review filter ` +
    `(at most ${BULK_MATCH_MAX}, else 400). All or nothing: 403, and nothing changes, when any id does not exist or is another client's.`,
  body: bulkInvoicesBody,
  response: { 200: bulkInvoicesResponse },
};

/** POST /api/invoices/bulk (issue 15): one action on many invoices in one transaction. */
export function invoiceBulkRoute(app: ZodApp, service: InvoiceService) {
  app.post('/bulk', { schema: bulk }, async (request) => {
    const caller = currentUser(request);
    const targets = await targetsOf(service, caller, request.body);
    const updated = await completeWork(service.repos, caller, (trx, done) => apply(trx, caller.id, request.body.action, targets, done));
    return { updated };
  });
}
