import { z } from 'zod';
import type { Client } from './clients';

export interface User {
  id: string;
  name: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  forwardEmail: string | null;
  client_ids: string[];
  createdAt: string;
}

export interface UserWithClients extends User {
  clients: Client[];
}

/** SPEC.md section 3: a single client id is coerced to a list. */
const clientId = z.string().min(1, 'must not contain an empty id').max(64, 'must not contain an id longer than 64 characters');
const clientIds = z
  .union([clientId, z.array(clientId).max(1000, 'must list at most 1000 clients')], {
    error: 'must be a client id or a list of client ids',
  })
  .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value]));

export const updateUserClientsBody = z.object({
  targetUserId: z.string().max(64).optional(),
  clientIds: clientIds.optional(),
  isAdmin: z.boolean({ error: 'must be true or false' }).optional(),
});
export type UpdateUserClientsBody = z.input<typeof updateUserClientsBody>;

export interface UserListResponse {
  users: User[];
}

export interface UserResponse {
  user: UserWithClients;
}

export interface UpdateUserResponse {
  message: string;
  /** SPEC.md section 7: optional in the answer; this server always sends it. */
  user?: Pick<User, 'id' | 'client_ids' | 'isAdmin'>;
}

export interface DeleteUserResponse {
  message: string;
  /** SPEC.md section 7 does not show this answer; this server counts the user's uploaded invoices that went too. */
  deletedInvoices?: number;
}
