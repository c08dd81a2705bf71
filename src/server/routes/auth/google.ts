import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleAuthRequest, loginResponse } from '../../../shared/contract/auth';
import { verifyFirebaseIdToken } from '../../auth/google';
import { googleAccount } from '../../auth/googleAccounts';
import { startSession } from '../../auth/sessions';
import { notImplemented } from '../../http/errors';
import { authRateLimit, type AuthRouteOptions } from './options';

const NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

export default async function googleRoutes(fastify: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated: without Firebase no body is right.
  const configured = async () => {
    if (!ctx.config.firebase) throw notImplemented(NOT_CONFIGURED);
  };
  const schema = { body: googleAuthRequest, response: { 200: loginResponse } };
  app.post('/firebase-google-auth', { config: authRateLimit(ctx), schema, preValidation: configured }, async (request) => {
    const firebase = ctx.config.firebase;
    if (!firebase) throw notImplemented(NOT_CONFIGURED);
    const { body } = request;
    const identity = await verifyFirebaseIdToken(firebase, body.idToken);
    const user = await googleAccount(ctx, identity, {
      name: body.name ?? body.displayName,
      photoUrl: body.photoURL,
      forwardEmail: body.forwardEmail ?? body.smartBillEntry,
    });
    return startSession(ctx, services, user, 'Google login successful');
  });

  /**
   * Google sign-in runs in the browser with the Firebase SDK (DESIGN.md section 4), which
   * then posts the ID token above. A browser sent here by the older redirect link is passed
   * to the login screen, where ?google=1 starts that flow.
   */
  app.get('/google', { schema: { description: 'Redirects (302) to the login screen, which starts Google sign-in.' }, preValidation: configured }, async (_request, reply) => {
    return reply.redirect(`${ctx.config.appUrl}/login?google=1`, 302);
  });
}
