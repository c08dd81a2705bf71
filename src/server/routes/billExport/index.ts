import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/apiDocs';
import { billRoutes } from './bills';
import { mappingRoutes } from './mapping';
import { billExportService } from './service';

/**
 * /api/clients/:clientId/export (issue 16): reviewed bills as a CSV for a property-management
 * system's bill import, marked exported so none goes twice, and the client's columns of it.
 * Users associated with the client export and read the columns; admins change the columns.
 */
export default async function billExportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Bill export');
  const service = billExportService(ctx);
  billRoutes(app, service);
  mappingRoutes(app, service);
}
