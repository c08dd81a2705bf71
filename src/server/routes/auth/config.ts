import type { FastifyInstance } from 'fastify';
import type { AuthConfigResponse } from '../../../shared/contract/auth';
import type { AuthRouteOptions } from './options';

/** Lets the SPA hide Google sign-in when it would answer 501 and show the password rules. */
export default async function configRoute(app: FastifyInstance, { ctx }: AuthRouteOptions) {
  app.get('/config', async (): Promise<AuthConfigResponse> => ({
    google: ctx.config.firebase !== undefined,
    passwordPolicy: ctx.config.passwordPolicy,
  }));
}
