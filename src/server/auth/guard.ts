import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { forbidden, invalidToken } from '../http/errors';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** Whether the user reaches the client the request names, as read with the user when signed in. */
  clientReach?: { clientId: string; reaches: boolean };
}

/** A client id as a path or a query names it; anything else is left for the route's own validation. */
const CLIENT_ID = /^[\w-]{1,64}$/;

/** The client a request is for, where its path (`:clientId`) or query (`clientId`) names one. */
function namedClientId(request: FastifyRequest): string | undefined {
  const named = (request.params as { clientId?: unknown } | undefined)?.clientId ?? (request.query as { clientId?: unknown } | undefined)?.clientId;
  return typeof named === 'string' && CLIENT_ID.test(named) ? named : undefined;
}

/** Who may call a route of the members' scope; members' routes declare nothing. */
export type RouteRole = 'member' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    role?: RouteRole;
  }
}

/** The user of an authenticated request; routes behind the guard call this instead of `!`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw invalidToken('Authentication token not found');
  return request.user;
}

/** Route config for the routes only admins may call. */
export const adminOnly = { role: 'admin' } as const satisfies { role: RouteRole };

export const authUser = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
});

/**
 * Every route registered inside this plugin needs a valid access token of an existing user,
 * and an admin's when its config says `role: 'admin'`. The check runs on request, before the
 * body is read or validated, so an anonymous caller learns nothing about a route's input.
 *
 * The role and the token generation are read from the database on every request rather than
 * from the token, so a demotion, a deletion or a password reset takes effect at once, not
 * when the access token expires. Where the request names a client, whether the user reaches it
 * is read in the same statement (`clientReach`), so the route's access check asks nothing more.
 */
export function requireSignIn(app: FastifyInstance, ctx: AppContext): void {
  // The OpenAPI document says which calls need the token, and which of them an admin's.
  app.addHook('onRoute', (route) => {
    const admins = route.config?.role === 'admin';
    route.schema = { ...route.schema, security: [{ bearer: [] }], ...(admins ? { description: [route.schema?.description, 'Admins only.'].filter(Boolean).join(' ') } : {}) };
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw invalidToken('Authentication token not found');
    const { userId, generation } = await ctx.accessTokens.verify(match[1]);
    const clientId = namedClientId(request);
    const row: (UserRow & { reachesClient?: boolean }) | undefined = clientId ? await ctx.repos.users.findByIdReaching(userId, clientId) : await ctx.repos.users.findById(userId);
    if (!row) throw invalidToken('Invalid token: the user no longer exists');
    // Read with the row the request needs anyway, so ending sessions costs no query of its own.
    if (row.token_generation !== generation) throw invalidToken('Session ended: the password was changed');
    request.user = { id: row.id, email: row.email, name: row.name, isAdmin: row.is_admin === 1 };
    if (clientId && row.reachesClient !== undefined) request.user.clientReach = { clientId, reaches: row.reachesClient };
    if (request.routeOptions.config.role === 'admin' && !request.user.isAdmin) throw forbidden('Admin access required.');
  });
}
