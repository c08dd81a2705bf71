import type { Kysely } from 'kysely';
import { nowIso } from '../../ids';
import type { Database, DirectoryGlAccountRow } from '../../schema';
import { naturalOrder } from './rows';

export function createDirectoryGlAccountsRepository(db: Kysely<Database>) {
  return {
    /** The client's chart, "6100" before "10000". */
    async list(clientId: string): Promise<DirectoryGlAccountRow[]> {
      const rows = await db.selectFrom('directory_gl_accounts').selectAll().where('client_id', '=', clientId).execute();
      return rows.sort((a, b) => naturalOrder(a.number, b.number));
    },

    find(clientId: string, number: string): Promise<DirectoryGlAccountRow | undefined> {
      return db.selectFrom('directory_gl_accounts').selectAll().where('client_id', '=', clientId).where('number', '=', number).executeTakeFirst();
    },

    /** Creates the account, or renames it; `created` says which. */
    async put(clientId: string, number: string, name: string): Promise<{ row: DirectoryGlAccountRow; created: boolean }> {
      const now = nowIso();
      const renamed = await db.updateTable('directory_gl_accounts').set({ name, updated_at: now }).where('client_id', '=', clientId).where('number', '=', number).returningAll().executeTakeFirst();
      if (renamed) return { row: renamed, created: false };
      const row: DirectoryGlAccountRow = { client_id: clientId, number, name, created_at: now, updated_at: now };
      await db.insertInto('directory_gl_accounts').values(row).execute();
      return { row, created: true };
    },

    /** Call in a transaction: vendors that defaulted to the account lose their default. */
    async delete(clientId: string, number: string): Promise<boolean> {
      const result = await db.deleteFrom('directory_gl_accounts').where('client_id', '=', clientId).where('number', '=', number).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await db.updateTable('directory_vendors').set({ default_gl_account: null }).where('client_id', '=', clientId).where('default_gl_account', '=', number).execute();
      return true;
    },
  };
}

export type DirectoryGlAccountsRepository = ReturnType<typeof createDirectoryGlAccountsRepository>;
