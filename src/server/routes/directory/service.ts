import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { PropertyRowWithCount } from '../../db/repositories/directory/rows';
import { isUniqueViolation } from '../../db/repositories/clients';
import { conflict, notFound } from '../../http/errors';

/** What the directory's routes share: the repositories, the client check and the 404s. */
export function directoryService(ctx: AppContext) {
  const { repos } = ctx;
  const directory = repos.directory;
  return {
    repos,
    directory,

    /**
     * The client of the path, for a caller who may read its data (an admin, or a user
     * associated with it); any other client answers 404 as one that does not exist. Admin
     * routes are refused to others (403) before this.
     */
    async client(request: FastifyRequest & { params: { clientId: string } }): Promise<string> {
      const { clientId } = request.params;
      await ctx.access.assertClientAccess(currentUser(request), clientId, 'Client not found');
      return clientId;
    },

    async property(clientId: string, id: string): Promise<PropertyRowWithCount> {
      const row = await directory.properties.find(clientId, id);
      if (!row) throw notFound('Property not found');
      return row;
    },

    /**
     * Writes a name that must be the client's only one of its kind. The check before gives the
     * friendly message; the catch covers a concurrent writer that took the name meanwhile.
     */
    async unique<T>(taken: () => Promise<string | undefined>, write: () => Promise<T>): Promise<T> {
      const before = await taken();
      if (before) throw conflict(before);
      try {
        return await write();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict((await taken()) ?? 'That name is taken.');
      }
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;
