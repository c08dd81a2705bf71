import type { Kysely } from 'kysely';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import type { AuthUser } from './guard';

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

    /**
     * An object of a client the caller may not reach answers exactly as one that does not
     * exist, so ids of other clients' objects cannot be probed.
     */
    async assertClientAccess(user: AuthUser, clientId: string | null | undefined, message = 'Not found'): Promise<void> {
      if (!clientId || !(await canReach(user, clientId))) throw notFound(message);
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
