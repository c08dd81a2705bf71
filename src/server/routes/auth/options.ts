import type { AuthServices } from '../../auth/services';
import type { AppContext } from '../../context';

export interface AuthRouteOptions {
  ctx: AppContext;
  services: AuthServices;
}

/**
 * The per-route, per-address limit of the sign-in routes (AUTH_RATE_LIMIT_MAX per
 * AUTH_RATE_LIMIT_WINDOW), counted in the database so it holds across processes.
 */
export function authRateLimit(ctx: AppContext, factor = 1) {
  return { rateLimit: { max: ctx.config.authRateLimit.max * factor, timeWindow: ctx.config.authRateLimit.windowSeconds * 1000 } };
}
