import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicClientListResponse } from '../../../shared/contract/auth';
import type { AuthRouteOptions } from './options';

/** Public (SPEC.md section 7): names only, nothing about addresses or who works on them. */
export default async function clientsRoute(fastify: FastifyInstance, { ctx }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/clients', { schema: { response: { 200: publicClientListResponse } } }, async () => {
    const rows = await ctx.db.kysely.selectFrom('clients').select(['id', 'name']).execute();
    // Sorted here: SQLite and PostgreSQL collate text differently.
    return { clients: rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)) };
  });
}
