import { z } from 'zod';
import { optionalEmail, optionalUrl, requiredText } from './common';

export interface Client {
  id: string;
  name: string;
  forwardEmail: string | null;
  appfolioUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

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

export interface ClientListResponse {
  clients: Client[];
}

export interface ClientResponse {
  client: Client;
}

export interface ClientSavedResponse extends ClientResponse {
  message: string;
}

/** SPEC.md section 7: the client treats a JSON body with success true as a deletion. */
export interface ClientDeletedResponse {
  success: true;
  message: string;
}
