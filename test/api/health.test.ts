import { appFixture } from './helpers/fixtures';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('health and errors on %s', (kind) => {
  const t = appFixture(kind);

  it('answers 200 with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind, version: '1.18' });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });
});
