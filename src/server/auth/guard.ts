import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { forbidden, invalidToken } from '../http/errors';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid access token of an existing user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as authenticate, and the user is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The user of an authenticated request; routes behind the guard call this instead of `!`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw invalidToken('Authentication token not found');
  return request.user;
}

/**
 * The role and the token generation are read from the database on every request rather than
 * from the token, so a demotion, a deletion or a password reset takes effect at once, not
 * when the access token expires.
 */
export const authGuard = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw invalidToken('Authentication token not found');
    const { userId, generation } = await ctx.accessTokens.verify(match[1]);
    const row = await ctx.users.findById(userId);
    if (!row) throw invalidToken('Invalid token: the user no longer exists');
    // Read with the row the request needs anyway, so ending sessions costs no query of its own.
    if (row.token_generation !== generation) throw invalidToken('Session ended: the password was changed');
    request.user = { id: row.id, email: row.email, name: row.name, isAdmin: row.is_admin === 1 };
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (!request.user?.isAdmin) throw forbidden('Admin access required.');
  });
});
