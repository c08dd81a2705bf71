import { z } from 'zod';
import { booleanQuery, pageInfo, pageQuery, searchQuery } from './pagination';

/**
 * One line of a processing report (one attachment or one invoice). Intake decides what it
 * records; the list shows it as given, so the shape is open.
 */
export const reportDetail = z.record(z.string(), z.unknown());
export type ReportDetail = z.infer<typeof reportDetail>;

export const REPORT_STATUSES = ['processed', 'partial', 'failed', 'no_invoices'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const report = z.object({
  id: z.string(),
  clientId: z.string(),
  success: z.boolean(),
  processedCount: z.int(),
  invoiceCount: z.int(),
  errorCount: z.int(),
  senderEmail: z.string(),
  emailId: z.string().nullable(),
  details: z.array(reportDetail),
  /** The report text. */
  report: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof report>;

export const REPORTS_CLIENT_REQUIRED = 'Client ID is required for fetching reports';

export const reportClientParam = z.object({ clientId: z.string().trim().min(1, REPORTS_CLIENT_REQUIRED).max(64, 'is too long') });

export const reportListQuery = pageQuery.extend({ pagination: booleanQuery(), search: searchQuery() });

export const reportListResponse = z.object({ reports: z.array(report) });
export type ReportListResponse = z.infer<typeof reportListResponse>;

export const reportPageResponse = reportListResponse.extend(pageInfo.shape);
export type ReportPageResponse = z.infer<typeof reportPageResponse>;
