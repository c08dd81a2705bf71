import type { FastifyInstance } from 'fastify';
import { googleAuthRequest, type GoogleAuthResponse } from '../../../shared/contract/auth';
import { verifyFirebaseIdToken } from '../../auth/google';
import { googleAccount } from '../../auth/googleAccounts';
import { startSession } from '../../auth/sessions';
import { notImplemented } from '../../http/errors';
import { parse } from '../../http/validate';
import { authRateLimit, type AuthRouteOptions } from './options';

const NOT_CONFIGURED = 'Google sign-in is not configured on this server.';

export default async function googleRoutes(app: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  app.post('/firebase-google-auth', { config: authRateLimit(ctx) }, async (request): Promise<GoogleAuthResponse> => {
    const firebase = ctx.config.firebase;
    if (!firebase) throw notImplemented(NOT_CONFIGURED);
    const body = parse(googleAuthRequest, request.body);
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
  app.get('/google', async (_request, reply) => {
    if (!ctx.config.firebase) throw notImplemented(NOT_CONFIGURED);
    return reply.redirect(`${ctx.config.appUrl}/login?google=1`, 302);
  });
}
