import type { FastifyInstance, FastifyReply } from 'fastify';
import { emailListQuery, type EmailListResponse, type EmailPageResponse } from '../../../shared/contract/emails';
import { currentUser } from '../../auth/guard';
import { jsonPage, type JsonText } from '../../db/jsonText';
import { sendJson } from '../../http/jsonAnswer';
import { pageInfo } from '../../http/pagination';
import { parse } from '../../http/validate';
import { clientIdParam } from '../params';
import type { EmailService } from './service';

export function emailListRoutes(app: FastifyInstance, service: EmailService) {
  const { access, emails } = service;

  /** Every reachable e-mail, or with pagination=true one page; clientId, search and isReviewed narrow either. */
  app.get('/', { preHandler: app.authenticate }, async (request, reply): Promise<EmailListResponse | FastifyReply> => {
    const { pagination, clientId, search, isReviewed, page, limit } = parse(emailListQuery, request.query);
    const caller = currentUser(request);
    if (clientId) await access.assertClientAccess(caller, clientId, 'Client not found');
    const scope = access.narrow(await access.scopeOf(caller), clientId);
    if (!pagination) return { emails: await service.summaries(await emails.list(scope, { search, isReviewed })) };
    const { rows, total } = await emails.page(scope, { search, isReviewed }, { page, limit });
    const answer: JsonText<EmailPageResponse> = jsonPage('emails', rows.map((row) => row.item), pageInfo(total, { page, limit }));
    return sendJson(reply, answer);
  });

  app.get('/client/:clientId', { preHandler: app.authenticate }, async (request): Promise<EmailListResponse> => {
    const { clientId } = parse(clientIdParam, request.params);
    const { search, isReviewed } = parse(emailListQuery, request.query);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    return { emails: await service.summaries(await emails.list([clientId], { search, isReviewed })) };
  });
}
