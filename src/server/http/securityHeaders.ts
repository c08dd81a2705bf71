import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/**
 * Security headers of both servers, from helmet: nosniff, a referrer policy, no framing, and a
 * Content-Security-Policy. HSTS is sent only on requests that arrived over TLS (directly, or
 * through a trusted proxy that says so): over plain HTTP it means nothing, and a wrong one locks a
 * host name out of HTTP for a year. Helmet's middleware is built once, here, and run on each
 * request's raw response: @fastify/helmet built it anew for every request, its policy parsed and
 * checked each time (1.3-2.8% of the API's CPU under load in a profile).
 */
function registerHelmet(app: FastifyInstance, directives: Record<string, Iterable<string | ((req: IncomingMessage) => string)>>, referrerPolicy: 'no-referrer' | 'same-origin'): void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    hsts: false,
    referrerPolicy: { policy: referrerPolicy },
    frameguard: { action: 'deny' },
    // Firebase's Google sign-in talks to its popup through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The SPA (another port) reads the API with CORS; same-site covers every host it is served from.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    headers(request.raw, reply.raw, () => done());
  });
}

/** The API answers JSON and files the SPA fetches; nothing of it is ever a page. */
export function apiSecurityHeaders(app: FastifyInstance): void {
  registerHelmet(app, { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] }, 'no-referrer');
}

/** Firebase's Google popup: the SDK's scripts and frame, and its token endpoints. */
function firebaseSources(config: Config) {
  const authDomain = config.firebase?.authDomain;
  if (!config.firebase) return { script: [], connect: [], frame: [] };
  return {
    script: ['https://apis.google.com', 'https://www.gstatic.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'],
    frame: authDomain ? [`https://${authDomain}`] : [],
  };
}

/** Where the page reaches the API: API_PUBLIC_URL, or its own host at API_PORT (client/app/config.ts). */
function apiOrigin(config: Config) {
  return (req: IncomingMessage): string => {
    if (config.apiPublicUrl) return new URL(config.apiPublicUrl).origin;
    const host = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    return `http://${host}:${config.apiPort} https://${host}:${config.apiPort}`;
  };
}

/**
 * The SPA: its own scripts only (no inline script: /config.js is a file), its API, and what
 * shows an e-mail or an attachment. Inline styles are allowed because the sanitised e-mail
 * frame (srcdoc) inherits this policy and e-mail HTML is styled inline; it adds its own
 * stricter policy on top. Pictures may come from anywhere an e-mail names (http, https) or from
 * data: and blob: URLs the app makes; PDFs, video and audio play from blob: URLs.
 */
export function webSecurityHeaders(app: FastifyInstance, config: Config): void {
  const firebase = firebaseSources(config);
  registerHelmet(
    app,
    {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...firebase.script],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", apiOrigin(config), ...firebase.connect],
      'frame-src': ["'self'", 'blob:', ...firebase.frame],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
    'same-origin',
  );
}
