import { sql, type Kysely } from 'kysely';
import type { User } from '../../../shared/contract/users';
import { newId, nowIso } from '../ids';
import { prepared } from '../prepared';
import { inTransaction } from '../transaction';
import type { Database, UserRow, UserUpdate } from '../schema';
import { byName } from './byName';

export interface NewAccount {
  email: string;
  username: string;
  name?: string;
  passwordHash: string | null;
  isAdmin?: boolean;
  verified?: boolean;
  googleUid?: string | null;
  photoUrl?: string | null;
  forwardEmail?: string | null;
}

export function toUser(row: UserRow, clientIds: string[]): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    isAdmin: row.is_admin === 1,
    emailVerified: row.email_verified_at !== null,
    forwardEmail: row.forward_email,
    client_ids: clientIds,
    createdAt: row.created_at,
  };
}

export function createUsersRepository(db: Kysely<Database>) {
  const byId = prepared(db, (id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
  const byIdReaching = prepared(db, (id: string, clientId: string) =>
    db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .case()
          .when('users.is_admin', '=', 1)
          .then(eb.exists(eb.selectFrom('clients').select('clients.id').where('clients.id', '=', clientId)))
          .else(eb.exists(eb.selectFrom('user_clients').select('user_clients.client_id').whereRef('user_clients.user_id', '=', 'users.id').where('user_clients.client_id', '=', clientId)))
          .end()
          .as('reaches_client'),
      )
      .where('users.id', '=', id),
  );

  return {
    /** Every authenticated request asks it, so it is prepared once. */
    async findById(id: string): Promise<UserRow | undefined> {
      return (await byId(id))[0];
    },

    /**
     * The user and whether they reach a client (an admin: the client exists; anyone else: they
     * are associated with it), in the one statement: a request for a client's objects would
     * otherwise ask the two in turn, a round trip each on PostgreSQL.
     */
    async findByIdReaching(id: string, clientId: string): Promise<(UserRow & { reachesClient: boolean }) | undefined> {
      const [row] = await byIdReaching(id, clientId);
      if (!row) return undefined;
      const { reaches_client, ...user } = row;
      // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
      return { ...user, reachesClient: Boolean(reaches_client) };
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    findByGoogleUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_uid', '=', uid).executeTakeFirst();
    },

    async create(account: NewAccount): Promise<UserRow> {
      const now = nowIso();
      const row: UserRow = {
        id: newId(),
        email: account.email.toLowerCase(),
        username: account.username,
        name: account.name ?? account.username,
        password_hash: account.passwordHash,
        is_admin: account.isAdmin ? 1 : 0,
        email_verified_at: account.verified ? now : null,
        google_uid: account.googleUid ?? null,
        photo_url: account.photoUrl ?? null,
        forward_email: account.forwardEmail ?? null,
        token_generation: 0,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(row).execute();
      return row;
    },

    async update(id: string, changes: Omit<UserUpdate, 'id' | 'updated_at'>): Promise<void> {
      await db.updateTable('users').set({ ...changes, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    /**
     * A new password that ends every session, in one transaction: the refresh tokens are
     * revoked and the token generation moves on, so access tokens issued before are refused.
     * Apart, a refresh between the two steps could start a session that outlives the reset.
     */
    async replacePassword(id: string, passwordHash: string, verifiedAt: string): Promise<void> {
      const now = nowIso();
      await inTransaction(db, async (trx) => {
        await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, email_verified_at: verifiedAt, token_generation: sql<number>`token_generation + 1`, updated_at: now })
          .where('id', '=', id)
          .execute();
      });
    },

    async clientIdsOf(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('user_clients').select('client_id').where('user_id', '=', userId).orderBy('client_id').execute();
      return rows.map((r) => r.client_id);
    },

    async listAll(): Promise<UserRow[]> {
      const rows = await db.selectFrom('users').selectAll().execute();
      return rows.sort(byName);
    },

    /** Their associations, refresh tokens and codes go with them (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The admins' ids. With `lock` (PostgreSQL, inside a transaction) their rows stay locked
     * until commit, so two admins demoting each other at once cannot leave no admin;
     * SQLite serialises writers already and has no FOR UPDATE.
     */
    async adminIds(lock: boolean): Promise<string[]> {
      // One lock order for every caller, so two of them wait for each other instead of deadlocking.
      const query = db.selectFrom('users').select('id').where('is_admin', '=', 1).orderBy('id');
      const rows = await (lock ? query.forUpdate() : query).execute();
      return rows.map((r) => r.id);
    },

    async countAdmins(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('is_admin', '=', 1).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
