import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanStrings } from '../cleanText';

/**
 * Every text a request carries in its path, query or JSON body is cleaned (cleanText.ts) before
 * any route validates it, so no route can store, compare or echo a text the database would
 * change. Multipart routes read their parts themselves and clean what they keep.
 */
export const cleanInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    cleanStrings(request.params);
    cleanStrings(request.query);
    if (request.body !== undefined && request.body !== null) request.body = cleanStrings(request.body);
  });
});
