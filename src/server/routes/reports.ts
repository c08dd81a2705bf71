import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORTS_CLIENT_REQUIRED,
  reportClientParam,
  reportListQuery,
  reportListResponse,
  reportPageResponse,
  type ReportPageResponse,
} from '../../shared/contract/reports';
import { adminOnly, signInWithPage } from '../auth/guard';
import type { AppContext } from '../context';
import { jsonPage, type JsonText } from '../db/jsonText';
import { badRequest } from '../http/errors';
import { sendJson, sendList } from '../http/jsonAnswer';
import { pageInfo } from '../http/pagination';
import { tagRoutes } from '../http/apiDocs';

/** /api/reports (SPEC.md section 7): a client's processing reports; admins use the /all variant. */
export default async function reportsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Reports');
  const { access, repos: { reports } } = ctx;

  // SPEC.md section 5 gives this message verbatim, so it is not prefixed with the field name.
  const missingClient = async () => {
    throw badRequest(REPORTS_CLIENT_REQUIRED, ['clientId is required']);
  };
  const clientNamed = async (request: FastifyRequest) => {
    if (!(request.params as { clientId?: string }).clientId?.trim()) await missingClient();
  };

  // With pagination=true one page (sent as the database wrote it), else the whole list.
  const list = {
    params: reportClientParam,
    querystring: reportListQuery,
    response: { 200: z.union([reportPageResponse, reportListResponse]) },
  };
  for (const [url, config] of [['/client/:clientId', signInWithPage], ['/client/:clientId/all', adminOnly]] as const) {
    app.get(url, { config, schema: list, preValidation: clientNamed }, async (request, reply) => {
      const { clientId } = request.params;
      const { pagination, search, page, limit } = request.query;
      const gate = await access.clientGate(request, clientId, 'Client not found');
      if (!pagination) {
        // Only a page reads the sign-in with its rows; the whole list has it read first.
        await gate?.confirm();
        return sendList(reply, 'reports', await reports.list(clientId, search));
      }
      const { rows, total } = await reports.page(clientId, search, { page, limit }, gate);
      const pageAnswer: JsonText<ReportPageResponse> = jsonPage('reports', rows.map((row) => row.item), pageInfo(total, { page, limit }));
      return sendJson(reply, pageAnswer);
    });
  }
  // A path without the id still says what is missing, rather than "route not found".
  app.get('/client', { schema: { description: 'Always 400: the client id is missing from the path.' } }, missingClient);
}
