import { messageResponse } from '../../../shared/contract/common';
import {
  clientIdParam,
  directoryItemParam,
  directoryPageQuery,
  propertyBody,
  propertyPageResponse,
  propertyResponse,
  unitBody,
  unitItemParam,
  unitResponse,
} from '../../../shared/contract/directory';
import { adminOnly } from '../../auth/guard';
import { toProperty, toUnit } from '../../db/repositories/directory/rows';
import { notFound } from '../../http/errors';
import { pageInfo } from '../../http/pagination';
import type { ZodApp } from '../../http/validate';
import type { DirectoryService } from './service';

/** A property's name is the client's only one, case and spacing aside. */
const nameTaken = (service: DirectoryService, clientId: string, name: string, ownId: string | null) => async () => {
  const other = await service.directory.properties.findByName(clientId, name);
  return other && other.id !== ownId ? `The client has a property named ${other.name} already.` : undefined;
};

const unitTaken = (service: DirectoryService, propertyId: string, unit: string, ownId: string | null) => async () => {
  const other = await service.directory.properties.findUnitByLabel(propertyId, unit);
  return other && other.id !== ownId ? `The property has a unit ${other.unit} already.` : undefined;
};

/** properties and their units: members of the client read, admins change. */
export function propertyRoutes(app: ZodApp, service: DirectoryService) {
  const { properties } = service.directory;

  app.get(
    '/properties',
    {
      schema: {
        params: clientIdParam,
        querystring: directoryPageQuery,
        description: "A page of the client's properties by name; each word of `search` matches a name, an alias, an address, or a unit's label or address.",
        response: { 200: propertyPageResponse },
      },
    },
    async (request) => {
      const clientId = await service.client(request);
      const { page, limit, search } = request.query;
      const { rows, total } = await properties.page(clientId, { page, limit, search });
      return { properties: rows.map(toProperty), ...pageInfo(total, { page, limit }) };
    },
  );

  app.post('/properties', { config: adminOnly, schema: { params: clientIdParam, body: propertyBody, response: { 201: propertyResponse } } }, async (request, reply) => {
    const clientId = await service.client(request);
    const fields = request.body;
    const row = await service.unique(nameTaken(service, clientId, fields.name, null), () => properties.create(clientId, fields));
    reply.status(201);
    return { property: toProperty(row), units: [] };
  });

  app.get('/properties/:id', { schema: { params: directoryItemParam, description: 'The property with its units.', response: { 200: propertyResponse } } }, async (request) => {
    const clientId = await service.client(request);
    const row = await service.property(clientId, request.params.id);
    return { property: toProperty(row), units: (await properties.units(row.id)).map(toUnit) };
  });

  app.put('/properties/:id', { config: adminOnly, schema: { params: directoryItemParam, body: propertyBody, response: { 200: propertyResponse } } }, async (request) => {
    const clientId = await service.client(request);
    const { id } = request.params;
    const fields = request.body;
    await service.property(clientId, id);
    const row = await service.unique(nameTaken(service, clientId, fields.name, id), () => properties.update(clientId, id, fields));
    if (!row) throw notFound('Property not found');
    return { property: toProperty(row), units: (await properties.units(id)).map(toUnit) };
  });

  app.delete(
    '/properties/:id',
    {
      config: adminOnly,
      schema: { params: directoryItemParam, description: "Its units go with it; vendors' default property and accounts that named it keep no property.", response: { 200: messageResponse } },
    },
    async (request) => {
      const clientId = await service.client(request);
      if (!(await properties.delete(clientId, request.params.id))) throw notFound('Property not found');
      return { message: 'Property deleted' };
    },
  );

  app.post('/properties/:id/units', { config: adminOnly, schema: { params: directoryItemParam, body: unitBody, response: { 201: unitResponse } } }, async (request, reply) => {
    const clientId = await service.client(request);
    const property = await service.property(clientId, request.params.id);
    const fields = request.body;
    const row = await service.unique(unitTaken(service, property.id, fields.unit, null), () => properties.createUnit(property.id, fields));
    reply.status(201);
    return { unit: toUnit(row) };
  });

  app.put('/properties/:id/units/:unitId', { config: adminOnly, schema: { params: unitItemParam, body: unitBody, response: { 200: unitResponse } } }, async (request) => {
    const clientId = await service.client(request);
    const property = await service.property(clientId, request.params.id);
    const { unitId } = request.params;
    const fields = request.body;
    if (!(await properties.findUnit(property.id, unitId))) throw notFound('Unit not found');
    const row = await service.unique(unitTaken(service, property.id, fields.unit, unitId), () => properties.updateUnit(property.id, unitId, fields));
    if (!row) throw notFound('Unit not found');
    return { unit: toUnit(row) };
  });

  app.delete(
    '/properties/:id/units/:unitId',
    { config: adminOnly, schema: { params: unitItemParam, description: "Vendors' accounts for the unit keep its property.", response: { 200: messageResponse } } },
    async (request) => {
      const clientId = await service.client(request);
      const property = await service.property(clientId, request.params.id);
      if (!(await properties.deleteUnit(property.id, request.params.unitId))) throw notFound('Unit not found');
      return { message: 'Unit deleted' };
    },
  );
}
