import { z } from 'zod';
import { client } from './clients';

export const user = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  forwardEmail: z.string().nullable(),
  client_ids: z.array(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export const userWithClients = user.extend({ clients: z.array(client) });
export type UserWithClients = z.infer<typeof userWithClients>;

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

export const userListResponse = z.object({ users: z.array(user) });
export type UserListResponse = z.infer<typeof userListResponse>;

export const userResponse = z.object({ user: userWithClients });
export type UserResponse = z.infer<typeof userResponse>;

export const updateUserResponse = z.object({
  message: z.string(),
  /** SPEC.md section 7: optional in the answer; this server always sends it. */
  user: user.pick({ id: true, client_ids: true, isAdmin: true }).optional(),
});
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;

export const deleteUserResponse = z.object({
  message: z.string(),
  /** SPEC.md section 7 does not show this answer; this server counts the user's uploaded invoices that went too. */
  deletedInvoices: z.int().optional(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;
