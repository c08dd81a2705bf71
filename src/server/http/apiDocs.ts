import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../shared/constants';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, at GET /api/openapi.json,
 * and Swagger UI reading it at /api/docs. Both are public: they describe the API, and every
 * call they list still needs its token.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Smart Bill Entry API',
        version: APP_VERSION,
        description: 'Invoices, e-mails and processing reports of property-management clients (SPEC.md section 7). Calls outside /api/auth and /api/health need a bearer access token from POST /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // "/api/clients/" is how Fastify names a prefix's root route; callers write /api/clients.
    transform: (route) => {
      const documented = jsonSchemaTransform(route);
      return { ...documented, url: documented.url.replace(/(.)\/$/, '$1') };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own policy with hashes of the UI's inline scripts; over plain HTTP nothing may be upgraded.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(' upgrade-insecure-requests;', '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  // The UI reads the same document at /api/docs/json.
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** Groups an area's calls under one heading of the document (SPEC.md section 7's areas). */
export function tagRoutes(app: FastifyInstance, tag: string): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}
