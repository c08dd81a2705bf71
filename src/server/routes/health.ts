import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../shared/constants';
import type { HealthResponse } from '../../shared/contract/health';
import type { AppContext } from '../context';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(ctx.db.kysely);
    return { status: 'ok', database: ctx.db.kind, version: APP_VERSION };
  });
}
