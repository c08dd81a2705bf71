import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequest, loginResponse } from '../../../shared/contract/auth';
import { verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { forbidden, unauthorized } from '../../http/errors';
import type { AuthRouteOptions } from './options';

export default async function loginRoute(fastify: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/login', { schema: { body: loginRequest, response: { 200: loginResponse } } }, async (request) => {
    const { body } = request;
    const throttle = services.loginThrottle;
    await throttle.assertAllowed(body.email, request.ip);
    const user = await ctx.repos.users.findByEmail(body.email);
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
