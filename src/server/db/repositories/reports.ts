import { sql, type Kysely, type Selectable } from 'kysely';
import type { Report, ReportDetail } from '../../../shared/contract/reports';
import type { PageRequest } from '../../http/pagination';
import type { Database, ReportsTable } from '../schema';
import { likePattern } from '../searchText';
import { listPage } from './listPage';

export type ReportRow = Selectable<ReportsTable>;

/** Every column a report card shows: all but search_text, which repeats them for searching. */
const REPORT_COLUMNS = [
  'id',
  'client_id',
  'email_id',
  'sender_email',
  'success',
  'status',
  'processed_count',
  'invoice_count',
  'error_count',
  'details',
  'report_text',
  'created_at',
  'updated_at',
] as const;
export type ReportCardRow = Pick<ReportRow, (typeof REPORT_COLUMNS)[number]>;

/** Details are written by intake; a damaged value shows as no details rather than failing the list. */
function parseDetails(json: string): ReportDetail[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is ReportDetail => Boolean(d) && typeof d === 'object' && !Array.isArray(d)) : [];
  } catch {
    return [];
  }
}

export function toReport(row: ReportCardRow): Report {
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

export function createReportsRepository(db: Kysely<Database>) {
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

    page(clientId: string, search: string | undefined, request: PageRequest): Promise<{ rows: ReportCardRow[]; total: number }> {
      return listPage(db, { list: 'reports', scope: [clientId], filter: { search }, request }, {
        ids: () => filtered(clientId, search).select('id'),
        order: ['created_at', 'id'],
        rows: (page) => page.clearSelect().select(REPORT_COLUMNS).execute(),
      });
    },
  };
}
