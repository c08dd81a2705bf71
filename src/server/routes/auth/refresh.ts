import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refreshTokenRequest, refreshTokenResponse } from '../../../shared/contract/auth';
import { refreshSession } from '../../auth/sessions';
import { authRateLimit, type AuthRouteOptions } from './options';

export default async function refreshRoute(fastify: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { body: refreshTokenRequest, response: { 200: refreshTokenResponse } };
  // Every open tab refreshes on its own, so this limit is looser than the sign-in ones.
  app.post('/refresh-token', { config: authRateLimit(ctx, 5), schema }, async (request) => {
    return refreshSession(ctx, services, request.body.refreshToken);
  });
}
