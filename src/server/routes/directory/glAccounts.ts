import { messageResponse } from '../../../shared/contract/common';
import { clientIdParam, glAccountListResponse, glAccountNameBody, glAccountParam, glAccountResponse } from '../../../shared/contract/directory';
import { adminOnly } from '../../auth/guard';
import { transaction } from '../../db/repositories';
import { toGlAccount } from '../../db/repositories/directory/rows';
import { badRequest, notFound } from '../../http/errors';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

/** The number of the path, trimmed; a blank one is refused. */
function numberOf(params: { number: string }): string {
  const number = params.number.trim();
  if (!number) throw badRequest('Invalid input: number is required', ['number is required']);
  return number;
}

/** The client's chart of GL accounts: members of the client read, admins change. */
export function glAccountRoutes(app: ZodApp, service: DirectoryService) {
  const { glAccounts } = service.directory;

  app.get('/gl-accounts', { schema: { params: clientIdParam, description: 'The whole chart, by number ("6100" before "10000").', response: { 200: glAccountListResponse } } }, async (request) => {
    const clientId = await service.client(request);
    return { glAccounts: (await glAccounts.list(clientId)).map(toGlAccount) };
  });

  app.put(
    '/gl-accounts/:number',
    {
      config: adminOnly,
      schema: { params: glAccountParam, body: glAccountNameBody, description: 'Creates the account (201) or renames it (200).', response: { 200: glAccountResponse, 201: glAccountResponse } },
    },
    async (request, reply) => {
      const clientId = await service.client(request);
      const { row, created } = await glAccounts.put(clientId, numberOf(request.params), request.body.name);
      reply.status(created ? 201 : 200);
      return { glAccount: toGlAccount(row) };
    },
  );

  app.delete(
    '/gl-accounts/:number',
    { config: adminOnly, schema: { params: glAccountParam, description: 'Vendors that defaulted to the account keep no default GL account.', response: { 200: messageResponse } } },
    async (request) => {
      const clientId = await service.client(request);
      const number = numberOf(request.params);
      if (!(await transaction(service.repos, (trx) => trx.directory.glAccounts.delete(clientId, number)))) throw notFound('GL account not found');
      return { message: 'GL account deleted' };
    },
  );
}
