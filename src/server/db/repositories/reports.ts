import type { Kysely, Selectable } from 'kysely';
import type { Report } from '../../../shared/contract/reports';
import type { PageRequest } from '../../http/pagination';
import type { DatabaseKind } from '../database';
import type { JsonPageRow, JsonText } from '../jsonText';
import type { Database, ReportsTable } from '../schema';
import { searchCondition, type SearchPath } from '../searchCondition';
import { listItem } from './keptListItems';
import { createListPages, type PageGate } from './listPage';

export type ReportRow = Selectable<ReportsTable>;

export function createReportsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const listPage = createListPages(db);
  const item = listItem(db, kind, 'reports');

  function filtered(clientId: string, search: string | undefined, path?: SearchPath) {
    return db
      .selectFrom('reports')
      .where('client_id', '=', clientId)
      .$if(Boolean(search), (q) => q.where(searchCondition(kind, 'search_text', search ?? '', path)));
  }

  return {
    /** Newest first, as the database writes them. */
    async list(clientId: string, search?: string): Promise<JsonText<Report>[]> {
      const rows = await filtered(clientId, search).select(item().as('item')).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => row.item);
    },

    page(clientId: string, search: string | undefined, request: PageRequest, gate?: PageGate): Promise<{ rows: JsonPageRow<Report>[]; total: number }> {
      return listPage({ list: 'reports', scope: [clientId], filter: { search }, request, gate }, {
        ids: (path) => filtered(clientId, search, path).select('id'),
        order: ['created_at', 'id'],
        rows: (page) => page.clearSelect().select(['id', 'created_at', item().as('item')]),
      });
    },
  };
}
