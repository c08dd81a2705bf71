import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/apiDocs';
import { forgetDirectory } from '../../intake/resolution';
import { exportRoute } from './export';
import { glAccountRoutes } from './glAccounts';
import { csvBodies, importRoute } from './import';
import { placeRoutes } from './places';
import { propertyRoutes } from './properties';
import { directoryService } from './service';
import { vendorRoutes } from './vendors';

/**
 * /api/clients/:clientId/directory (issue 16): a client's properties and units, vendors, chart
 * of GL accounts, the review screens' place search, and CSV import and export. Users associated
 * with the client read it; admins change it. text/csv bodies are taken here, for the import only.
 */
export default async function directoryRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Directory');
  csvBodies(app);
  // Intake keeps each client's built resolver a few seconds: a change here reaches this process's next bill at once.
  app.addHook('onResponse', async (request, reply) => {
    const { clientId } = request.params as { clientId?: string };
    if (request.method !== 'GET' && reply.statusCode < 400 && clientId) forgetDirectory(ctx.db.kysely, clientId);
  });
  const service = directoryService(ctx);
  propertyRoutes(app, service);
  vendorRoutes(app, service);
  glAccountRoutes(app, service);
  placeRoutes(app, service);
  importRoute(app, service);
  exportRoute(app, service);
}
