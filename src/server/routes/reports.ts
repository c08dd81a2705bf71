import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REPORTS_CLIENT_REQUIRED,
  reportClientParam,
  reportListQuery,
  type ReportListResponse,
  type ReportPageResponse,
} from '../../shared/contract/reports';
import { createAccess } from '../auth/access';
import { currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import { jsonPage, type JsonText } from '../db/jsonText';
import { createReportsRepository, toReport } from '../db/repositories/reports';
import { badRequest } from '../http/errors';
import { sendJson } from '../http/jsonAnswer';
import { pageInfo } from '../http/pagination';
import { parse } from '../http/validate';

/** /api/reports (SPEC.md section 7): a client's processing reports; admins use the /all variant. */
export default async function reportsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const access = createAccess(ctx.db.kysely);
  const reports = createReportsRepository(ctx.db.kysely, ctx.db.kind);

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<ReportListResponse | FastifyReply> {
    // SPEC.md section 5 gives this message verbatim, so it is not prefixed with the field name.
    if (!(request.params as { clientId?: string }).clientId?.trim()) throw badRequest(REPORTS_CLIENT_REQUIRED, ['clientId is required']);
    const { clientId } = parse(reportClientParam, request.params);
    const { pagination, search, page, limit } = parse(reportListQuery, request.query);
    await access.assertClientAccess(currentUser(request), clientId, 'Client not found');
    if (!pagination) return { reports: (await reports.list(clientId, search)).map(toReport) };
    const { rows, total } = await reports.page(clientId, search, { page, limit });
    const pageAnswer: JsonText<ReportPageResponse> = jsonPage('reports', rows.map((row) => row.item), pageInfo(total, { page, limit }));
    return sendJson(reply, pageAnswer);
  }

  const missingClient = async () => {
    throw badRequest(REPORTS_CLIENT_REQUIRED, ['clientId is required']);
  };

  app.get('/client/:clientId', { preHandler: app.authenticate }, answer);
  app.get('/client/:clientId/all', { preHandler: app.requireAdmin }, answer);
  // A path without the id still says what is missing, rather than "route not found".
  app.get('/client', { preHandler: app.authenticate }, missingClient);
}
