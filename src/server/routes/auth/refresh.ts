import type { FastifyInstance } from 'fastify';
import { refreshTokenRequest, type RefreshTokenResponse } from '../../../shared/contract/auth';
import { refreshSession } from '../../auth/sessions';
import { parse } from '../../http/validate';
import { authRateLimit, type AuthRouteOptions } from './options';

export default async function refreshRoute(app: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  // Every open tab refreshes on its own, so this limit is looser than the sign-in ones.
  app.post('/refresh-token', { config: authRateLimit(ctx, 5) }, async (request): Promise<RefreshTokenResponse> => {
    const body = parse(refreshTokenRequest, request.body);
    return refreshSession(ctx, services, body.refreshToken);
  });
}
