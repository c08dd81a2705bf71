import { randomUUID } from 'node:crypto';
import { collectRoutes } from './fuzz/collectRoutes';
import { accountsFixture, type Method } from './helpers/fixtures';
import { ROUTES } from './helpers/routeTable';
import { databaseKinds } from './helpers/testApp';

/** "GET /api/clients/" is the same route as "GET /api/clients"; HEAD twins and CORS preflight are Fastify's. */
function apiRoutes(routes: { method: string; path: string }[]): string[] {
  const keys = routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS').map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`);
  return [...new Set(keys)].sort();
}

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID());

describe.each(databaseKinds)('who may call each route, on %s', (kind) => {
  const { t, user, call } = accountsFixture(kind);

  it('lists every route the app answers, and no route it does not', () => {
    expect(apiRoutes(collectRoutes(t.app))).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES).filter(([, scope]) => scope !== 'public'))('%s answers 401 to an anonymous caller', async (route) => {
    const [method, path] = route.split(' ') as [Method, string];
    expect((await call(method, concrete(path))).statusCode).toBe(401);
  });

  it.each(Object.entries(ROUTES).filter(([, scope]) => scope === 'admin'))('%s answers 403 to a member', async (route) => {
    const [method, path] = route.split(' ') as [Method, string];
    expect((await call(method, concrete(path), user)).statusCode).toBe(403);
  });

  it.each(Object.entries(ROUTES).filter(([, scope]) => scope === 'member'))('%s lets a member through its guard', async (route) => {
    const [method, path] = route.split(' ') as [Method, string];
    expect((await call(method, concrete(path), user)).statusCode).not.toBe(401);
  });
});
