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

export const clientBody = z.object({
  name: requiredText(200),
  forwardEmail: optionalEmail(),
  appfolioUrl: optionalUrl(),
});
export type ClientBody = z.input<typeof clientBody>;

export const clientListQuery = z.object({ userId: z.string().max(64).optional() });

export interface ClientListResponse {
  clients: Client[];
}

export interface ClientResponse {
  client: Client;
}
