import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../shared/constants';
import { healthResponse, type HealthResponse } from '../../shared/contract/health';
import type { AppContext } from '../context';
import { createHealthProbe } from '../db/healthProbe';
import { tagRoutes } from '../http/apiDocs';

/** 200 only when the database takes a write; 503 names the fault, so a supervisor or a load balancer can act on it. */
export default async function healthRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Health');
  const probe = createHealthProbe(ctx.db.kysely);

  app.get('/health', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const health = await probe.check();
    const answer: HealthResponse = { status: health.ok ? 'ok' : 'unavailable', database: ctx.db.kind, version: APP_VERSION };
    if (health.ok) return answer;
    reply.status(503).header('retry-after', '5');
    return { ...answer, fault: `The database cannot store changes: ${health.fault}.` };
  });
}
