import type { FastifyInstance } from 'fastify';
import { idParam } from '../../shared/contract/common';
import {
  updateUserClientsBody,
  type DeleteUserResponse,
  type UpdateUserResponse,
  type UserListResponse,
  type UserResponse,
} from '../../shared/contract/users';
import { currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import { createClientsRepository, toClient } from '../db/repositories/clients';
import { createInvoicesRepository } from '../db/repositories/invoices';
import { createUserClientsRepository } from '../db/repositories/userClients';
import { createUsersRepository, toUser } from '../db/repositories/users';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parse } from '../http/validate';

export default async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const clients = createClientsRepository(ctx.db.kysely);
  const links = createUserClientsRepository(ctx.db.kysely);

  app.get('/', { preHandler: app.requireAdmin }, async (): Promise<UserListResponse> => {
    const [rows, clientIds] = await Promise.all([ctx.users.listAll(), links.clientIdsByUser()]);
    return { users: rows.map((row) => toUser(row, clientIds.get(row.id) ?? [])) };
  });

  app.get('/:id', { preHandler: app.authenticate }, async (request): Promise<UserResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    if (!caller.isAdmin && caller.id !== id) throw forbidden('You can only view your own account.');
    const row = await ctx.users.findById(id);
    if (!row) throw notFound('User not found');
    const userClients = await clients.listForUser(id);
    const clientIds = userClients.map((c) => c.id).sort();
    return { user: { ...toUser(row, clientIds), clients: userClients.map(toClient) } };
  });

  app.put('/:id/client', { preHandler: app.requireAdmin }, async (request): Promise<UpdateUserResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(updateUserClientsBody, request.body);
    if (body.targetUserId !== undefined && body.targetUserId !== id) {
      throw badRequest('Invalid input: targetUserId must match the user id in the path', ['targetUserId must match the user id in the path']);
    }
    if (body.clientIds === undefined && body.isAdmin === undefined) {
      throw badRequest('Invalid input: send clientIds, isAdmin or both', ['clientIds or isAdmin is required']);
    }
    const user = await ctx.db.kysely.transaction().execute(async (trx) => {
      const users = createUsersRepository(trx);
      const row = await users.findById(id);
      if (!row) throw notFound('User not found');
      const wasAdmin = row.is_admin === 1;
      const isAdmin = body.isAdmin ?? wasAdmin;
      if (body.clientIds) {
        const known = new Set(await createClientsRepository(trx).existingIds(body.clientIds));
        const unknown = body.clientIds.filter((clientId) => !known.has(clientId));
        if (unknown.length > 0) {
          const problem = `clientIds has unknown client ids: ${unknown.join(', ')}`;
          throw badRequest(`Invalid input: ${problem}`, [problem]);
        }
      }
      if (wasAdmin && !isAdmin) {
        const admins = await users.adminIds(ctx.db.kind === 'postgres');
        if (!admins.some((adminId) => adminId !== id)) throw badRequest('You cannot remove admin rights from the last admin.');
      }
      if (body.clientIds) await createUserClientsRepository(trx).replace(id, body.clientIds);
      if (isAdmin !== wasAdmin) await users.update(id, { is_admin: isAdmin ? 1 : 0 });
      return { id, client_ids: await users.clientIdsOf(id), isAdmin };
    });
    return { message: 'User updated', user };
  });

  // Not requireAdmin: SPEC.md section 5 gives a non-admin's attempt its own message.
  app.delete('/:id', { preHandler: app.authenticate }, async (request): Promise<DeleteUserResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    if (!caller.isAdmin) throw forbidden('Only super admins can delete users.');
    if (id === caller.id) throw badRequest('You cannot delete your own account.');
    // The invoices they uploaded go with them (ON DELETE CASCADE), as the confirmation warns.
    const deletedInvoices = await ctx.db.kysely.transaction().execute(async (trx) => {
      const uploaded = await createInvoicesRepository(trx, ctx.db.kind).countUploadedBy(id);
      if (!(await createUsersRepository(trx).delete(id))) throw notFound('User not found');
      return uploaded;
    });
    return { message: 'User deleted', deletedInvoices };
  });
}
