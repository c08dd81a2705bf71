import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { authUser, requireSignIn } from './auth/guard';
import type { AppContext } from './context';
import { apiDocs } from './http/apiDocs';
import { cleanInput, routableUrl } from './http/cleanInput';
import { installErrorHandler } from './http/errorHandler';
import { apiSecurityHeaders } from './http/securityHeaders';
import { zodValidatorCompiler } from './http/validate';
import { createRateLimitStore } from './http/rateLimitStore';
import { loggerOptions, redactUrl } from './logger';
import associationsRoutes from './routes/associations';
import attachmentsRoutes from './routes/attachments';
import authRoutes from './routes/auth';
import billExportRoutes from './routes/billExport';
import clientsRoutes from './routes/clients';
import completedRoutes from './routes/completed';
import directoryRoutes from './routes/directory';
import emailsRoutes from './routes/emails';
import healthRoutes from './routes/health';
import invoicesRoutes from './routes/invoices';
import reportsRoutes from './routes/reports';
import usersRoutes from './routes/users';

export interface BuildOptions {
  logger?: boolean;
}

/** The API as a Fastify instance, apart from listening, so tests `inject` into the real thing. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel),
    // One line per request comes from the onResponse hook below, with secrets redacted.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    rewriteUrl: routableUrl,
  });

  // Params, query, body and replies are declared with the shared zod contract (src/shared/contract).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  apiSecurityHeaders(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.user?.id ?? (request.pendingSignIn?.settled ? request.pendingSignIn.userId : undefined) },
      'request',
    );
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, ctx)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-User-ID', 'userId'],
    maxAge: 600,
    // An OPTIONS that is no preflight (no Origin or requested method) gets a plain 204 rather
    // than the plugin's text/plain 400.
    strictPreflight: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(ctx.db.kysely),
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url ?? ''} ${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(cleanInput);
  await app.register(authUser);
  await apiDocs(app);

  // The public scope: health and the auth entry points; everything else needs a signed-in user.
  await app.register(healthRoutes, { prefix: '/api', ctx });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(async (members) => {
    requireSignIn(members, ctx);
    await members.register(clientsRoutes, { prefix: '/api/clients', ctx });
    await members.register(usersRoutes, { prefix: '/api/users', ctx });
    await members.register(invoicesRoutes, { prefix: '/api/invoices', ctx });
    await members.register(emailsRoutes, { prefix: '/api/emails', ctx });
    await members.register(reportsRoutes, { prefix: '/api/reports', ctx });
    await members.register(attachmentsRoutes, { prefix: '/api/attachments', ctx });
    await members.register(associationsRoutes, { prefix: '/api/associations', ctx });
    await members.register(completedRoutes, { prefix: '/api/completed', ctx });
    await members.register(directoryRoutes, { prefix: '/api/clients/:clientId/directory', ctx });
    await members.register(billExportRoutes, { prefix: '/api/clients/:clientId/export', ctx });
  });
  return app;
}

/** The SPA may be served from APP_URL, CORS_ORIGINS, or this machine's web port under any host name. */
function isAllowedOrigin(origin: string, ctx: AppContext): boolean {
  if (ctx.config.corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.port === String(ctx.config.webPort) && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}
