import type { FastifyInstance } from 'fastify';
import {
  associateBody,
  createAssociationsQuery,
  unassociatedQuery,
  type Association,
  type AssociateResponse,
  type CreateAssociationsResponse,
  type UnassociatedEmailsResponse,
  type UnassociatedInvoicesResponse,
} from '../../shared/contract/associations';
import { idParam } from '../../shared/contract/common';
import type { EmailResponse } from '../../shared/contract/emails';
import { currentUser, type AuthUser } from '../auth/guard';
import type { AppContext } from '../context';
import { createAssociationsRepository } from '../db/repositories/associations';
import { createEmailsRepository } from '../db/repositories/emails';
import { toInvoiceSummary } from '../db/repositories/invoiceMappers';
import { createInvoicesRepository } from '../db/repositories/invoices';
import { badRequest, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { completeWork, work } from './completed/work';
import { emailService } from './emails/service';
import { invoiceService } from './invoices/service';

/** /api/associations (SPEC.md section 7): which e-mail each invoice came from. */
export default async function associationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const emailSide = emailService(ctx);
  const invoiceSide = invoiceService(ctx);
  const { access, invoices } = invoiceSide;
  const finder = createAssociationsRepository(ctx.db.kysely);

  /** The caller's clients, or the one asked for when the caller reaches it. */
  async function scopeFor(caller: AuthUser, clientId: string | undefined) {
    if (clientId) await access.assertClientAccess(caller, clientId, 'Client not found');
    return access.narrow(await access.scopeOf(caller), clientId);
  }

  /** Links each found pair and records it as the caller's work, all in one transaction. */
  function linkAll(caller: AuthUser, found: Association[]): Promise<Association[]> {
    return completeWork(ctx.db.kysely, caller, async (trx, done) => {
      const repository = createInvoicesRepository(trx, ctx.db.kind);
      const emails = createEmailsRepository(trx, ctx.db.kind);
      const linked: Association[] = [];
      for (const pair of found) {
        // Only invoices still unlinked, so a reviewer's link made meanwhile stands.
        const row = await repository.linkEmail(pair.invoiceId, pair.emailId);
        if (!row) continue;
        linked.push(pair);
        done(work.association(row, (await emails.findById(pair.emailId))?.subject ?? null));
      }
      return linked;
    });
  }

  app.post('/create-associations', { preHandler: app.authenticate }, async (request): Promise<CreateAssociationsResponse> => {
    const { dryRun, clientId } = parse(createAssociationsQuery, request.query);
    const caller = currentUser(request);
    const scope = await scopeFor(caller, clientId);
    const found: Association[] = [];
    for (const invoice of await finder.unlinkedInvoices(scope)) {
      const emailId = (await finder.emailWithSameFile(invoice)) ?? (await finder.emailMentioning(invoice));
      if (emailId) found.push({ emailId, invoiceId: invoice.id });
    }
    const associations = dryRun ? found : await linkAll(caller, found);
    const n = associations.length;
    const message = dryRun ? `Found ${n} associations (dry run, nothing changed).` : `Created ${n} associations.`;
    return { success: true, associationsCreated: n, message, associations };
  });

  app.post('/associate', { preHandler: app.authenticate }, async (request): Promise<AssociateResponse> => {
    const { emailId, invoiceId } = parse(associateBody, request.body);
    const caller = currentUser(request);
    const invoice = await invoiceSide.reachable(caller, invoiceId);
    const email = await emailSide.reachable(caller, emailId);
    if (invoice.client_id !== email.client_id) throw badRequest('The e-mail and the invoice belong to different clients.');
    const linked = await completeWork(ctx.db.kysely, caller, async (trx, done) => {
      const row = await createInvoicesRepository(trx, ctx.db.kind).linkEmail(invoiceId, emailId, true);
      // Linking an invoice again to the e-mail it already has is no new work.
      if (row && invoice.email_id !== emailId) done(work.association(row, email.subject));
      return row;
    });
    if (!linked) throw notFound('Invoice not found');
    return { success: true, message: 'Email associated with invoice', invoice: toInvoiceSummary(linked) };
  });

  app.get('/unassociated-invoices', { preHandler: app.authenticate }, async (request): Promise<UnassociatedInvoicesResponse> => {
    const { clientId } = parse(unassociatedQuery, request.query);
    const scope = await scopeFor(currentUser(request), clientId);
    return { invoices: (await invoices.list(scope, { unassociated: true })).map(toInvoiceSummary) };
  });

  app.get('/unassociated-emails', { preHandler: app.authenticate }, async (request): Promise<UnassociatedEmailsResponse> => {
    const { clientId } = parse(unassociatedQuery, request.query);
    const scope = await scopeFor(currentUser(request), clientId);
    return { emails: await emailSide.summaries(await emailSide.emails.list(scope, { unassociated: true })) };
  });

  app.get('/invoice/:id/email', { preHandler: app.authenticate }, async (request): Promise<EmailResponse> => {
    const { id } = parse(idParam, request.params);
    const invoice = await invoiceSide.reachable(currentUser(request), id);
    const email = invoice.email_id ? await emailSide.emails.findById(invoice.email_id) : undefined;
    if (!email) throw notFound('No e-mail is associated with this invoice');
    return { email: await emailSide.detailOf(email) };
  });
}
