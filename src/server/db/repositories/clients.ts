import type { Kysely } from 'kysely';
import type { Client } from '../../../shared/contract/clients';
import { newId, nowIso } from '../ids';
import type { ClientRow, Database } from '../schema';
import { byName } from './byName';

export interface ClientFields {
  name: string;
  forwardEmail: string | null;
  appfolioUrl: string | null;
}

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    forwardEmail: row.forward_email,
    appfolioUrl: row.appfolio_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A UNIQUE constraint failed, on either dialect (better-sqlite3 or pg). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export function createClientsRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<ClientRow[]> {
      const rows = await db.selectFrom('clients').selectAll().execute();
      return rows.sort(byName);
    },

    /**
     * Per client, its unreviewed invoices (kept by list_counts) and those of them due before
     * `today`; clients with none are absent.
     */
    async reviewCounts(clientIds: string[] | 'all', today: string): Promise<Map<string, { unreviewed: number; overdue: number }>> {
      const counts = new Map<string, { unreviewed: number; overdue: number }>();
      if (clientIds !== 'all' && clientIds.length === 0) return counts;
      const [unreviewed, overdue] = await Promise.all([
        db
          .selectFrom('list_counts')
          .select(['client_id', 'n'])
          .where('list', '=', 'invoices')
          .where('reviewed', '=', 0)
          .$if(clientIds !== 'all', (q) => q.where('client_id', 'in', clientIds as string[]))
          .execute(),
        db
          .selectFrom('invoices')
          .select((eb) => ['client_id', eb.fn.countAll<number | string>().as('n')])
          .where('reviewed', '=', 0)
          .where('due_date', '<', today)
          .$if(clientIds !== 'all', (q) => q.where('client_id', 'in', clientIds as string[]))
          .groupBy('client_id')
          .execute(),
      ]);
      const entry = (id: string) => {
        const known = counts.get(id) ?? { unreviewed: 0, overdue: 0 };
        counts.set(id, known);
        return known;
      };
      for (const row of unreviewed) entry(row.client_id).unreviewed += Number(row.n);
      for (const row of overdue) entry(row.client_id).overdue = Number(row.n);
      return counts;
    },

    async listForUser(userId: string): Promise<ClientRow[]> {
      const rows = await db
        .selectFrom('clients')
        .innerJoin('user_clients', 'user_clients.client_id', 'clients.id')
        .selectAll('clients')
        .where('user_clients.user_id', '=', userId)
        .execute();
      return rows.sort(byName);
    },

    findById(id: string): Promise<ClientRow | undefined> {
      return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByForwardEmail(email: string): Promise<ClientRow | undefined> {
      return db.selectFrom('clients').selectAll().where('forward_email', '=', email.toLowerCase()).executeTakeFirst();
    },

    /** The ids of `ids` that name an existing client. */
    async existingIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('clients').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    async create(fields: ClientFields): Promise<ClientRow> {
      const now = nowIso();
      const row: ClientRow = {
        id: newId(),
        name: fields.name,
        forward_email: fields.forwardEmail?.toLowerCase() ?? null,
        appfolio_url: fields.appfolioUrl,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('clients').values(row).execute();
      return row;
    },

    /** The updated row, or undefined when no client has this id. */
    update(id: string, fields: ClientFields): Promise<ClientRow | undefined> {
      return db
        .updateTable('clients')
        .set({
          name: fields.name,
          forward_email: fields.forwardEmail?.toLowerCase() ?? null,
          appfolio_url: fields.appfolioUrl,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Associations go with the client (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('clients').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
