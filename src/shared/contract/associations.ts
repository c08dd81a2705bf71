import { z } from 'zod';
import { emailSummary } from './emails';
import { invoiceSummary } from './invoices';
import { booleanQuery, optionalIdQuery } from './pagination';

export const association = z.object({ emailId: z.string(), invoiceId: z.string() });
export type Association = z.infer<typeof association>;

export const createAssociationsQuery = z.object({ dryRun: booleanQuery(), clientId: optionalIdQuery() });

export const createAssociationsResponse = z.object({
  success: z.literal(true),
  associationsCreated: z.int(),
  message: z.string(),
  /** What was linked, or in a dry run what would be. */
  associations: z.array(association),
});
export type CreateAssociationsResponse = z.infer<typeof createAssociationsResponse>;

const id = () =>
  z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }).trim().min(1, 'is required').max(64, 'is too long');

export const associateBody = z.object({ emailId: id(), invoiceId: id() });
export type AssociateBody = z.input<typeof associateBody>;

export const associateResponse = z.object({ success: z.literal(true), message: z.string(), invoice: invoiceSummary });
export type AssociateResponse = z.infer<typeof associateResponse>;

export const unassociatedQuery = z.object({ clientId: optionalIdQuery() });

export const unassociatedInvoicesResponse = z.object({ invoices: z.array(invoiceSummary) });
export type UnassociatedInvoicesResponse = z.infer<typeof unassociatedInvoicesResponse>;

export const unassociatedEmailsResponse = z.object({ emails: z.array(emailSummary) });
export type UnassociatedEmailsResponse = z.infer<typeof unassociatedEmailsResponse>;
