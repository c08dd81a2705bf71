import type { LoginResponse, RefreshTokenResponse } from '../../shared/contract/auth';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import type { AuthServices } from './services';

/** A new session: a short-lived access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, services: AuthServices, user: UserRow, message: string): Promise<LoginResponse> {
  const [token, refreshToken] = await Promise.all([ctx.accessTokens.sign(user.id, user.token_generation), services.refreshTokens.issue(user.id, user.token_generation)]);
  return { token, refreshToken, userId: user.id, name: user.name, email: user.email, isAdmin: user.is_admin === 1, message };
}

/** Spends a refresh token for a new pair in the same family. */
export async function refreshSession(ctx: AppContext, services: AuthServices, presented: string): Promise<RefreshTokenResponse> {
  const grant = await services.refreshTokens.redeem(presented);
  const user = await ctx.repos.users.findById(grant.userId);
  // The grant's own generation, not the row's: a token redeemed just before a reset committed
  // yields tokens of the old generation, which the guard refuses.
  if (!user || user.token_generation !== grant.generation) throw services.refreshTokens.rejected();
  const [token, refreshToken] = await Promise.all([ctx.accessTokens.sign(user.id, grant.generation), services.refreshTokens.issue(user.id, grant.generation, grant.familyId)]);
  return { token, refreshToken };
}
