import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientBody,
  clientDeletedResponse,
  clientListQuery,
  clientListResponse,
  clientResponse,
  clientSavedResponse,
  type ClientListResponse,
} from '../../shared/contract/clients';
import { idParam } from '../../shared/contract/common';
import { adminOnly, currentUser, type AuthUser } from '../auth/guard';
import type { AppContext } from '../context';
import { isUniqueViolation, toClient, type ClientFields } from '../db/repositories/clients';
import { dueWindow } from '../dueDates';
import { conflict, forbidden, notFound } from '../http/errors';
import { tagRoutes } from '../http/apiDocs';

export default async function clientsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Clients');
  const { clients, userClients: links } = ctx.repos;

  /** An admin's own list is every client; anyone else's is the clients associated with them. */
  async function visibleClients(caller: AuthUser, userId = caller.id): Promise<ClientListResponse> {
    if (userId !== caller.id) {
      if (!caller.isAdmin) throw forbidden('You can only list your own clients.');
      if (!(await ctx.repos.users.findById(userId))) throw notFound('User not found');
    }
    const everyClient = caller.isAdmin && userId === caller.id;
    const rows = everyClient ? await clients.listAll() : await clients.listForUser(userId);
    const counts = await clients.reviewCounts(everyClient ? 'all' : rows.map((row) => row.id), dueWindow().today);
    return {
      clients: rows.map((row) => ({ ...toClient(row), unreviewedCount: counts.get(row.id)?.unreviewed ?? 0, overdueCount: counts.get(row.id)?.overdue ?? 0 })),
    };
  }

  async function assertAddressFree(fields: ClientFields, ownId: string | null): Promise<void> {
    const other = fields.forwardEmail ? await clients.findByForwardEmail(fields.forwardEmail) : undefined;
    if (other && other.id !== ownId) throw conflict(`That Smart Bill Entry e-mail is already used by client ${other.name}.`);
  }

  /**
   * The check before writing gives the friendly message; the catch covers a concurrent
   * writer that took the address between the check and the write.
   */
  async function saveUnique<T>(fields: ClientFields, ownId: string | null, write: () => Promise<T>): Promise<T> {
    await assertAddressFree(fields, ownId);
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertAddressFree(fields, ownId);
      throw conflict('That Smart Bill Entry e-mail is already used by another client.');
    }
  }

  app.get('/', { schema: { querystring: clientListQuery, response: { 200: clientListResponse } } }, async (request) => {
    return visibleClients(currentUser(request), request.query.userId);
  });

  app.get('/combo-box', { schema: { response: { 200: clientListResponse } } }, async (request) => {
    return visibleClients(currentUser(request));
  });

  app.get('/:id', { schema: { params: idParam, response: { 200: clientResponse } } }, async (request) => {
    const { id } = request.params;
    const caller = currentUser(request);
    const row = await clients.findById(id);
    // A client the caller may not see answers exactly as one that does not exist.
    if (!row || (!caller.isAdmin && !(await links.isAssociated(caller.id, id)))) throw notFound('Client not found');
    return { client: toClient(row) };
  });

  app.post('/', { config: adminOnly, schema: { body: clientBody, response: { 201: clientSavedResponse } } }, async (request, reply) => {
    const fields = request.body;
    const row = await saveUnique(fields, null, () => clients.create(fields));
    reply.status(201);
    return { client: toClient(row), message: 'Client created successfully!' };
  });

  app.put('/:id', { config: adminOnly, schema: { params: idParam, body: clientBody, response: { 200: clientSavedResponse } } }, async (request) => {
    const { id } = request.params;
    const fields = request.body;
    if (!(await clients.findById(id))) throw notFound('Client not found');
    const row = await saveUnique(fields, id, () => clients.update(id, fields));
    if (!row) throw notFound('Client not found');
    return { client: toClient(row), message: 'Client updated successfully!' };
  });

  app.delete('/:id', { config: adminOnly, schema: { params: idParam, response: { 200: clientDeletedResponse } } }, async (request) => {
    const { id } = request.params;
    if (!(await clients.delete(id))) throw notFound('Client not found');
    return { success: true as const, message: 'Client deleted successfully!' };
  });
}
