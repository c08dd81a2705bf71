import type { FastifyInstance } from 'fastify';
import type { PublicClientListResponse } from '../../../shared/contract/auth';
import type { AuthRouteOptions } from './options';

/** Public (SPEC.md section 7): names only, nothing about addresses or who works on them. */
export default async function clientsRoute(app: FastifyInstance, { ctx }: AuthRouteOptions) {
  app.get('/clients', async (): Promise<PublicClientListResponse> => {
    const rows = await ctx.db.kysely.selectFrom('clients').select(['id', 'name']).execute();
    // Sorted here: SQLite and PostgreSQL collate text differently.
    return { clients: rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)) };
  });
}
