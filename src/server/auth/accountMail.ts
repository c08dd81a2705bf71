import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import type { OutboundMail } from '../mail/mailer';
import { resetMail, verificationMail } from '../mail/templates';
import type { AuthServices } from './services';

const ttlMinutes = (ctx: AppContext) => Math.ceil(ctx.config.codeTtl / 60);

/**
 * Codes are issued and mailed on the mail queue, after the answer: the answers of the code
 * routes must not depend, in body or in time, on whether the account exists.
 */
function queue(ctx: AppContext, label: string, build: () => Promise<OutboundMail | null>): void {
  ctx.mailQueue.enqueue(label, async () => {
    const mail = await build();
    if (mail) await ctx.mailer.send(mail);
  });
}

async function verificationOf(ctx: AppContext, services: AuthServices, user: UserRow): Promise<OutboundMail> {
  const code = await services.codes.issue(user.id, 'verify');
  const linkToken = await services.codes.issueLinkToken(user.id);
  return verificationMail(ctx.config.appUrl, user.email, code, linkToken, ttlMinutes(ctx));
}

/** A fresh verification code and link for this account. */
export function mailVerification(ctx: AppContext, services: AuthServices, user: UserRow): void {
  queue(ctx, 'verification', () => verificationOf(ctx, services, user));
}

/** A verification code for the address, if it names an account that still needs one. */
export function mailVerificationTo(ctx: AppContext, services: AuthServices, email: string): void {
  queue(ctx, 'verification', async () => {
    const user = await ctx.repos.users.findByEmail(email);
    return user && !user.email_verified_at ? verificationOf(ctx, services, user) : null;
  });
}

/** A reset code for the address, if it names an account. */
export function mailResetTo(ctx: AppContext, services: AuthServices, email: string): void {
  queue(ctx, 'reset', async () => {
    const user = await ctx.repos.users.findByEmail(email);
    if (!user) return null;
    const code = await services.codes.issue(user.id, 'reset');
    return resetMail(ctx.config.appUrl, user.email, code, ttlMinutes(ctx));
  });
}
