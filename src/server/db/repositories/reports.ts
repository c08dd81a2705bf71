import type { Kysely, Selectable } from 'kysely';
import type { Report } from '../../../shared/contract/reports';
import type { PageRequest } from '../../http/pagination';
import type { DatabaseKind } from '../database';
import { jsonColumn, jsonWriter, type JsonPageRow, type JsonText, type JsonValue } from '../jsonText';
import type { Database, ReportsTable } from '../schema';
import { searchCondition, type SearchPath } from '../searchCondition';
import { createListPages, type PageGate } from './listPage';

export type ReportRow = Selectable<ReportsTable>;

/**
 * A report as lists show it, written by the database (jsonText.ts): the one description of
 * Report, for pages and whole lists alike. Intake writes the details as an array of objects.
 */
export function reportJson(kind: DatabaseKind): JsonValue<Report> {
  const json = jsonWriter<ReportRow>(kind, 'reports');
  return json.object<Report>({
    id: json.value('id'),
    clientId: json.value('client_id'),
    success: json.flag('success'),
    processedCount: json.count('processed_count'),
    invoiceCount: json.count('invoice_count'),
    errorCount: json.count('error_count'),
    senderEmail: json.value('sender_email'),
    emailId: json.value('email_id'),
    details: json.stored('details', 'array'),
    report: json.value('report_text'),
    status: json.value('status'),
    createdAt: json.value('created_at'),
    updatedAt: json.value('updated_at'),
  });
}

export function createReportsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const listPage = createListPages(db);
  const item = jsonColumn(db, kind, () => reportJson(kind));

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
