import type { AppContext } from '../context';
import { nowIso } from '../db/ids';
import type { UserRow, UserUpdate } from '../db/schema';
import type { GoogleIdentity } from './google';

export interface GoogleProfileHints {
  name: string | null | undefined;
  photoUrl: string | null | undefined;
  forwardEmail: string | null | undefined;
}

/**
 * The account of a verified Google identity: the one already linked to it, else the account
 * with its e-mail (now linked), else a new verified account without a password. The token's
 * claims win over what the browser sent, which only fills gaps.
 */
export async function googleAccount(ctx: AppContext, identity: GoogleIdentity, hints: GoogleProfileHints): Promise<UserRow> {
  const linked = await ctx.repos.users.findByGoogleUid(identity.uid);
  if (linked) return linked;

  const photoUrl = identity.picture ?? hints.photoUrl ?? null;
  const byEmail = await ctx.repos.users.findByEmail(identity.email);
  if (byEmail) {
    const changes: UserUpdate = {
      google_uid: identity.uid,
      email_verified_at: byEmail.email_verified_at ?? nowIso(),
      // A password set before the address was verified may be a stranger's: Google has now
      // proved who owns the address, so that password stops working.
      password_hash: byEmail.email_verified_at ? byEmail.password_hash : null,
      photo_url: byEmail.photo_url ?? photoUrl,
    };
    await ctx.repos.users.update(byEmail.id, changes);
    return { ...byEmail, ...changes } as UserRow;
  }

  const username = identity.email.split('@')[0] ?? identity.email;
  return ctx.repos.users.create({
    email: identity.email,
    username,
    name: identity.name ?? (hints.name?.trim() || username),
    passwordHash: null,
    verified: true,
    googleUid: identity.uid,
    photoUrl,
    forwardEmail: hints.forwardEmail ?? null,
  });
}
