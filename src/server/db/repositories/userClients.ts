import type { Kysely } from 'kysely';
import { nowIso } from '../ids';
import type { Database } from '../schema';

/** Which users may see which clients (SPEC.md section 3: a user is associated to clients). */
export function createUserClientsRepository(db: Kysely<Database>) {
  return {
    async isAssociated(userId: string, clientId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_clients')
        .select('client_id')
        .where('user_id', '=', userId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every user's client ids, in the order clientIdsOf gives them. */
    async clientIdsByUser(): Promise<Map<string, string[]>> {
      const rows = await db.selectFrom('user_clients').select(['user_id', 'client_id']).orderBy('client_id').execute();
      const byUser = new Map<string, string[]>();
      for (const { user_id, client_id } of rows) {
        const list = byUser.get(user_id);
        if (list) list.push(client_id);
        else byUser.set(user_id, [client_id]);
      }
      return byUser;
    },

    /** Run inside a transaction, so readers never see the user with no clients in between. */
    async replace(userId: string, clientIds: string[]): Promise<void> {
      await db.deleteFrom('user_clients').where('user_id', '=', userId).execute();
      if (clientIds.length === 0) return;
      const now = nowIso();
      await db
        .insertInto('user_clients')
        .values(clientIds.map((clientId) => ({ user_id: userId, client_id: clientId, created_at: now })))
        .execute();
    },
  };
}

export type UserClientsRepository = ReturnType<typeof createUserClientsRepository>;
