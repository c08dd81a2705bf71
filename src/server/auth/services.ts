import type { AppContext } from '../context';
import { createCodeService, type CodeService } from './codes';
import { createLoginThrottle, type LoginThrottle } from './loginThrottle';
import { createRefreshTokenService, type RefreshTokenService } from './refreshTokens';

/** The sign-in services built from the context; only the auth routes need them. */
export interface AuthServices {
  codes: CodeService;
  refreshTokens: RefreshTokenService;
  loginThrottle: LoginThrottle;
}

export function createAuthServices(ctx: AppContext): AuthServices {
  return {
    codes: createCodeService(ctx.repos.codes, {
      hashKey: ctx.secrets.hashKey,
      ttlSeconds: ctx.config.codeTtl,
      maxAttempts: ctx.config.codeMaxAttempts,
    }),
    refreshTokens: createRefreshTokenService(ctx.repos.refreshTokens, ctx.secrets.hashKey, ctx.config.refreshTokenTtl),
    loginThrottle: createLoginThrottle(ctx.repos.rateLimits, ctx.config.loginFailures),
  };
}
