import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../shared/contract/common';
import { deleteUserResponse, updateUserClientsBody, updateUserResponse, userListResponse, userResponse } from '../../shared/contract/users';
import { adminOnly, currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import { transaction } from '../db/repositories';
import { toClient } from '../db/repositories/clients';
import { toUser } from '../db/repositories/users';
import { badRequest, forbidden, notFound } from '../http/errors';
import { tagRoutes } from '../http/apiDocs';

export default async function usersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Users');
  const { clients, userClients: links } = ctx.repos;

  app.get('/', { config: adminOnly, schema: { response: { 200: userListResponse } } }, async () => {
    const [rows, clientIds] = await Promise.all([ctx.repos.users.listAll(), links.clientIdsByUser()]);
    return { users: rows.map((row) => toUser(row, clientIds.get(row.id) ?? [])) };
  });

  app.get('/:id', { schema: { params: idParam, response: { 200: userResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    if (!caller.isAdmin && caller.id !== id) throw forbidden('You can only view your own account.');
    const row = await ctx.repos.users.findById(id);
    if (!row) throw notFound('User not found');
    const userClients = await clients.listForUser(id);
    const clientIds = userClients.map((c) => c.id).sort();
    return { user: { ...toUser(row, clientIds), clients: userClients.map(toClient) } };
  });

  const update = { params: idParam, body: updateUserClientsBody, response: { 200: updateUserResponse } };
  app.put('/:id/client', { config: adminOnly, schema: update }, async (request) => {
    const { id } = request.params;
    const { body } = request;
    if (body.targetUserId !== undefined && body.targetUserId !== id) {
      throw badRequest('Invalid input: targetUserId must match the user id in the path', ['targetUserId must match the user id in the path']);
    }
    if (body.clientIds === undefined && body.isAdmin === undefined) {
      throw badRequest('Invalid input: send clientIds, isAdmin or both', ['clientIds or isAdmin is required']);
    }
    const user = await transaction(ctx.repos, async (trx) => {
      const { users } = trx;
      const row = await users.findById(id);
      if (!row) throw notFound('User not found');
      const wasAdmin = row.is_admin === 1;
      const isAdmin = body.isAdmin ?? wasAdmin;
      if (body.clientIds) {
        const known = new Set(await trx.clients.existingIds(body.clientIds));
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
      if (body.clientIds) await trx.userClients.replace(id, body.clientIds);
      if (isAdmin !== wasAdmin) await users.update(id, { is_admin: isAdmin ? 1 : 0 });
      return { id, client_ids: await users.clientIdsOf(id), isAdmin };
    });
    return { message: 'User updated', user };
  });

  // Not admins only: SPEC.md section 5 gives a non-admin's attempt its own message.
  app.delete('/:id', { schema: { params: idParam, response: { 200: deleteUserResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    if (!caller.isAdmin) throw forbidden('Only super admins can delete users.');
    if (id === caller.id) throw badRequest('You cannot delete your own account.');
    // The invoices they uploaded go with them (ON DELETE CASCADE), as the confirmation warns.
    const deletedInvoices = await transaction(ctx.repos, async (trx) => {
      const uploaded = await trx.invoices.countUploadedBy(id);
      if (!(await trx.users.delete(id))) throw notFound('User not found');
      return uploaded;
    });
    return { message: 'User deleted', deletedInvoices };
  });
}
