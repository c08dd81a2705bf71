import { z } from 'zod';
import { emailListQuery, emailListResponse, emailPageResponse, type EmailPageResponse } from '../../../shared/contract/emails';
import { currentUser, signInWithPage } from '../../auth/guard';
import { jsonPage, type JsonText } from '../../db/jsonText';
import { sendJson, sendList } from '../../http/jsonAnswer';
import { pageInfo } from '../../http/pagination';
import type { ZodApp } from '../../http/validate';
import { clientIdParam } from '../params';
import type { EmailService } from './service';

export function emailListRoutes(app: ZodApp, service: EmailService) {
  const { access, emails } = service;

  /** Every reachable e-mail, or with pagination=true one page; clientId, search and isReviewed narrow either. */
  const list = { querystring: emailListQuery, response: { 200: z.union([emailPageResponse, emailListResponse]) } };
  app.get('/', { config: signInWithPage, schema: list }, async (request, reply) => {
    const { pagination, clientId, search, isReviewed, page, limit } = request.query;
    const gate = clientId ? await access.clientGate(request, clientId, 'Client not found') : undefined;
    // Only a page reads the sign-in with its rows; the whole list has it read first.
    if (!pagination) await gate?.confirm();
    const scope = clientId ? [clientId] : await access.scopeOf(currentUser(request));
    if (!pagination) return sendList(reply, 'emails', await emails.list(scope, { search, isReviewed }));
    const { rows, total } = await emails.page(scope, { search, isReviewed }, { page, limit }, gate);
    const answer: JsonText<EmailPageResponse> = jsonPage('emails', rows.map((row) => row.item), pageInfo(total, { page, limit }));
    return sendJson(reply, answer);
  });

  const clientList = { params: clientIdParam, querystring: emailListQuery.pick({ search: true, isReviewed: true }), response: { 200: emailListResponse } };
  app.get('/client/:clientId', { schema: clientList }, async (request, reply) => {
    const { clientId } = request.params;
    const { search, isReviewed } = request.query;
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return sendList(reply, 'emails', await emails.list([clientId], { search, isReviewed }));
  });
}
