import { DEFAULT_EXPORT_COLUMNS, exportMappingBody, exportMappingResponse } from '../../../shared/contract/billExport';
import { adminOnly, currentUser } from '../../auth/guard';
import type { ZodApp } from '../../http/validate';
import { clientIdParam } from '../params';
import type { BillExportService } from './service';

/** The client's columns of the bill export: its users read them, admins change them. */
export function mappingRoutes(app: ZodApp, service: BillExportService) {
  const { billExports } = service.repos;

  app.get(
    '/mapping',
    { schema: { params: clientIdParam, description: 'The columns in order, each a header and the bill field it holds; the default (updatedAt null) while the client has saved none.', response: { 200: exportMappingResponse } } },
    async (request) => {
      const clientId = await service.client(request);
      return (await billExports.mapping(clientId)) ?? { columns: [...DEFAULT_EXPORT_COLUMNS], updatedAt: null };
    },
  );

  app.put(
    '/mapping',
    {
      config: adminOnly,
      schema: {
        params: clientIdParam,
        body: exportMappingBody,
        description: 'Replaces the columns: 1 to 30, headers trimmed, non-blank and unique whatever their case; a field may be in several columns.',
        response: { 200: exportMappingResponse },
      },
    },
    async (request) => {
      const clientId = await service.client(request);
      return billExports.saveMapping(clientId, request.body.columns, currentUser(request).id);
    },
  );
}
