import type { FastifyError, FastifyInstance } from 'fastify';
import { storageFault } from '../db/storageFaults';
import { HttpError } from './errors';

/**
 * The one place errors become responses. Expected errors keep their message; anything
 * unexpected is logged with its stack and answered as a bare 500, so no internals leak.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body());
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = fastifyError.validation.map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params as { missingProperty?: string }).missingProperty || 'input'} ${v.message ?? 'is invalid'}`);
      return reply.status(400).send({ message: `Invalid input: ${errors.join('; ')}`, errors });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(fastifyError) });
    }
    // Reads still work when the disk is full or the database read-only; a change cannot be
    // stored, and the caller is told so and when to try again, not handed a bare 500.
    const fault = storageFault(error);
    if (fault) {
      request.log.error({ err: error }, 'storage fault');
      return reply.status(503).header('retry-after', '5').send({ message: `The change could not be saved because ${fault}. Please try again in a few minutes.` });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
