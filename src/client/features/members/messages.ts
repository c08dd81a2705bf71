import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

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
} as const;

export type MemberErrorKind = keyof typeof MEMBER_ERRORS;

export const NO_TOKEN_MESSAGE = 'Authentication token not found. Please login again.';

/** The reason to show: the server's message, a plain word for no connection, else "Unknown error". */
export function reasonOf(error: unknown): string {
  if (!error || typeof error !== 'object') return 'Unknown error';
  const data = (error as FetchBaseQueryError).data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  if ((error as FetchBaseQueryError).status === 'FETCH_ERROR') return 'the server could not be reached';
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'Unknown error';
}

export function isNetworkError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR');
}

export function memberError(kind: MemberErrorKind, error: unknown): { title: string; detail: string } {
  const [title, action] = MEMBER_ERRORS[kind];
  return { title, detail: `Failed to ${action}: ${reasonOf(error)}` };
}
