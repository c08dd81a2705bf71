import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../shared/constants';
import type { HealthResponse } from '../../shared/contract/health';
import type { AppContext } from '../context';
import { createHealthProbe } from '../db/healthProbe';

/** 200 only when the database takes a write; 503 names the fault, so a supervisor or a load balancer can act on it. */
export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const probe = createHealthProbe(ctx.db.kysely);

  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    const health = await probe.check();
    const answer: HealthResponse = { status: health.ok ? 'ok' : 'unavailable', database: ctx.db.kind, version: APP_VERSION };
    if (health.ok) return answer;
    reply.status(503).header('retry-after', '5');
    return { ...answer, fault: `The database cannot store changes: ${health.fault}.` };
  });
}
