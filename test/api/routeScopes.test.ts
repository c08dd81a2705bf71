import { randomUUID } from 'node:crypto';
import { collectRoutes } from './fuzz/collectRoutes';
import { accountsFixture, type Method } from './helpers/fixtures';
import { databaseKinds } from './helpers/testApp';

type Scope = 'public' | 'member' | 'admin';

/**
 * Every route of the API and who may call it: anyone, a signed-in member, or an admin. A route
 * added without its line here fails this suite, so a route that nobody protected shows up in
 * review. Members' routes may still refuse a member in their handlers (another user's data, the
 * super admin's deletions); that is tested with each route.
 */
const ROUTES: Record<string, Scope> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh-token': 'public',
  'POST /api/auth/send-verification-code': 'public',
  'POST /api/auth/verify-code': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-reset-code': 'public',
  'POST /api/auth/reset-password-with-code': 'public',
  'POST /api/auth/firebase-google-auth': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/clients': 'public',
  'GET /api/auth/config': 'public',
  'GET /api/attachments/:partId': 'member',
  'POST /api/associations/create-associations': 'member',
  'POST /api/associations/associate': 'member',
  'GET /api/associations/unassociated-invoices': 'member',
  'GET /api/associations/unassociated-emails': 'member',
  'GET /api/associations/invoice/:id/email': 'member',
  'GET /api/clients': 'member',
  'POST /api/clients': 'admin',
  'GET /api/clients/combo-box': 'member',
  'GET /api/clients/:id': 'member',
  'PUT /api/clients/:id': 'admin',
  'DELETE /api/clients/:id': 'admin',
  'GET /api/completed/counts': 'member',
  'GET /api/completed/details': 'member',
  'GET /api/completed/totals': 'admin',
  'GET /api/users': 'admin',
  'GET /api/users/:id': 'member',
  'DELETE /api/users/:id': 'member',
  'PUT /api/users/:id/client': 'admin',
  'GET /api/invoices': 'member',
  'POST /api/invoices': 'member',
  'GET /api/invoices/all': 'admin',
  'GET /api/invoices/client/:clientId': 'member',
  'GET /api/invoices/client/:clientId/no-pdf': 'member',
  'GET /api/invoices/:id': 'member',
  'PUT /api/invoices/:id': 'member',
  'DELETE /api/invoices/:id': 'member',
  'PATCH /api/invoices/:id/toggle-review': 'member',
  'PATCH /api/invoices/:id/updateComment': 'member',
  'GET /api/emails': 'member',
  'POST /api/emails': 'member',
  'POST /api/emails/receive': 'member',
  'GET /api/emails/client/:clientId': 'member',
  'GET /api/emails/:id': 'member',
  'PUT /api/emails/:id': 'member',
  'DELETE /api/emails/:id': 'member',
  'PATCH /api/emails/:id/review-status': 'member',
  'PATCH /api/emails/:id/toggle-review': 'member',
  'PATCH /api/emails/:id/comment': 'member',
  'GET /api/reports/client': 'member',
  'GET /api/reports/client/:clientId': 'member',
  'GET /api/reports/client/:clientId/all': 'admin',
};

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
