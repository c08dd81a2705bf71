import { sql, type Kysely, type Selectable } from 'kysely';
import type { Report, ReportDetail } from '../../../shared/contract/reports';
import type { PageRequest } from '../../http/pagination';
import type { DatabaseKind } from '../database';
import { jsonColumn, jsonWriter, type JsonPageRow, type JsonValue } from '../jsonText';
import type { Database, ReportsTable } from '../schema';
import { likePattern } from '../searchText';
import { listPage } from './listPage';

export type ReportRow = Selectable<ReportsTable>;

/** Details are written by intake; a damaged value shows as no details rather than failing the list. */
function parseDetails(json: string): ReportDetail[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is ReportDetail => Boolean(d) && typeof d === 'object' && !Array.isArray(d)) : [];
  } catch {
    return [];
  }
}

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    clientId: row.client_id,
    success: row.success === 1,
    processedCount: Number(row.processed_count),
    invoiceCount: Number(row.invoice_count),
    errorCount: Number(row.error_count),
    senderEmail: row.sender_email,
    emailId: row.email_id,
    details: parseDetails(row.details),
    report: row.report_text,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * toReport as the database writes it, for list pages (jsonText.ts); held equal to it by
 * test/api/listItemsJson.test.ts. Intake writes the details as an array of objects.
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
  const item = jsonColumn(db, kind, () => reportJson(kind));

  function filtered(clientId: string, search: string | undefined) {
    return db
      .selectFrom('reports')
      .where('client_id', '=', clientId)
      .$if(Boolean(search), (q) => q.where(sql<boolean>`search_text like ${likePattern(search ?? '')} escape '\\'`));
  }

  return {
    list(clientId: string, search?: string): Promise<ReportRow[]> {
      return filtered(clientId, search).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    page(clientId: string, search: string | undefined, request: PageRequest): Promise<{ rows: JsonPageRow<Report>[]; total: number }> {
      return listPage(db, { list: 'reports', scope: [clientId], filter: { search }, request }, {
        ids: () => filtered(clientId, search).select('id'),
        order: ['created_at', 'id'],
        rows: (page) => page.clearSelect().select(['id', 'created_at', item().as('item')]).execute(),
      });
    },
  };
}
