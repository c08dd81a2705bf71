import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (links in verification and reset mail). */
const SECRET_PARAMS = /([?&](?:token|code|refreshToken|idToken|password)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino through Fastify: one line per request, no headers, bodies or secrets. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Not every `code`: an error's code (SQLITE_FULL, 53100) is what the log is read for.
    redact: { paths: ['req.headers.authorization', '*.password', '*.newPassword', '*.token', '*.refreshToken', '*.idToken', 'body.code', 'query.code'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
