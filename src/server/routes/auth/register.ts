import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRequest, registerResponse } from '../../../shared/contract/auth';
import { messageResponse } from '../../../shared/contract/common';
import { mailVerification } from '../../auth/accountMail';
import { assertPasswordPolicy, hashPassword } from '../../auth/passwords';
import { badRequest } from '../../http/errors';
import { authRateLimit, type AuthRouteOptions } from './options';

const ALREADY_REGISTERED = 'An account with this email already exists. Please log in.';

export default async function registerRoute(fastify: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { body: registerRequest, response: { 201: registerResponse, 409: messageResponse } };
  app.post('/register', { config: authRateLimit(ctx), schema }, async (request, reply) => {
    const { body } = request;
    assertPasswordPolicy(ctx.config.passwordPolicy, body.password);
    const existing = await ctx.repos.users.findByEmail(body.email);

    // The client sends every 409 to the verification screen, so a verified account gets a 400.
    if (existing?.email_verified_at) throw badRequest(ALREADY_REGISTERED, [ALREADY_REGISTERED]);

    if (existing) {
      // Nothing of the first registration changes: a stranger registering the address again
      // must not set the password its owner then verifies. Whoever forgot the first password
      // resets it by code, which proves the inbox.
      mailVerification(ctx, services, existing);
      return reply.status(409).send({ message: 'Email already registered but not verified. Please verify your email to continue.' });
    }

    const user = await ctx.repos.users.create({
      email: body.email,
      username: body.username,
      name: body.username,
      passwordHash: await hashPassword(body.password),
      forwardEmail: body.forwardEmail,
    });
    mailVerification(ctx, services, user);
    return reply.status(201).send({ message: 'Registration successful! Please check your email for a verification code.', userId: user.id });
  });
}
