import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * A sign-in whose token is verified but whose account is not read yet: a page of a client's
 * list reads it in its own statement (`signInWithPage`, below). `confirm` reads it apart, as the
 * guard does for every other route, and sets `request.user` or throws as the guard would.
 */
export interface PendingSignIn {
  userId: string;
  generation: number;
  clientId: string;
  /** Set once the account was read, by the page's rows or by `confirm`. */
  settled: boolean;
  confirm: () => Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    pendingSignIn: PendingSignIn | null;
  }
  interface FastifyContextConfig {
    role?: RouteRole;
    /**
     * The route answers a page of the client its request names, read behind a condition that
     * holds only for a valid sign-in reaching that client (access.ts, `clientGate`): on
     * PostgreSQL the account is then read in the page's round trip instead of one of its own.
     */
    signInWithPage?: boolean;
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
  app.decorateRequest('pendingSignIn', null);
});

/** Route config for a page of a client's list that reads the caller's sign-in with its rows. */
export const signInWithPage = { signInWithPage: true } as const satisfies FastifyContextConfig;

/**
 * Every route registered inside this plugin needs a valid access token of an existing user,
 * and an admin's when its config says `role: 'admin'`. The check runs on request, before the
 * body is read or validated, so an anonymous caller learns nothing about a route's input.
 *
 * The role and the token generation are read from the database on every request rather than
 * from the token, so a demotion, a deletion or a password reset takes effect at once, not
 * when the access token expires. Where the request names a client, whether the user reaches it
 * is read in the same statement (`clientReach`), so the route's access check asks nothing more.
 *
 * A route whose config says `signInWithPage` (the pages of a client's lists) gets its token
 * verified here and its account read by the page's own statement (`request.pendingSignIn`):
 * on PostgreSQL a round trip is the dearest part of a page (README, issue 18). An anonymous or
 * forged token is still refused here; only a signed, unexpired one reaches validation first.
 */
export function requireSignIn(app: FastifyInstance, ctx: AppContext): void {
  // The OpenAPI document says which calls need the token, and which of them an admin's.
  app.addHook('onRoute', (route) => {
    const admins = route.config?.role === 'admin';
    route.schema = { ...route.schema, security: [{ bearer: [] }], ...(admins ? { description: [route.schema?.description, 'Admins only.'].filter(Boolean).join(' ') } : {}) };
  });
  /** The account behind a verified token, read now; throws as an invalid or ended session. */
  async function signIn(request: FastifyRequest, userId: string, generation: number, clientId: string | undefined): Promise<AuthUser> {
    const row: (UserRow & { reachesClient?: boolean }) | undefined = clientId ? await ctx.repos.users.findByIdReaching(userId, clientId) : await ctx.repos.users.findById(userId);
    if (!row) throw invalidToken('Invalid token: the user no longer exists');
    // Read with the row the request needs anyway, so ending sessions costs no query of its own.
    if (row.token_generation !== generation) throw invalidToken('Session ended: the password was changed');
    const user: AuthUser = { id: row.id, email: row.email, name: row.name, isAdmin: row.is_admin === 1 };
    if (clientId && row.reachesClient !== undefined) user.clientReach = { clientId, reaches: row.reachesClient };
    request.user = user;
    if (request.routeOptions.config.role === 'admin' && !user.isAdmin) throw forbidden('Admin access required.');
    return user;
  }

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw invalidToken('Authentication token not found');
    const { userId, generation } = await ctx.accessTokens.verify(match[1]);
    const clientId = namedClientId(request);
    const { signInWithPage: withPage, role } = request.routeOptions.config;
    if (withPage && clientId && role !== 'admin') {
      const pending: PendingSignIn = {
        userId,
        generation,
        clientId,
        settled: false,
        confirm: async () => {
          const user = await signIn(request, userId, generation, clientId);
          pending.settled = true;
          return user;
        },
      };
      request.pendingSignIn = pending;
      return;
    }
    await signIn(request, userId, generation, clientId);
  });

  // A route that left its sign-in to its page must have settled it before anything succeeds:
  // a route that forgot answers 500, never data.
  app.addHook('onSend', async (request, reply) => {
    const pending = request.pendingSignIn;
    if (pending && !pending.settled && reply.statusCode < 400) throw new Error(`${request.routeOptions.url ?? request.url} answered before the sign-in it left to its page was read`);
  });
}
