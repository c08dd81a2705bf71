import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import type { OutboundMail } from '../mail/mailer';
import { resetMail, verificationMail } from '../mail/templates';
import type { AuthServices } from './services';

const ttlMinutes = (ctx: AppContext) => Math.ceil(ctx.config.codeTtl / 60);

/**
 * A failed send is logged, not answered: the answers of the code routes must not depend on
 * whether the account exists, and the user can always ask for another code.
 */
async function deliver(ctx: AppContext, log: FastifyBaseLogger, mail: OutboundMail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    log.error({ to: mail.to, subject: mail.subject, reason: error instanceof Error ? error.message : String(error) }, 'mail could not be sent');
  }
}

export async function mailVerification(ctx: AppContext, services: AuthServices, user: UserRow, log: FastifyBaseLogger): Promise<void> {
  const code = await services.codes.issue(user.id, 'verify');
  const linkToken = await services.codes.issueLinkToken(user.id);
  await deliver(ctx, log, verificationMail(ctx.config.appUrl, user.email, code, linkToken, ttlMinutes(ctx)));
}

export async function mailReset(ctx: AppContext, services: AuthServices, user: UserRow, log: FastifyBaseLogger): Promise<void> {
  const code = await services.codes.issue(user.id, 'reset');
  await deliver(ctx, log, resetMail(ctx.config.appUrl, user.email, code, ttlMinutes(ctx)));
}
