import { z } from 'zod';
import { booleanQuery, pageQuery, searchQuery, type PageInfo } from './pagination';

/**
 * One line of a processing report (one attachment or one invoice). Intake decides what it
 * records; the list shows it as given, so the shape is open.
 */
export type ReportDetail = Record<string, unknown>;

export type ReportStatus = 'processed' | 'partial' | 'failed' | 'no_invoices';

export interface Report {
  id: string;
  clientId: string;
  success: boolean;
  processedCount: number;
  invoiceCount: number;
  errorCount: number;
  senderEmail: string;
  emailId: string | null;
  details: ReportDetail[];
  /** The report text. */
  report: string;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
}

export const REPORTS_CLIENT_REQUIRED = 'Client ID is required for fetching reports';

export const reportClientParam = z.object({ clientId: z.string().trim().min(1, REPORTS_CLIENT_REQUIRED).max(64, 'is too long') });

export const reportListQuery = pageQuery.extend({ pagination: booleanQuery(), search: searchQuery() });

export interface ReportListResponse {
  reports: Report[];
}

export interface ReportPageResponse extends ReportListResponse, PageInfo {}
