import { z } from 'zod';
import type { EmailSummary } from './emails';
import type { InvoiceSummary } from './invoices';
import { booleanQuery, optionalIdQuery } from './pagination';

export interface Association {
  emailId: string;
  invoiceId: string;
}

export const createAssociationsQuery = z.object({ dryRun: booleanQuery(), clientId: optionalIdQuery() });

export interface CreateAssociationsResponse {
  success: true;
  associationsCreated: number;
  message: string;
  /** What was linked, or in a dry run what would be. */
  associations: Association[];
}

const id = () =>
  z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }).trim().min(1, 'is required').max(64, 'is too long');

export const associateBody = z.object({ emailId: id(), invoiceId: id() });
export type AssociateBody = z.input<typeof associateBody>;

export interface AssociateResponse {
  success: true;
  message: string;
  invoice: InvoiceSummary;
}

export const unassociatedQuery = z.object({ clientId: optionalIdQuery() });

export interface UnassociatedInvoicesResponse {
  invoices: InvoiceSummary[];
}

export interface UnassociatedEmailsResponse {
  emails: EmailSummary[];
}
