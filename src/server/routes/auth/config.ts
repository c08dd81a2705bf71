import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authConfigResponse } from '../../../shared/contract/auth';
import type { AuthRouteOptions } from './options';

/** Lets the SPA hide Google sign-in when it would answer 501 and show the password rules. */
export default async function configRoute(fastify: FastifyInstance, { ctx }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/config', { schema: { response: { 200: authConfigResponse } } }, async () => ({
    google: ctx.config.firebase !== undefined,
    passwordPolicy: ctx.config.passwordPolicy,
  }));
}
