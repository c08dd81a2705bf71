import type { FastifyRequest } from 'fastify';
import { DEFAULT_EXPORT_COLUMNS, type ExportColumn } from '../../../shared/contract/billExport';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';

/** What the bill export's routes share: the repositories, the client check and the client's columns. */
export function billExportService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    repos,

    /**
     * The client of the path, for a caller who may read its invoices (an admin, or a user
     * associated with it); any other client answers 404 as one that does not exist.
     */
    async client(request: FastifyRequest & { params: { clientId: string } }): Promise<string> {
      const { clientId } = request.params;
      await ctx.access.assertClientAccess(currentUser(request), clientId, 'Client not found');
      return clientId;
    },

    async columns(clientId: string): Promise<readonly ExportColumn[]> {
      return (await repos.billExports.mapping(clientId))?.columns ?? DEFAULT_EXPORT_COLUMNS;
    },
  };
}

export type BillExportService = ReturnType<typeof billExportService>;
