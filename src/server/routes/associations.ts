import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  associateBody,
  associateResponse,
  createAssociationsQuery,
  createAssociationsResponse,
  unassociatedEmailsResponse,
  unassociatedInvoicesResponse,
  unassociatedQuery,
  type Association,
} from '../../shared/contract/associations';
import { idParam } from '../../shared/contract/common';
import { emailResponse } from '../../shared/contract/emails';
import { currentUser, type AuthUser } from '../auth/guard';
import type { AppContext } from '../context';
import { forInvoice, linkChange } from '../db/repositories/historyChanges';
import { badRequest, notFound } from '../http/errors';
import { tagRoutes } from '../http/apiDocs';
import { completeWork, work } from './completed/work';
import { emailService } from './emails/service';
import { invoiceService } from './invoices/service';
import { sendList } from '../http/jsonAnswer';

/** /api/associations (SPEC.md section 7): which e-mail each invoice came from. */
export default async function associationsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Associations');
  const emailSide = emailService(ctx);
  const invoiceSide = invoiceService(ctx);
  const { access, invoices } = invoiceSide;
  const finder = ctx.repos.associations;

  /** The caller's clients, or the one asked for when the caller reaches it. */
  async function scopeFor(caller: AuthUser, clientId: string | undefined) {
    if (clientId) await access.assertClientAccess(caller, clientId, 'Client not found');
    return access.narrow(await access.scopeOf(caller), clientId);
  }

  /** Links each found pair and records it as the caller's work, all in one transaction. */
  function linkAll(caller: AuthUser, found: Association[]): Promise<Association[]> {
    return completeWork(ctx.repos, caller, async (trx, done) => {
      const linked: Association[] = [];
      for (const pair of found) {
        // Only invoices still unlinked, so a reviewer's link made meanwhile stands.
        const row = await trx.invoices.linkEmail(pair.invoiceId, pair.emailId);
        if (!row) continue;
        linked.push(pair);
        done(work.association(row, (await trx.emails.findById(pair.emailId))?.subject ?? null));
        await trx.invoiceHistory.record(caller.id, forInvoice(row.id, [linkChange(null, pair.emailId)]));
      }
      return linked;
    });
  }

  const create = { querystring: createAssociationsQuery, response: { 200: createAssociationsResponse } };
  app.post('/create-associations', { schema: create }, async (request) => {
    const { dryRun, clientId } = request.query;
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
    return { success: true as const, associationsCreated: n, message, associations };
  });

  app.post('/associate', { schema: { body: associateBody, response: { 200: associateResponse } } }, async (request) => {
    const { emailId, invoiceId } = request.body;
    const caller = currentUser(request);
    const invoice = await invoiceSide.reachable(caller, invoiceId);
    const email = await emailSide.reachable(caller, emailId);
    if (invoice.client_id !== email.client_id) throw badRequest('The e-mail and the invoice belong to different clients.');
    const linked = await completeWork(ctx.repos, caller, async (trx, done) => {
      const row = await trx.invoices.linkEmail(invoiceId, emailId, true);
      // Linking an invoice again to the e-mail it already has is no new work, nor a change.
      if (row && invoice.email_id !== emailId) {
        done(work.association(row, email.subject));
        await trx.invoiceHistory.record(caller.id, forInvoice(invoiceId, [linkChange(invoice.email_id, emailId)]));
      }
      return row;
    });
    if (!linked) throw notFound('Invoice not found');
    return { success: true as const, message: 'Email associated with invoice', invoice: await invoiceSide.summaryOf(invoiceId) };
  });

  const unlinkedInvoices = { querystring: unassociatedQuery, response: { 200: unassociatedInvoicesResponse } };
  app.get('/unassociated-invoices', { schema: unlinkedInvoices }, async (request, reply) => {
    const scope = await scopeFor(currentUser(request), request.query.clientId);
    return sendList(reply, 'invoices', await invoices.list(scope, { unassociated: true }));
  });

  const unlinkedEmails = { querystring: unassociatedQuery, response: { 200: unassociatedEmailsResponse } };
  app.get('/unassociated-emails', { schema: unlinkedEmails }, async (request, reply) => {
    const scope = await scopeFor(currentUser(request), request.query.clientId);
    return sendList(reply, 'emails', await emailSide.emails.list(scope, { unassociated: true }));
  });

  app.get('/invoice/:id/email', { schema: { params: idParam, response: { 200: emailResponse } } }, async (request) => {
    const invoice = await invoiceSide.reachable(currentUser(request), request.params.id);
    const email = invoice.email_id ? await emailSide.emails.findById(invoice.email_id) : undefined;
    if (!email) throw notFound('No e-mail is associated with this invoice');
    return { email: await emailSide.detailOf(email) };
  });
}
