import type { FastifyInstance } from 'fastify';
import {
  clientBody,
  clientListQuery,
  type ClientDeletedResponse,
  type ClientListResponse,
  type ClientResponse,
  type ClientSavedResponse,
} from '../../shared/contract/clients';
import { idParam } from '../../shared/contract/common';
import { currentUser, type AuthUser } from '../auth/guard';
import type { AppContext } from '../context';
import { createClientsRepository, isUniqueViolation, toClient, type ClientFields } from '../db/repositories/clients';
import { createUserClientsRepository } from '../db/repositories/userClients';
import { conflict, forbidden, notFound } from '../http/errors';
import { parse } from '../http/validate';

export default async function clientsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const clients = createClientsRepository(ctx.db.kysely);
  const links = createUserClientsRepository(ctx.db.kysely);

  /** An admin's own list is every client; anyone else's is the clients associated with them. */
  async function visibleClients(caller: AuthUser, userId = caller.id): Promise<ClientListResponse> {
    if (userId !== caller.id) {
      if (!caller.isAdmin) throw forbidden('You can only list your own clients.');
      if (!(await ctx.users.findById(userId))) throw notFound('User not found');
    }
    const rows = caller.isAdmin && userId === caller.id ? await clients.listAll() : await clients.listForUser(userId);
    return { clients: rows.map(toClient) };
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

  app.get('/', { preHandler: app.authenticate }, async (request): Promise<ClientListResponse> => {
    const { userId } = parse(clientListQuery, request.query);
    return visibleClients(currentUser(request), userId);
  });

  app.get('/combo-box', { preHandler: app.authenticate }, async (request): Promise<ClientListResponse> => {
    return visibleClients(currentUser(request));
  });

  app.get('/:id', { preHandler: app.authenticate }, async (request): Promise<ClientResponse> => {
    const { id } = parse(idParam, request.params);
    const caller = currentUser(request);
    const row = await clients.findById(id);
    // A client the caller may not see answers exactly as one that does not exist.
    if (!row || (!caller.isAdmin && !(await links.isAssociated(caller.id, id)))) throw notFound('Client not found');
    return { client: toClient(row) };
  });

  app.post('/', { preHandler: app.requireAdmin }, async (request, reply): Promise<ClientSavedResponse> => {
    const fields = parse(clientBody, request.body);
    const row = await saveUnique(fields, null, () => clients.create(fields));
    reply.status(201);
    return { client: toClient(row), message: 'Client created successfully!' };
  });

  app.put('/:id', { preHandler: app.requireAdmin }, async (request): Promise<ClientSavedResponse> => {
    const { id } = parse(idParam, request.params);
    const fields = parse(clientBody, request.body);
    if (!(await clients.findById(id))) throw notFound('Client not found');
    const row = await saveUnique(fields, id, () => clients.update(id, fields));
    if (!row) throw notFound('Client not found');
    return { client: toClient(row), message: 'Client updated successfully!' };
  });

  app.delete('/:id', { preHandler: app.requireAdmin }, async (request): Promise<ClientDeletedResponse> => {
    const { id } = parse(idParam, request.params);
    if (!(await clients.delete(id))) throw notFound('Client not found');
    return { success: true, message: 'Client deleted successfully!' };
  });
}
