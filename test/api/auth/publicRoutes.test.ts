import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { newId, nowIso } from '../../../src/server/db/ids';

describe.each(databaseKinds)('public auth routes on %s', (kind) => {
  const t = appFixture(kind, { PASSWORD_MIN_LENGTH: '10', PASSWORD_REQUIRE_NUMERIC: 'yes' });

  it('GET /clients lists every client by name, with id and name only, without a token', async () => {
    const now = nowIso();
    for (const name of ['beta Homes', 'Alpha Realty']) {
      await t.ctx.db.kysely.insertInto('clients').values({ id: newId(), name, forward_email: `${name.split(' ')[0]}@example.com`, appfolio_url: null, created_at: now, updated_at: now }).execute();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/clients' });
    expect(res.statusCode).toBe(200);
    const { clients } = res.json() as { clients: { id: string; name: string }[] };
    expect(clients.map((c) => c.name)).toEqual(['Alpha Realty', 'beta Homes']);
    for (const client of clients) expect(Object.keys(client).sort()).toEqual(['id', 'name']);
  });

  it('GET /config tells the SPA the password policy and whether Google is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google: false,
      passwordPolicy: {
        minLength: 10,
        maxLength: null,
        requireLowercase: false,
        requireUppercase: false,
        requireNumeric: true,
        requireNonAlphanumeric: false,
      },
    });
  });
});
