import type { FastifyInstance } from 'fastify';
import { createAuthServices } from '../../auth/services';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/apiDocs';
import clientsRoute from './clients';
import codesRoutes from './codes';
import configRoute from './config';
import googleRoutes from './google';
import loginRoute from './login';
import refreshRoute from './refresh';
import registerRoute from './register';

/** The public routes of SPEC.md section 7 "Auth", under /api/auth. */
export default async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  tagRoutes(app, 'Auth');
  const options = { ctx, services: createAuthServices(ctx) };
  await app.register(registerRoute, options);
  await app.register(loginRoute, options);
  await app.register(refreshRoute, options);
  await app.register(codesRoutes, options);
  await app.register(googleRoutes, options);
  await app.register(clientsRoute, options);
  await app.register(configRoute, options);
}
