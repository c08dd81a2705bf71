import type { Generated } from 'kysely';
import type { ClientsTable, OneTimeCodesTable, RateLimitsTable, RefreshTokensTable, UserClientsTable, UsersTable } from './accountsSchema';
import type { ClientExportMappingsTable, DirectoryGlAccountsTable, DirectoryPropertiesTable, DirectoryUnitsTable, DirectoryVendorAccountsTable, DirectoryVendorsTable, InvoiceResolutionColumns } from './directorySchema';

// Accounts, and issue 16's tables (the property directory, the PM export) and invoice columns, live beside this file.
export type * from './accountsSchema';
export type * from './directorySchema';

/**
 * The database as Kysely sees it. Both dialects store the same values: ids are UUID v7 text,
 * timestamps ISO-8601 UTC text, booleans 0/1 integers, money integer cents.
 */
export interface Database {
  users: UsersTable;
  clients: ClientsTable;
  user_clients: UserClientsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  rate_limits: RateLimitsTable;
  emails: EmailsTable;
  email_raw: EmailRawTable;
  attachments: AttachmentsTable;
  intake_jobs: IntakeJobsTable;
  invoices: InvoicesTable;
  invoice_line_items: InvoiceLineItemsTable;
  invoice_history: InvoiceHistoryTable;
  reports: ReportsTable;
  learned_hints: LearnedHintsTable;
  completed_activity: CompletedActivityTable;
  activity_daily: ActivityDailyTable;
  list_counts: ListCountsTable;
  health_probes: HealthProbesTable;
  kept_definitions: KeptDefinitionsTable;
  directory_properties: DirectoryPropertiesTable;
  directory_units: DirectoryUnitsTable;
  directory_vendors: DirectoryVendorsTable;
  directory_vendor_accounts: DirectoryVendorAccountsTable;
  directory_gl_accounts: DirectoryGlAccountsTable;
  client_export_mappings: ClientExportMappingsTable;
}

/** PostgreSQL only: what keptListItems.ts installed, by name. */
export interface KeptDefinitionsTable {
  name: string;
  definition: string;
}

export interface HealthProbesTable {
  process_id: string;
  checked_at: string;
}


export interface EmailsTable {
  id: string;
  client_id: string;
  message_id: string | null;
  subject: string;
  sender_email: string;
  sender_name: string | null;
  /** JSON array of addresses. */
  recipients: string;
  sent_at: string | null;
  text_body: string | null;
  html_body: string | null;
  status: EmailStatus;
  source: 'smtp' | 'http';
  is_reviewed: number;
  comment: string;
  /** JSON array of EmailComment. */
  comments: string;
  search_text: string;
  /** Moves on with every edit: the optimistic check of concurrent edits (migration 0010). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type EmailStatus = 'queued' | 'processing' | 'processed' | 'failed';

export interface EmailRawTable {
  email_id: string;
  raw: Buffer;
}

export interface AttachmentsTable {
  id: string;
  email_id: string | null;
  client_id: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  inline: number;
  content_id: string | null;
  /** What the attachment was found to be (a DocumentKind), null for files that are no bill-like document (migration 0013). */
  document_kind: Generated<string | null>;
  created_at: string;
}

export type IntakeQueue = 'intake' | 'ocr';

export interface IntakeJobsTable {
  id: string;
  email_id: string;
  /** Migration 0012: e-mails wait in `ocr` while their scans are read. */
  queue: Generated<IntakeQueue>;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  run_after: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface InvoicesTable extends InvoiceResolutionColumns {
  id: string;
  client_id: string;
  email_id: string | null;
  attachment_id: string | null;
  user_id: string | null;
  payee: string | null;
  invoice_number: string | null;
  /** The amount due: the balance after payments and credits. */
  total_amount_cents: number | null;
  /** The invoice total before payments and credits. */
  total_cents: number | null;
  bill_date: string | null;
  due_date: string | null;
  description: string | null;
  property: string | null;
  unit: string | null;
  purchase_order: string | null;
  work_order: string | null;
  reference: string | null;
  remarks: string | null;
  cash_account: string | null;
  memo_for_check: string | null;
  gl_account: string | null;
  page_number: number | null;
  page_count: number | null;
  marked_as_paid: number;
  reviewed: number;
  comment: string;
  sender_email: string | null;
  /** JSON object: field name → confidence between 0 and 1. */
  confidence: string;
  /** JSON object: field name → why extraction chose its value (migration 0013). */
  field_reasons: Generated<string>;
  /** invoice or credit_note (migration 0013). */
  document_kind: Generated<'invoice' | 'credit_note'>;
  /** ISO 4217 code; null when the document shows none (migration 0013). */
  currency: string | null;
  /** JSON Evidence of the document, for learning from corrections; {} when none was read (migration 0015). */
  evidence: Generated<string>;
  /** JSON FieldBoxes: field → where on the PDF its value was read; null when none was kept (migration 0018). */
  field_boxes: string | null;
  duplicate_of: string | null;
  /** Why the invoice was flagged as a repeat (migration 0022); set without duplicate_of when the other bill is another client's. */
  duplicate_reason: string | null;
  document_hash: string | null;
  source: 'email' | 'upload';
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface InvoiceLineItemsTable {
  id: string;
  invoice_id: string;
  position: number;
  description: string;
  amount_cents: number | null;
  property: string | null;
  unit: string | null;
  gl_account: string | null;
}

/** One change to an invoice: what intake or an uploader filled in, a reviewer's edit, review, comment or link (migration 0017). */
export interface InvoiceHistoryTable {
  id: string;
  invoice_id: string;
  at: string;
  /** Orders the entries of one change, which share their time. */
  position: number;
  /** Null for intake's own entries; kept when the user is deleted. */
  user_id: string | null;
  /** One of HISTORY_ACTIONS (src/shared/contract/invoices.ts). */
  action: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  confidence: number | null;
}

export interface ReportsTable {
  id: string;
  client_id: string;
  email_id: string | null;
  sender_email: string;
  success: number;
  status: 'processed' | 'partial' | 'failed' | 'no_invoices';
  processed_count: number;
  invoice_count: number;
  error_count: number;
  /** JSON array of ReportDetail. */
  details: string;
  report_text: string;
  search_text: string;
  created_at: string;
  updated_at: string;
}

/** A reviewer's correction of payee, glAccount or property, and what its document showed (migration 0015). */
export interface LearnedHintsTable {
  id: string;
  client_id: string;
  sender_email: string;
  field: string;
  value: string;
  source_invoice_id: string;
  /** The corrected invoice as reviewers name it: its number, else its id. */
  source_label: string;
  /** JSON Evidence (src/server/intake/pdf/types.ts). */
  evidence: string;
  created_at: string;
}

/** One piece of completed review work; item_type is one of ACTIVITY_TYPES (src/shared/contract/activity.ts). */
export interface CompletedActivityTable {
  id: string;
  user_id: string;
  item_type: string;
  item_id: string;
  description: string;
  completed_at: string;
}

/** completed_activity counted per user, UTC day (YYYY-MM-DD) and type. */
export interface ActivityDailyTable {
  user_id: string;
  day: string;
  item_type: string;
  count: number;
}

/** Each client's count per review list and state, kept by triggers (migration 0006). */
export interface ListCountsTable {
  client_id: string;
  list: 'invoices' | 'emails' | 'reports';
  reviewed: number;
  n: number | string;
  version: number | string;
}
