import Fastify from 'fastify';
import { authUser, requireSignIn, signInWithPage } from '../../src/server/auth/guard';
import { installErrorHandler } from '../../src/server/http/errorHandler';
import { createAccount } from './helpers/accounts';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * The pages of a client's lists read the caller's account in their own statement (guard.ts,
 * `signInWithPage`; access.ts, `clientGate`). Whatever the page holds, each refusal must stay
 * what the guard answers on every other route: 401 for a session that ended or an account
 * that is gone, and the client's 404 for a client the caller does not reach.
 */
describe.each(databaseKinds)('a page that reads the sign-in with its rows, on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  beforeAll(async () => {
    for (const clientId of [w.client.id, w.otherClient.id]) {
      await seedInvoice(t, clientId, { payee: 'Acme Plumbing' });
      await seedEmail(t, clientId);
      await seedReport(t, clientId);
    }
  });

  const pages = (clientId: string) => [
    `/api/invoices/client/${clientId}?page=1&limit=5`,
    `/api/invoices/client/${clientId}?page=1&limit=5&sort=payee&order=asc`,
    `/api/invoices/client/${clientId}?page=1&limit=5&search=acme`,
    `/api/emails?pagination=true&clientId=${clientId}&page=1&limit=5`,
    `/api/reports/client/${clientId}?pagination=true&page=1&limit=5`,
    `/api/invoices/client/${clientId}/due?page=1&limit=5`,
  ];
  const wholeLists = (clientId: string) => [`/api/emails?clientId=${clientId}`, `/api/reports/client/${clientId}`];

  it('serves a member and an admin the client they reach', async () => {
    for (const url of [...pages(w.client.id), ...wholeLists(w.client.id)]) {
      for (const as of [w.member, w.admin]) {
        const answer = await call('GET', url, as);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
        expect(JSON.stringify(answer.json())).toMatch(/"id"/);
      }
    }
  });

  it('answers a client the caller does not reach as one that does not exist, rows or not', async () => {
    const nowhere = '00000000-0000-4000-8000-000000000000';
    for (const [url, as] of [...pages(w.otherClient.id), ...wholeLists(w.otherClient.id)].map((u) => [u, w.member] as const).concat(pages(nowhere).map((u) => [u, w.admin] as const))) {
      const answer = await call('GET', url, as);
      expect({ url, status: answer.statusCode, message: answer.json().message }).toEqual({ url, status: 404, message: 'Client not found' });
    }
  });

  it('serves an empty page of a reached client with its total of 0', async () => {
    const empty = await seedClient(t, 'Empty Estates');
    const member = await createAccount(t);
    await link(t, member, [empty.id]);
    for (const url of pages(empty.id)) {
      const answer = await call('GET', url, member);
      expect({ url, status: answer.statusCode, total: answer.json().total }).toEqual({ url, status: 200, total: 0 });
    }
  });

  it('refuses a session ended by a password change, though the page has rows', async () => {
    const member = await createAccount(t);
    await link(t, member, [w.client.id]);
    await t.ctx.db.kysely.updateTable('users').set({ token_generation: 1 }).where('id', '=', member.id).execute();
    for (const url of pages(w.client.id)) {
      const answer = await call('GET', url, member);
      expect({ url, status: answer.statusCode, message: answer.json().message }).toEqual({ url, status: 401, message: 'Session ended: the password was changed' });
    }
  });

  it('refuses the token of a deleted account, and a member taken off the client', async () => {
    const gone = await createAccount(t);
    await link(t, gone, [w.client.id]);
    const removed = await createAccount(t);
    await link(t, removed, [w.client.id]);
    await t.ctx.db.kysely.deleteFrom('user_clients').where('user_id', 'in', [gone.id, removed.id]).execute();
    await t.ctx.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    for (const url of pages(w.client.id)) {
      expect({ url, status: (await call('GET', url, gone)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call('GET', url, removed)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('refuses an anonymous or forged token before reading anything', async () => {
    for (const url of pages(w.client.id)) {
      t.statements.length = 0;
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, undefined, undefined, { authorization: `Bearer ${w.member.token}x` })).statusCode).toBe(401);
      expect(t.statements).toEqual([]);
    }
  });

  it('answers 500, never data, from a route that leaves its sign-in to a page and never reads it', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    await app.register(authUser);
    await app.register(async (members) => {
      requireSignIn(members, t.ctx);
      members.get('/forgetful/:clientId', { config: signInWithPage }, async () => ({ secret: 'rows' }));
    });
    const answer = await app.inject({ method: 'GET', url: `/forgetful/${w.client.id}`, headers: w.member.auth });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toMatch(/rows/);
    await app.close();
  });
});
