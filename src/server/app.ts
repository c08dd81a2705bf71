import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { authGuard } from './auth/guard';
import type { AppContext } from './context';
import { cleanInput } from './http/cleanInput';
import { installErrorHandler } from './http/errorHandler';
import { apiSecurityHeaders } from './http/securityHeaders';
import { createRateLimitStore } from './http/rateLimitStore';
import { loggerOptions, redactUrl } from './logger';
import associationsRoutes from './routes/associations';
import attachmentsRoutes from './routes/attachments';
import authRoutes from './routes/auth';
import clientsRoutes from './routes/clients';
import completedRoutes from './routes/completed';
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
  });

  installErrorHandler(app);
  await apiSecurityHeaders(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.user?.id },
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
  await app.register(authGuard, { ctx });

  await app.register(healthRoutes, { prefix: '/api', ctx });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(clientsRoutes, { prefix: '/api/clients', ctx });
  await app.register(usersRoutes, { prefix: '/api/users', ctx });
  await app.register(invoicesRoutes, { prefix: '/api/invoices', ctx });
  await app.register(emailsRoutes, { prefix: '/api/emails', ctx });
  await app.register(reportsRoutes, { prefix: '/api/reports', ctx });
  await app.register(attachmentsRoutes, { prefix: '/api/attachments', ctx });
  await app.register(associationsRoutes, { prefix: '/api/associations', ctx });
  await app.register(completedRoutes, { prefix: '/api/completed', ctx });
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
