import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { prepared } from '../db/prepared';
import type { PageGate } from '../db/repositories/listPage';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { currentUser, type AuthUser, type PendingSignIn } from './guard';

/** The clients a user may reach: every client for an admin, else the associated ones. */
export type ClientScope = 'all' | string[];

/**
 * Authorisation by client (DESIGN.md section 3). Invoices, e-mails, reports and attachments
 * belong to one client each; a user reaches them through that client or not at all.
 */
export function createAccess(db: Kysely<Database>) {
  async function associatedClientIds(userId: string): Promise<string[]> {
    const rows = await db.selectFrom('user_clients').select('client_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.client_id);
  }

  // Every request for a client's objects asks one of these, so they are prepared once.
  const client = prepared(db, (clientId: string) => db.selectFrom('clients').select('id').where('id', '=', clientId));
  const association = prepared(db, (userId: string, clientId: string) =>
    db.selectFrom('user_clients').select('client_id').where('user_id', '=', userId).where('client_id', '=', clientId),
  );

  /** For an admin this only asks whether the client exists; the sign-in check may have asked already. */
  async function canReach(user: AuthUser, clientId: string): Promise<boolean> {
    if (user.clientReach?.clientId === clientId) return user.clientReach.reaches;
    const rows = user.isAdmin ? await client(clientId) : await association(user.id, clientId);
    return rows.length > 0;
  }

  /**
   * An object of a client the caller may not reach answers exactly as one that does not
   * exist, so ids of other clients' objects cannot be probed.
   */
  async function assertClientAccess(user: AuthUser, clientId: string | null | undefined, message = 'Not found'): Promise<void> {
    if (!clientId || !(await canReach(user, clientId))) throw notFound(message);
  }

  /** True only while the pending sign-in's account exists, is of its token's generation and reaches its client. */
  function reaching({ userId, generation, clientId }: PendingSignIn) {
    const member = db.selectFrom('user_clients').select('client_id').where('user_id', '=', userId).where('client_id', '=', clientId);
    const account = db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('token_generation', '=', generation)
      .where((eb) => eb.or([eb('is_admin', '=', 1), eb.exists(member)]));
    return sql<boolean>`exists ${account}`;
  }

  return {
    async scopeOf(user: AuthUser): Promise<ClientScope> {
      return user.isAdmin ? 'all' : associatedClientIds(user.id);
    },

    /** The scope of another user, as an admin sees it (their role decides, not the caller's). */
    async scopeOfUser(userId: string): Promise<ClientScope | undefined> {
      const row = await db.selectFrom('users').select('is_admin').where('id', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      return row.is_admin === 1 ? 'all' : associatedClientIds(userId);
    },

    /** Narrows a scope to one client, or to nothing when the client is outside it. */
    narrow(scope: ClientScope, clientId: string | undefined): ClientScope {
      if (clientId === undefined) return scope;
      return scope === 'all' || scope.includes(clientId) ? [clientId] : [];
    },

    canReach,

    assertClientAccess,

    /**
     * Access to a client's list for a page of it. Where the guard left the sign-in to the page
     * (guard.ts, `signInWithPage`), the gate's condition lets the page's statement read rows
     * only for a valid sign-in reaching the client: rows prove both, and an empty page has the
     * gate confirm apart, so a refused caller still hears 401 or `message` as a 404. Otherwise
     * the check runs now and there is no gate.
     */
    async clientGate(request: FastifyRequest, clientId: string, message: string): Promise<PageGate | undefined> {
      const pending = request.pendingSignIn;
      if (!pending || pending.settled || pending.clientId !== clientId) {
        if (pending && !pending.settled) await pending.confirm();
        await assertClientAccess(currentUser(request), clientId, message);
        return undefined;
      }
      return {
        condition: reaching(pending),
        proven: () => {
          pending.settled = true;
        },
        confirm: async () => {
          await assertClientAccess(await pending.confirm(), clientId, message);
        },
      };
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
