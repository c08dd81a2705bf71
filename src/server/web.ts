import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '../shared/runtimeConfig';
import type { Config } from './config';
import { webSecurityHeaders } from './http/securityHeaders';
import { loggerOptions } from './logger';

/**
 * Serves the built SPA with a history fallback, so every client route loads on reload, and
 * /config.js, which tells the SPA where its API is.
 */
export async function buildWebApp(config: Config, clientDir: string, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`The client is not built (no ${clientDir}/index.html): run npm run build`);
  }
  const app = Fastify({ logger: options.logger === false ? false : loggerOptions(config.logLevel) });

  const runtime: RuntimeConfig = {
    apiBase: config.apiPublicUrl ?? null,
    apiPort: config.apiPort,
    productionApiBase: config.productionApiUrl ?? null,
    firebase:
      config.firebase?.apiKey && config.firebase.authDomain
        ? { apiKey: config.firebase.apiKey, authDomain: config.firebase.authDomain, projectId: config.firebase.projectId }
        : null,
  };
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtime).replace(/</g, '\\u003c')};\n`;

  webSecurityHeaders(app, config);

  app.get('/config.js', async (_request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store');
    return script;
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    setHeaders: (reply, filePath) => {
      // Hashed bundles never change; index.html must always be fresh.
      reply.header('cache-control', /\.[0-9a-f]{8,}\./.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return app;
}
