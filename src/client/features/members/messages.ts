import { failureReason } from '../../api/errors';

/** SPEC.md section 8 "Members banners": each title with the verb and noun of its detail. */
export const MEMBER_ERRORS = {
  loadInvoices: ['Error Loading Invoices', 'load invoices'],
  loadEmails: ['Error Loading Emails', 'load emails'],
  loadReports: ['Error Loading Reports', 'load reports'],
  loadClients: ['Error Loading Clients', 'load clients'],
  updateInvoice: ['Error Updating Invoice', 'update invoice'],
  deleteInvoice: ['Error Deleting Invoice', 'delete invoice'],
  updateTask: ['Error Updating Task', 'update task'],
  addComment: ['Error Adding Comment', 'add comment'],
  updateComment: ['Error Updating Comment', 'update comment'],
  // Not in SPEC.md (issue 15): the table's bulk actions and export, in the same words.
  updateInvoices: ['Error Updating Invoices', 'update the selected invoices'],
  deleteInvoices: ['Error Deleting Invoices', 'delete the selected invoices'],
  exportInvoices: ['Error Exporting Invoices', 'export invoices'],
  // Issue 16: the export of reviewed bills to a property-management system.
  exportBills: ['Error Exporting Bills', 'export bills'],
} as const;

export type MemberErrorKind = keyof typeof MEMBER_ERRORS;

export const NO_TOKEN_MESSAGE = 'Authentication token not found. Please login again.';

export function isNetworkError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR');
}

export function memberError(kind: MemberErrorKind, error: unknown): { title: string; detail: string } {
  const [title, action] = MEMBER_ERRORS[kind];
  return { title, detail: `Failed to ${action}: ${failureReason(error)}` };
}
