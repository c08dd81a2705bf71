import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';
import { cleanStrings } from '../cleanText';
import { HttpError } from './errors';

/** Longer than any link the app makes; Node's own parser stops at 16 KB of request head. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Fastify's rewriteUrl, which runs before the router: the router decodes a wildcard's whole
 * path (/api/docs/*) before any hook, so an over-long address is routed as "/" and refused on
 * request below, by its original length.
 */
export function routableUrl(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  return url.length > MAX_URL_LENGTH ? '/' : url;
}

/**
 * Every text a request carries in its path, query or JSON body is cleaned (cleanText.ts) before
 * any route validates it, so no route can store, compare or echo a text the database would
 * change. Multipart routes read their parts themselves and clean what they keep.
 */
export const cleanInput = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.originalUrl.length > MAX_URL_LENGTH) throw new HttpError(414, `The address is longer than ${MAX_URL_LENGTH} characters.`);
  });
  app.addHook('preValidation', async (request) => {
    cleanStrings(request.params);
    cleanStrings(request.query);
    if (request.body !== undefined && request.body !== null) request.body = cleanStrings(request.body);
  });
});
