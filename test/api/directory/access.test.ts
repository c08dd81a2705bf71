import { reviewFixture, type Method } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { directoryCaller } from './helpers';

/** Every route of the directory, with a body for the writes. */
const READS: [Method, string][] = [
  ['GET', '/properties'],
  ['GET', '/properties/{property}'],
  ['GET', '/vendors'],
  ['GET', '/vendors/{vendor}'],
  ['GET', '/gl-accounts'],
  ['GET', '/places?search=a'],
  ['GET', '/import?kind=properties'],
];
const WRITES: [Method, string, object | undefined][] = [
  ['POST', '/properties', { name: 'New' }],
  ['PUT', '/properties/{property}', { name: 'Renamed' }],
  ['DELETE', '/properties/{property}', undefined],
  ['POST', '/properties/{property}/units', { unit: '9' }],
  ['PUT', '/properties/{property}/units/{unit}', { unit: '9' }],
  ['DELETE', '/properties/{property}/units/{unit}', undefined],
  ['POST', '/vendors', { name: 'New' }],
  ['PUT', '/vendors/{vendor}', { name: 'Renamed' }],
  ['DELETE', '/vendors/{vendor}', undefined],
  ['PUT', '/gl-accounts/6100', { name: 'Repairs' }],
  ['DELETE', '/gl-accounts/6100', undefined],
];

describe.each(databaseKinds)('who reaches a client directory, on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const call = directoryCaller(t);
  const ids = { property: '', unit: '', vendor: '' };
  const path = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: keyof typeof ids) => ids[name]);

  beforeAll(async () => {
    const property = (await call('POST', w.client.id, '/properties', w.admin, { name: 'Maple Court' })).json().property;
    ids.property = property.id;
    ids.unit = (await call('POST', w.client.id, `/properties/${property.id}/units`, w.admin, { unit: '1' })).json().unit.id;
    ids.vendor = (await call('POST', w.client.id, '/vendors', w.admin, { name: 'Acme Water' })).json().vendor.id;
  });

  it.each(READS)('%s %s: a user associated with the client reads it', async (method, url) => {
    expect((await call(method, w.client.id, path(url), w.member)).statusCode).toBe(200);
  });

  it.each(READS)('%s %s: a user of another client gets 404, as for a client that does not exist', async (method, url) => {
    const res = await call(method, w.client.id, path(url), w.outsider);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Client not found' });
    expect((await call(method, 'no-such-client', path(url), w.admin)).json()).toEqual({ message: 'Client not found' });
  });

  it.each(WRITES)('%s %s: only an admin changes it', async (method, url, body) => {
    for (const account of [w.member, w.outsider]) {
      const res = await call(method, w.client.id, path(url), account, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Admin access required.' });
    }
    expect((await call(method, 'no-such-client', path(url), w.admin, body)).statusCode).toBe(404);
  });

  it.each<[Method, string]>([...READS, ...WRITES.map(([method, url]): [Method, string] => [method, url])])('%s %s: an anonymous caller gets 401', async (method, url) => {
    expect((await call(method, w.client.id, path(url))).statusCode).toBe(401);
  });

  it('a member may not import; an outsider may not export', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/clients/${w.client.id}/directory/import?kind=properties`, headers: { ...w.member.auth, 'content-type': 'text/csv' }, payload: 'name\nX\n' });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', w.client.id, '/import?kind=units', w.outsider)).statusCode).toBe(404);
  });
});
