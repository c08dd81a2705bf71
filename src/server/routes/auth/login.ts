import type { FastifyInstance } from 'fastify';
import { loginRequest, type LoginResponse } from '../../../shared/contract/auth';
import { verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { forbidden, unauthorized } from '../../http/errors';
import { parse } from '../../http/validate';
import type { AuthRouteOptions } from './options';

export default async function loginRoute(app: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  app.post('/login', async (request): Promise<LoginResponse> => {
    const body = parse(loginRequest, request.body);
    const throttle = services.loginThrottle;
    await throttle.assertAllowed(body.email, request.ip);
    const user = await ctx.users.findByEmail(body.email);
    // Always verified, even for an unknown e-mail, so timing does not tell which accounts exist.
    const passwordOk = await verifyPassword(user?.password_hash, body.password);
    // One message for every failure and no bearer challenge: this is not a session problem.
    if (!user || !passwordOk) {
      await throttle.failed(body.email, request.ip);
      throw unauthorized('Invalid email or password');
    }
    await throttle.succeeded(body.email, request.ip);
    // Only after the right password, so the refusal does not reveal unverified accounts.
    if (!user.email_verified_at) {
      throw forbidden('Please verify your email before logging in. Check your inbox for a verification email.');
    }
    return startSession(ctx, services, user, 'Login successful');
  });
}
