import type { Vendor } from '../../../src/shared/contract/directory';
import { reviewFixture } from '../helpers/fixtures';
import { link, seedClient } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { directoryCaller } from './helpers';

describe.each(databaseKinds)('the property directory: vendors and GL accounts on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const call = directoryCaller(t);
  let clientId: string;
  const property = { id: '', unitId: '', otherUnitId: '' };

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Vendor Co')).id;
    await link(t, w.member, [clientId]);
    property.id = (await call('POST', clientId, '/properties', w.admin, { name: 'Maple Court' })).json().property.id;
    property.unitId = (await call('POST', clientId, `/properties/${property.id}/units`, w.admin, { unit: '204' })).json().unit.id;
    const other = (await call('POST', clientId, '/properties', w.admin, { name: 'Birch Row' })).json().property.id;
    property.otherUnitId = (await call('POST', clientId, `/properties/${other}/units`, w.admin, { unit: '1' })).json().unit.id;
    for (const [number, name] of [['6100', 'Repairs'], ['10000', 'Cash'], ['6200', 'Utilities']]) {
      expect((await call('PUT', clientId, `/gl-accounts/${number}`, w.admin, { name })).statusCode).toBe(201);
    }
  });

  async function makeVendor(fields: Record<string, unknown>, client = clientId): Promise<Vendor> {
    const res = await call('POST', client, '/vendors', w.admin, fields);
    expect(res.statusCode).toBe(201);
    return res.json().vendor;
  }

  it('keeps a chart of GL accounts by number, and renames by PUT', async () => {
    const renamed = await call('PUT', clientId, '/gl-accounts/6200', w.admin, { name: 'Water & power' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ glAccount: { number: '6200', name: 'Water & power' } });
    const list = await call('GET', clientId, '/gl-accounts', w.member);
    expect(list.json()).toEqual({
      glAccounts: [
        { number: '6100', name: 'Repairs' },
        { number: '6200', name: 'Water & power' },
        { number: '10000', name: 'Cash' },
      ],
    });
    expect((await call('PUT', clientId, '/gl-accounts/6300', w.admin, { name: ' ' })).json().message).toContain('name is required');
    expect((await call('PUT', clientId, `/gl-accounts/${'9'.repeat(31)}`, w.admin, { name: 'Long' })).statusCode).toBe(400);
    expect((await call('DELETE', clientId, '/gl-accounts/7777', w.admin)).statusCode).toBe(404);
  });

  it('creates a vendor with its senders and accounts; an account unit gives its property', async () => {
    const res = await call('POST', clientId, '/vendors', w.admin, {
      name: 'Acme Water',
      aliases: ['ACME Utilities'],
      senderEmails: ['Billing@Acme.example', '@acme-water.example'],
      remitTo: 'PO Box 1, Reno NV',
      taxId: '12-3456789',
      defaultGlAccount: '6100',
      defaultPropertyId: property.id,
      accounts: [
        { accountNumber: '00412-7', unitId: property.unitId },
        { accountNumber: '00999', propertyId: property.id },
        { accountNumber: '12345' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      vendor: {
        id: expect.any(String),
        clientId,
        name: 'Acme Water',
        aliases: ['ACME Utilities'],
        senderEmails: ['billing@acme.example', '@acme-water.example'],
        remitTo: 'PO Box 1, Reno NV',
        taxId: '12-3456789',
        defaultGlAccount: '6100',
        defaultPropertyId: property.id,
        accounts: [
          { accountNumber: '00412-7', propertyId: property.id, unitId: property.unitId },
          { accountNumber: '00999', propertyId: property.id, unitId: null },
          { accountNumber: '12345', propertyId: null, unitId: null },
        ],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const vendor = res.json().vendor;
    expect((await call('GET', clientId, `/vendors/${vendor.id}`, w.member)).json()).toEqual({ vendor });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a GL account not in the chart', { defaultGlAccount: '9999' }, "defaultGlAccount 9999 is not in the client's chart of GL accounts"],
    ['a default property of no one', { defaultPropertyId: 'nope' }, "defaultPropertyId is not one of the client's properties"],
    ['an account property of no one', { accounts: [{ accountNumber: '1', propertyId: 'nope' }] }, "accounts.0.propertyId is not one of the client's properties"],
    ['an account unit of no one', { accounts: [{ accountNumber: '1', unitId: 'nope' }] }, "accounts.0.unitId is not a unit of the client's properties"],
    ['a unit of another property', { accounts: [{ accountNumber: '1', propertyId: '{property}', unitId: '{otherUnit}' }] }, "accounts.0.unitId is not a unit of that account's property"],
    ['an account twice', { accounts: [{ accountNumber: 'A1' }, { accountNumber: 'a1' }] }, 'accounts.1.accountNumber repeats account 0'],
    ['a bad sender', { senderEmails: ['billing at acme'] }, 'senderEmails.0 must be an e-mail address or @domain'],
    ['a blank account number', { accounts: [{ accountNumber: ' ' }] }, 'accounts.0.accountNumber is required'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_label, fields, expected) => {
    const body = JSON.parse(JSON.stringify({ name: 'Refused Vendor', ...fields }).replace('{property}', property.id).replace('{otherUnit}', property.otherUnitId));
    const res = await call('POST', clientId, '/vendors', w.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
    expect((await call('GET', clientId, '/vendors?search=refused', w.admin)).json().total).toBe(0);
  });

  it("refuses another client's property, as one that does not exist", async () => {
    const theirs = (await call('POST', w.otherClient.id, '/properties', w.admin, { name: 'Theirs' })).json().property.id;
    const res = await call('POST', clientId, '/vendors', w.admin, { name: 'Sneaky', defaultPropertyId: theirs });
    expect(res.json().message).toContain("defaultPropertyId is not one of the client's properties");
  });

  it('replaces every field on PUT, its accounts too; names stay unique', async () => {
    const vendor = await makeVendor({ name: 'Bolt Electric', accounts: [{ accountNumber: 'E-1' }, { accountNumber: 'E-2' }] });
    const res = await call('PUT', clientId, `/vendors/${vendor.id}`, w.admin, { name: 'Bolt Electric Co', accounts: [{ accountNumber: 'E-3', propertyId: property.id }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().vendor).toMatchObject({ id: vendor.id, name: 'Bolt Electric Co', accounts: [{ accountNumber: 'E-3', propertyId: property.id, unitId: null }] });
    await makeVendor({ name: 'Spark Co' });
    expect((await call('PUT', clientId, `/vendors/${vendor.id}`, w.admin, { name: 'SPARK co' })).json()).toEqual({ message: 'The client has a vendor named Spark Co already.' });
    expect((await call('POST', clientId, '/vendors', w.admin, { name: 'spark  CO' })).statusCode).toBe(409);
    expect((await call('PUT', clientId, '/vendors/nope', w.admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', clientId, `/vendors/${vendor.id}`, w.admin)).json()).toEqual({ message: 'Vendor deleted' });
    expect((await call('GET', clientId, `/vendors/${vendor.id}`, w.admin)).statusCode).toBe(404);
    expect(await t.ctx.db.kysely.selectFrom('directory_vendor_accounts').select('id').where('vendor_id', '=', vendor.id).execute()).toEqual([]);
  });

  it('lists a page by name, searching names, aliases, senders and account numbers', async () => {
    const client = (await seedClient(t, 'Vendor Search Co')).id;
    await link(t, w.member, [client]);
    await makeVendor({ name: 'Zeta Gas', aliases: ['ZG'], senderEmails: ['@zeta.example'], accounts: [{ accountNumber: 'GAS-77' }] }, client);
    await makeVendor({ name: 'alpha Roofing', senderEmails: ['roof@alpha.example'] }, client);
    await makeVendor({ name: 'Mid Plumbing', accounts: [{ accountNumber: 'P-1' }, { accountNumber: 'P-2' }] }, client);
    const names = async (query: string) => (await call('GET', client, `/vendors${query}`, w.member)).json().vendors.map((v: Vendor) => v.name);
    expect(await names('')).toEqual(['alpha Roofing', 'Mid Plumbing', 'Zeta Gas']);
    expect(await names('?search=zg')).toEqual(['Zeta Gas']);
    expect(await names('?search=zeta.example')).toEqual(['Zeta Gas']);
    expect(await names('?search=gas-77')).toEqual(['Zeta Gas']);
    expect(await names('?search=p-2')).toEqual(['Mid Plumbing']);
    expect(await names('?search=roof%40alpha')).toEqual(['alpha Roofing']);
    const page = (await call('GET', client, '/vendors?limit=1&page=2', w.member)).json();
    expect(page).toMatchObject({ total: 3, page: 2, totalPages: 3 });
    expect(page.vendors[0].accounts.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(['P-1', 'P-2']);
  });

  it('deleting a GL account clears it as a default; deleting a unit keeps the account on its property', async () => {
    await call('PUT', clientId, '/gl-accounts/7000', w.admin, { name: 'Temporary' });
    const unit = (await call('POST', clientId, `/properties/${property.id}/units`, w.admin, { unit: '999' })).json().unit;
    const vendor = await makeVendor({ name: 'Short Lived', defaultGlAccount: '7000', accounts: [{ accountNumber: 'S-1', unitId: unit.id }] });
    expect((await call('DELETE', clientId, '/gl-accounts/7000', w.admin)).json()).toEqual({ message: 'GL account deleted' });
    expect((await call('DELETE', clientId, `/properties/${property.id}/units/${unit.id}`, w.admin)).statusCode).toBe(200);
    expect((await call('GET', clientId, `/vendors/${vendor.id}`, w.admin)).json().vendor).toMatchObject({
      defaultGlAccount: null,
      accounts: [{ accountNumber: 'S-1', propertyId: property.id, unitId: null }],
    });
  });
});
