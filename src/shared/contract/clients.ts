import { z } from 'zod';
import { optionalEmail, optionalUrl, requiredText } from './common';

export const client = z.object({
  id: z.string(),
  name: z.string(),
  forwardEmail: z.string().nullable(),
  appfolioUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof client>;

/** The defaults let the keys be absent: zod 4 refuses a missing key whose schema merely accepts undefined. */
export const clientBody = z.object({
  name: requiredText(200),
  forwardEmail: optionalEmail().default(null),
  appfolioUrl: optionalUrl().default(null),
});
export type ClientBody = z.input<typeof clientBody>;

/** A blank userId is the same as none: the caller's own list. */
export const clientListQuery = z.object({
  userId: z
    .string({ error: 'must be a string' })
    .trim()
    .max(64, 'is too long')
    .optional()
    .transform((value) => value || undefined),
});

/** A client as lists show it: with its unreviewed invoices, and those of them past their due date. */
export const clientListItem = client.extend({ unreviewedCount: z.int(), overdueCount: z.int() });
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientListResponse = z.object({ clients: z.array(clientListItem) });
export type ClientListResponse = z.infer<typeof clientListResponse>;

export const clientResponse = z.object({ client });
export type ClientResponse = z.infer<typeof clientResponse>;

export const clientSavedResponse = clientResponse.extend({ message: z.string() });
export type ClientSavedResponse = z.infer<typeof clientSavedResponse>;

/** SPEC.md section 7: the client treats a JSON body with success true as a deletion. */
export const clientDeletedResponse = z.object({ success: z.literal(true), message: z.string() });
export type ClientDeletedResponse = z.infer<typeof clientDeletedResponse>;
