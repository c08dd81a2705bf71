import type { AppContext } from '../context';
import { createCodesRepository } from '../db/repositories/codes';
import { createRateLimitsRepository } from '../db/repositories/rateLimits';
import { createRefreshTokensRepository } from '../db/repositories/refreshTokens';
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
    codes: createCodeService(createCodesRepository(ctx.db.kysely), {
      hashKey: ctx.secrets.hashKey,
      ttlSeconds: ctx.config.codeTtl,
      maxAttempts: ctx.config.codeMaxAttempts,
    }),
    refreshTokens: createRefreshTokenService(createRefreshTokensRepository(ctx.db.kysely), ctx.secrets.hashKey, ctx.config.refreshTokenTtl),
    loginThrottle: createLoginThrottle(createRateLimitsRepository(ctx.db.kysely), ctx.config.loginFailures),
  };
}
