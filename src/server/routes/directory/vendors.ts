import { messageResponse } from '../../../shared/contract/common';
import { clientIdParam, directoryItemParam, directoryPageQuery, vendorBody, vendorPageResponse, vendorResponse } from '../../../shared/contract/directory';
import { adminOnly } from '../../auth/guard';
import { transaction } from '../../db/repositories';
import { toVendor } from '../../db/repositories/directory/rows';
import type { VendorFields, VendorWithAccounts } from '../../db/repositories/directory/vendors';
import { badRequest, notFound } from '../../http/errors';
import { pageInfo } from '../../http/pagination';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

const nameTaken = (service: DirectoryService, clientId: string, name: string, ownId: string | null) => async () => {
  const other = await service.directory.vendors.findByName(clientId, name);
  return other && other.id !== ownId ? `The client has a vendor named ${other.name} already.` : undefined;
};

const toAnswer = ({ row, accounts }: VendorWithAccounts) => ({ vendor: toVendor(row, accounts) });

/** vendors with their account numbers: members of the client read, admins change. */
export function vendorRoutes(app: ZodApp, service: DirectoryService) {
  const { vendors } = service.directory;

  /** The vendor's fields, once what they name (GL account, properties, units) is the client's; else 400 naming each field. */
  async function checked(clientId: string, fields: VendorFields): Promise<VendorFields> {
    const { fields: known, errors } = await vendors.checkReferences(clientId, fields);
    if (errors.length > 0) throw badRequest(`Invalid input: ${errors.join('; ')}`, errors);
    return known;
  }

  app.get(
    '/vendors',
    {
      schema: {
        params: clientIdParam,
        querystring: directoryPageQuery,
        description: "A page of the client's vendors by name; each word of `search` matches a name, an alias, a sender address or an account number.",
        response: { 200: vendorPageResponse },
      },
    },
    async (request) => {
      const clientId = await service.client(request);
      const { page, limit, search } = request.query;
      const found = await vendors.page(clientId, { page, limit, search });
      return { vendors: found.vendors.map(({ row, accounts }) => toVendor(row, accounts)), ...pageInfo(found.total, { page, limit }) };
    },
  );

  const vendorFields =
    'defaultGlAccount must be in the chart of GL accounts; defaultPropertyId and each account\'s propertyId and unitId must be the client\'s (an account\'s unit gives its property when propertyId is absent).';

  app.post('/vendors', { config: adminOnly, schema: { params: clientIdParam, body: vendorBody, description: vendorFields, response: { 201: vendorResponse } } }, async (request, reply) => {
    const clientId = await service.client(request);
    const fields = await checked(clientId, request.body);
    const saved = await service.unique(nameTaken(service, clientId, fields.name, null), () => transaction(service.repos, (trx) => trx.directory.vendors.create(clientId, fields)));
    reply.status(201);
    return toAnswer(saved);
  });

  app.get('/vendors/:id', { schema: { params: directoryItemParam, response: { 200: vendorResponse } } }, async (request) => {
    const clientId = await service.client(request);
    const found = await vendors.find(clientId, request.params.id);
    if (!found) throw notFound('Vendor not found');
    return toAnswer(found);
  });

  app.put(
    '/vendors/:id',
    { config: adminOnly, schema: { params: directoryItemParam, body: vendorBody, description: `Every field, its accounts included, becomes the body's. ${vendorFields}`, response: { 200: vendorResponse } } },
    async (request) => {
      const clientId = await service.client(request);
      const { id } = request.params;
      if (!(await vendors.find(clientId, id))) throw notFound('Vendor not found');
      const fields = await checked(clientId, request.body);
      const saved = await service.unique(nameTaken(service, clientId, fields.name, id), () => transaction(service.repos, (trx) => trx.directory.vendors.update(clientId, id, fields)));
      if (!saved) throw notFound('Vendor not found');
      return toAnswer(saved);
    },
  );

  app.delete('/vendors/:id', { config: adminOnly, schema: { params: directoryItemParam, response: { 200: messageResponse } } }, async (request) => {
    const clientId = await service.client(request);
    if (!(await vendors.delete(clientId, request.params.id))) throw notFound('Vendor not found');
    return { message: 'Vendor deleted' };
  });
}
