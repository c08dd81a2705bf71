import type { Property } from '../../../src/shared/contract/directory';
import { reviewFixture } from '../helpers/fixtures';
import { link, seedClient } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { directoryCaller } from './helpers';

describe.each(databaseKinds)('the property directory: properties and units on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const call = directoryCaller(t);
  let clientId: string;

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Directory Co')).id;
    await link(t, w.member, [clientId]);
  });

  async function makeProperty(fields: Record<string, unknown>, client = clientId): Promise<Property> {
    const res = await call('POST', client, '/properties', w.admin, fields);
    expect(res.statusCode).toBe(201);
    return res.json().property;
  }

  it('creates a property, trimming text, and answers it with its units', async () => {
    const res = await call('POST', clientId, '/properties', w.admin, { name: '  Maple Court ', aliases: ['Maple', ' Maple Ct ', 'Maple'], address: '12 Maple St', city: 'Reno', state: 'NV', zip: '', unit: 'ignored' });
    expect(res.statusCode).toBe(201);
    const { property } = res.json();
    expect(res.json()).toEqual({
      property: {
        id: expect.any(String),
        clientId,
        name: 'Maple Court',
        aliases: ['Maple', 'Maple Ct'],
        address: '12 Maple St',
        city: 'Reno',
        state: 'NV',
        zip: null,
        unitCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      units: [],
    });
    const unit = await call('POST', clientId, `/properties/${property.id}/units`, w.admin, { unit: '10' });
    expect(unit.statusCode).toBe(201);
    expect(unit.json()).toEqual({ unit: { id: expect.any(String), propertyId: property.id, unit: '10', address: null } });
    await call('POST', clientId, `/properties/${property.id}/units`, w.admin, { unit: '2', address: '14 Maple St' });
    const read = await call('GET', clientId, `/properties/${property.id}`, w.member);
    expect(read.statusCode).toBe(200);
    expect(read.json().property.unitCount).toBe(2);
    expect(read.json().units.map((u: { unit: string }) => u.unit)).toEqual(['2', '10']);
  });

  it.each<[string, unknown, string]>([
    ['a missing name', { address: 'x' }, 'name is required'],
    ['a blank name', { name: '  ' }, 'name is required'],
    ['a long name', { name: 'n'.repeat(201) }, 'name must be at most 200 characters'],
    ['aliases that are no list', { name: 'A', aliases: 'B' }, 'aliases must be a list'],
    ['an address of the wrong type', { name: 'A', address: 5 }, 'address must be a string'],
  ])('refuses %s with a 400 naming the field', async (_label, body, expected) => {
    const res = await call('POST', clientId, '/properties', w.admin, body as object);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
  });

  it('keeps names unique per client, case and spacing aside; another client may use the name', async () => {
    const first = await makeProperty({ name: 'Cedar Park Plaza' });
    const again = await call('POST', clientId, '/properties', w.admin, { name: 'cedar  park plaza' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The client has a property named Cedar Park Plaza already.' });
    const other = await makeProperty({ name: 'cedar park plaza' }, w.otherClient.id);
    expect(other.name).toBe('cedar park plaza');
    const renamed = await call('PUT', clientId, `/properties/${first.id}`, w.admin, { name: 'CEDAR Park Plaza', city: 'Austin' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().property).toMatchObject({ name: 'CEDAR Park Plaza', city: 'Austin', aliases: [] });
    const clash = await makeProperty({ name: 'Birch Row' });
    expect((await call('PUT', clientId, `/properties/${clash.id}`, w.admin, { name: 'Cedar park plaza' })).statusCode).toBe(409);
  });

  it('keeps unit labels unique per property', async () => {
    const p = await makeProperty({ name: 'Unit Rules' });
    const a = (await call('POST', clientId, `/properties/${p.id}/units`, w.admin, { unit: 'A' })).json().unit;
    expect((await call('POST', clientId, `/properties/${p.id}/units`, w.admin, { unit: 'a' })).json()).toEqual({ message: 'The property has a unit A already.' });
    const b = (await call('POST', clientId, `/properties/${p.id}/units`, w.admin, { unit: 'B' })).json().unit;
    expect((await call('PUT', clientId, `/properties/${p.id}/units/${b.id}`, w.admin, { unit: 'A' })).statusCode).toBe(409);
    const moved = await call('PUT', clientId, `/properties/${p.id}/units/${b.id}`, w.admin, { unit: 'B2', address: '1 Side St' });
    expect(moved.json()).toEqual({ unit: { id: b.id, propertyId: p.id, unit: 'B2', address: '1 Side St' } });
    expect((await call('DELETE', clientId, `/properties/${p.id}/units/${a.id}`, w.admin)).json()).toEqual({ message: 'Unit deleted' });
    expect((await call('DELETE', clientId, `/properties/${p.id}/units/${a.id}`, w.admin)).statusCode).toBe(404);
    const other = await makeProperty({ name: 'Unit Rules Other' });
    expect((await call('PUT', clientId, `/properties/${other.id}/units/${b.id}`, w.admin, { unit: 'X' })).statusCode).toBe(404);
  });

  it('lists a page by name, searching names, aliases, addresses and units', async () => {
    const client = (await seedClient(t, 'Search Co')).id;
    await link(t, w.member, [client]);
    const oak = await makeProperty({ name: 'oak Terrace', aliases: ['The Oaks'], address: '1 Acorn Way' }, client);
    const elm = await makeProperty({ name: 'Elm House', address: '9 Elm St', zip: '89501' }, client);
    const ash = await makeProperty({ name: 'Ash_Yard 100%' }, client);
    await call('POST', client, `/properties/${elm.id}/units`, w.admin, { unit: 'Suite 300', address: '11 Birch Ave' });
    const names = async (query: string) => {
      const res = await call('GET', client, `/properties${query}`, w.member);
      expect(res.statusCode).toBe(200);
      return res.json().properties.map((p: Property) => p.name);
    };
    expect(await names('')).toEqual(['Ash_Yard 100%', 'Elm House', 'oak Terrace']);
    expect(await names('?search=OAKS')).toEqual(['oak Terrace']);
    expect(await names('?search=acorn')).toEqual(['oak Terrace']);
    expect(await names('?search=birch')).toEqual(['Elm House']);
    expect(await names('?search=elm%20300')).toEqual(['Elm House']);
    expect(await names('?search=89501')).toEqual(['Elm House']);
    expect(await names('?search=100%25')).toEqual(['Ash_Yard 100%']);
    expect(await names('?search=_')).toEqual(['Ash_Yard 100%']);
    expect(await names('?search=nothing')).toEqual([]);
    const page = await call('GET', client, '/properties?limit=2&page=2', w.member);
    expect(page.json()).toEqual({ properties: [expect.objectContaining({ id: oak.id })], total: 3, page: 2, totalPages: 2 });
    expect(page.json().properties[0].unitCount).toBe(0);
    expect((await call('GET', client, '/properties?page=0', w.member)).statusCode).toBe(400);
    expect(ash.unitCount).toBe(0);
  });

  it('deletes a property with its units; the vendors that named it keep no property', async () => {
    const p = await makeProperty({ name: 'Doomed Towers' });
    const unit = (await call('POST', clientId, `/properties/${p.id}/units`, w.admin, { unit: '1' })).json().unit;
    const vendor = await call('POST', clientId, '/vendors', w.admin, { name: 'Doomed Water', defaultPropertyId: p.id, accounts: [{ accountNumber: 'A-1', unitId: unit.id }] });
    expect(vendor.statusCode).toBe(201);
    expect(vendor.json().vendor.accounts).toEqual([{ accountNumber: 'A-1', propertyId: p.id, unitId: unit.id }]);
    expect((await call('DELETE', clientId, `/properties/${p.id}`, w.admin)).json()).toEqual({ message: 'Property deleted' });
    expect((await call('GET', clientId, `/properties/${p.id}`, w.admin)).statusCode).toBe(404);
    const after = (await call('GET', clientId, `/vendors/${vendor.json().vendor.id}`, w.admin)).json().vendor;
    expect(after).toMatchObject({ defaultPropertyId: null, accounts: [{ accountNumber: 'A-1', propertyId: null, unitId: null }] });
    expect(await t.ctx.db.kysely.selectFrom('directory_units').select('id').where('id', '=', unit.id).execute()).toEqual([]);
  });

  it("answers 404 for another client's property, through any client", async () => {
    const theirs = await makeProperty({ name: 'Not Yours' }, w.otherClient.id);
    expect((await call('GET', clientId, `/properties/${theirs.id}`, w.admin)).statusCode).toBe(404);
    expect((await call('PUT', clientId, `/properties/${theirs.id}`, w.admin, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', clientId, `/properties/${theirs.id}`, w.admin)).statusCode).toBe(404);
    expect((await call('POST', clientId, `/properties/${theirs.id}/units`, w.admin, { unit: '1' })).statusCode).toBe(404);
    expect((await call('GET', w.otherClient.id, `/properties/${theirs.id}`, w.admin)).json().property.name).toBe('Not Yours');
  });

  it("goes with its client", async () => {
    const client = (await seedClient(t, 'Leaving Co')).id;
    const p = await makeProperty({ name: 'Gone' }, client);
    await call('POST', client, `/properties/${p.id}/units`, w.admin, { unit: '1' });
    await call('PUT', client, '/gl-accounts/6100', w.admin, { name: 'Repairs' });
    await call('POST', client, '/vendors', w.admin, { name: 'Gone Vendor', defaultGlAccount: '6100', accounts: [{ accountNumber: '1', propertyId: p.id }] });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/clients/${client}`, headers: w.admin.auth })).statusCode).toBe(200);
    const db = t.ctx.db.kysely;
    for (const table of ['directory_properties', 'directory_vendors', 'directory_vendor_accounts', 'directory_gl_accounts'] as const) {
      expect([table, await db.selectFrom(table).select('client_id').where('client_id', '=', client).execute()]).toEqual([table, []]);
    }
    expect(await db.selectFrom('directory_units').select('id').where('property_id', '=', p.id).execute()).toEqual([]);
  });
});
