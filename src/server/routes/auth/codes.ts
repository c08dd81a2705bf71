import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailOnlyRequest,
  resetPasswordRequest,
  verifyCodeRequest,
  verifyCodeResponse,
  verifyEmailTokenQuery,
} from '../../../shared/contract/auth';
import { messageResponse } from '../../../shared/contract/common';
import { mailResetTo, mailVerificationTo } from '../../auth/accountMail';
import type { AuthServices } from '../../auth/services';
import { assertPasswordPolicy, hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { authRateLimit, type AuthRouteOptions } from './options';

const VERIFIED = 'Email verified! You can now log in.';

/**
 * The account whose code this is, or the 400: an unknown e-mail answers like a wrong code.
 * The client maps "expired" and "invalid" in these messages to its own texts (SPEC.md section 8).
 */
async function accountWithCode(ctx: AppContext, services: AuthServices, email: string, purpose: 'verify' | 'reset', code: string): Promise<UserRow> {
  const user = await ctx.repos.users.findByEmail(email);
  const result = user ? await services.codes.check(user.id, purpose, code) : 'invalid';
  if (result === 'expired') throw badRequest('Verification code expired or used too many times. Please request a new one.');
  if (result !== 'ok' || !user) throw badRequest('Invalid verification code');
  return user;
}

async function markVerified(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.email_verified_at) await ctx.repos.users.update(user.id, { email_verified_at: nowIso() });
}

/** Sending answers the same, after the same work, whether or not the account exists, so e-mails cannot be probed. */
export default async function codesRoutes(fastify: FastifyInstance, { ctx, services }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = authRateLimit(ctx);
  const sent = { body: emailOnlyRequest, response: { 200: messageResponse } };

  app.post('/send-verification-code', { config, schema: sent }, async (request) => {
    const { email } = request.body;
    mailVerificationTo(ctx, services, email);
    return { message: 'Verification code sent! Check your email.' };
  });

  app.post('/verify-code', { config, schema: { body: verifyCodeRequest, response: { 200: verifyCodeResponse } } }, async (request) => {
    const { body } = request;
    const user = await accountWithCode(ctx, services, body.email, 'verify', body.code);
    await markVerified(ctx, user);
    await services.codes.discardVerification(user.id);
    return { message: VERIFIED, verified: true as const };
  });

  app.get('/verify-email', { schema: { querystring: verifyEmailTokenQuery, response: { 200: messageResponse } } }, async (request) => {
    const userId = await services.codes.redeemLinkToken(request.query.token);
    const user = userId ? await ctx.repos.users.findById(userId) : undefined;
    if (!user) throw badRequest('Invalid or expired verification link.');
    await markVerified(ctx, user);
    await services.codes.discardVerification(user.id);
    return { message: VERIFIED };
  });

  app.post('/send-reset-code', { config, schema: sent }, async (request) => {
    const { email } = request.body;
    mailResetTo(ctx, services, email);
    return { message: 'Password reset code sent! Check your email.' };
  });

  app.post('/reset-password-with-code', { config, schema: { body: resetPasswordRequest, response: { 200: messageResponse } } }, async (request) => {
    const { body } = request;
    // Checked before the code, so a weak password does not spend an attempt.
    assertPasswordPolicy(ctx.config.passwordPolicy, body.newPassword, 'new password');
    const account = await accountWithCode(ctx, services, body.email, 'reset', body.code);
    // The code proved control of the inbox, which is what verification asks for. A reset is
    // how a user takes an account back, so every existing session ends at once.
    await ctx.repos.users.replacePassword(account.id, await hashPassword(body.newPassword), account.email_verified_at ?? nowIso());
    return { message: 'Password reset! You can now log in.' };
  });
}
