import type { Client } from '../../src/shared/contract/clients';
import type { User } from '../../src/shared/contract/users';
import { createAuthServices } from '../../src/server/auth/services';
import { nowIso } from '../../src/server/db/ids';
import { createAccount, type TestAccount } from './helpers/accounts';
import { accountsFixture, appFixture, type Method } from './helpers/fixtures';
import { link, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

const userKeys = ['client_ids', 'createdAt', 'email', 'emailVerified', 'forwardEmail', 'id', 'isAdmin', 'name', 'username'];

describe.each(databaseKinds)('users API on %s', (kind) => {
  const { t, admin, user, call } = accountsFixture(kind, { admin: 'Mia Admin', user: 'bob Regular' });
  let clients: Client[];

  beforeAll(async () => {
    clients = [];
    for (const name of ['North', 'South', 'East']) {
      const res = await call('POST', '/api/clients', admin, { name });
      clients.push(res.json().client);
    }
  });

  const setClients = (target: TestAccount, payload: object, as = admin) => call('PUT', `/api/users/${target.id}/client`, as, payload);
  const linksOf = (userId: string) => t.ctx.db.kysely.selectFrom('user_clients').selectAll().where('user_id', '=', userId).execute();
  const ids = (list: Client[]) => list.map((c) => c.id).sort();

  it.each<[Method, string]>([
    ['GET', '/api/users'],
    ['GET', '/api/users/some-id'],
    ['PUT', '/api/users/some-id/client'],
    ['DELETE', '/api/users/some-id'],
  ])('%s %s refuses an anonymous caller with a bearer challenge', async (method, url) => {
    const res = await call(method, url, undefined, method === 'PUT' ? { clientIds: [] } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  describe('reading', () => {
    it('lists every user sorted by name for an admin, without secrets', async () => {
      await setClients(user, { clientIds: [clients[1]?.id] });
      const res = await call('GET', '/api/users', admin);
      expect(res.statusCode).toBe(200);
      const users = res.json().users as User[];
      expect(users.map((u) => u.name)).toEqual(['bob Regular', 'Mia Admin']);
      for (const listed of users) expect(Object.keys(listed).sort()).toEqual(userKeys);
      expect(users[0]).toMatchObject({ id: user.id, email: user.email, isAdmin: false, client_ids: [clients[1]?.id] });
      expect(users[1]).toMatchObject({ id: admin.id, isAdmin: true, client_ids: [] });
    });

    it('sorts the list by name ignoring case', async () => {
      for (const name of ['zed Last', 'alice First', 'Carol Middle']) await createAccount(t, { name });
      const names = ((await call('GET', '/api/users', admin)).json().users as User[]).map((u) => u.name);
      expect(names).toEqual(['alice First', 'bob Regular', 'Carol Middle', 'Mia Admin', 'zed Last']);
    });

    it('refuses the list to a regular user', async () => {
      const res = await call('GET', '/api/users', user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Admin access required.' });
    });

    it('gives one user with their clients to an admin, and to that user only', async () => {
      await setClients(user, { clientIds: ids(clients.slice(0, 2)) });
      for (const as of [admin, user]) {
        const res = await call('GET', `/api/users/${user.id}`, as);
        expect(res.statusCode).toBe(200);
        const body = res.json().user;
        expect(Object.keys(body).sort()).toEqual([...userKeys, 'clients'].sort());
        expect(body.client_ids).toEqual(ids(clients.slice(0, 2)));
        expect(body.clients).toEqual([clients[0], clients[1]]);
      }
      const other = await call('GET', `/api/users/${admin.id}`, user);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: 'You can only view your own account.' });
      const missing = await call('GET', '/api/users/nobody', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found' });
    });
  });

  describe('client associations and admin flag', () => {
    it('replaces the whole association set', async () => {
      const first = await setClients(user, { targetUserId: user.id, clientIds: ids(clients.slice(0, 2)), isAdmin: false });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'User updated', user: { id: user.id, client_ids: ids(clients.slice(0, 2)), isAdmin: false } });
      const second = await setClients(user, { clientIds: [clients[2]?.id, clients[2]?.id] });
      expect(second.json().user.client_ids).toEqual([clients[2]?.id]);
      expect((await linksOf(user.id)).map((l) => l.client_id)).toEqual([clients[2]?.id]);
      const cleared = await setClients(user, { clientIds: [] });
      expect(cleared.json().user.client_ids).toEqual([]);
    });

    it('gives the same client ids, sorted, in the update, the list and the user', async () => {
      const update = (await setClients(user, { clientIds: [...ids(clients)].reverse() })).json().user.client_ids;
      expect(update).toEqual(ids(clients));
      const listed = ((await call('GET', '/api/users', admin)).json().users as User[]).find((u) => u.id === user.id);
      expect(listed?.client_ids).toEqual(ids(clients));
      expect((await call('GET', `/api/users/${user.id}`, user)).json().user.client_ids).toEqual(ids(clients));
    });

    it('coerces a single client id to a list', async () => {
      const res = await setClients(user, { clientIds: clients[0]?.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.client_ids).toEqual([clients[0]?.id]);
    });

    it('refuses unknown client ids by name and changes nothing', async () => {
      await setClients(user, { clientIds: [clients[0]?.id] });
      const res = await setClients(user, { clientIds: [clients[1]?.id, 'ghost-1', 'ghost-2'], isAdmin: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid input: clientIds has unknown client ids: ghost-1, ghost-2');
      expect((await linksOf(user.id)).map((l) => l.client_id)).toEqual([clients[0]?.id]);
      expect((await t.ctx.repos.users.findById(user.id))?.is_admin).toBe(0);
    });

    it.each<[string, unknown, string]>([
      ['a mismatched targetUserId', { targetUserId: 'someone-else', clientIds: [] }, 'targetUserId must match the user id in the path'],
      ['clientIds of the wrong type', { clientIds: 5 }, 'clientIds must be a client id or a list of client ids'],
      ['an empty client id', { clientIds: [''] }, 'clientIds.0 must not contain an empty id'],
      ['isAdmin of the wrong type', { clientIds: [], isAdmin: 'yes' }, 'isAdmin must be true or false'],
      ['nothing to change', {}, 'send clientIds, isAdmin or both'],
      ['a body that is not an object', ['clients'], 'expected object'],
    ])('refuses %s with a 400', async (_label, body, expected) => {
      const res = await setClients(user, body as object);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(expected);
    });

    it.each<[string, object, string[]]>([
      ['isAdmin as a number', { isAdmin: 1 }, ['isAdmin must be true or false']],
      ['isAdmin as null', { isAdmin: null }, ['isAdmin must be true or false']],
      ['isAdmin as text, with an unknown client', { clientIds: ['ghost'], isAdmin: 'true' }, ['isAdmin must be true or false']],
      ['a list with a number in it', { clientIds: ['a', 2] }, ['clientIds must be a client id or a list of client ids']],
    ])('answers %s with the field named in message and errors, changing nothing', async (_label, body, errors) => {
      const before = await linksOf(user.id);
      const res = await setClients(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
      expect(await linksOf(user.id)).toEqual(before);
      expect((await t.ctx.repos.users.findById(user.id))?.is_admin).toBe(0);
    });

    it('accepts a targetUserId that matches the path', async () => {
      const res = await setClients(user, { targetUserId: user.id, clientIds: clients[1]?.id });
      expect(res.json()).toEqual({ message: 'User updated', user: { id: user.id, client_ids: [clients[1]?.id], isAdmin: false } });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}/client`, headers: { ...admin.auth, 'content-type': 'application/json' }, payload: 'not json' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('answers 404 for an unknown user and 403 for a regular caller', async () => {
      const missing = await call('PUT', '/api/users/nobody/client', admin, { clientIds: [] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found' });
      const regular = await setClients(user, { clientIds: ids(clients) }, user);
      expect(regular.statusCode).toBe(403);
      expect(regular.json()).toEqual({ message: 'Admin access required.' });
    });

    it('promotes and demotes, taking effect at once', async () => {
      const member = await createAccount(t);
      expect((await setClients(member, { isAdmin: true })).json().user.isAdmin).toBe(true);
      expect((await call('GET', '/api/users', member)).statusCode).toBe(200);
      expect((await setClients(member, { isAdmin: false })).json().user.isAdmin).toBe(false);
      expect((await call('GET', '/api/users', member)).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes a user with their associations, tokens and codes, keeping the clients', async () => {
      const doomed = await createAccount(t);
      await setClients(doomed, { clientIds: ids(clients) });
      const now = nowIso();
      const later = nowIso(Date.now() + 60_000);
      await t.ctx.db.kysely
        .insertInto('refresh_tokens')
        .values({ id: `rt-${doomed.id}`, user_id: doomed.id, family_id: 'f', generation: 0, token_hash: `h-${doomed.id}`, expires_at: later, used_at: null, revoked_at: null, created_at: now })
        .execute();
      await t.ctx.db.kysely
        .insertInto('one_time_codes')
        .values({ id: `c-${doomed.id}`, user_id: doomed.id, purpose: 'verify', code_hash: 'x', expires_at: later, consumed_at: null, created_at: now })
        .execute();

      const res = await call('DELETE', `/api/users/${doomed.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted', deletedInvoices: 0 });

      expect(await linksOf(doomed.id)).toEqual([]);
      const db = t.ctx.db.kysely;
      expect(await db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', doomed.id).execute()).toEqual([]);
      expect(await db.selectFrom('one_time_codes').selectAll().where('user_id', '=', doomed.id).execute()).toEqual([]);
      expect((await call('GET', '/api/clients', admin)).json().clients).toHaveLength(clients.length);
      expect((await call('GET', '/api/clients', doomed)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/users/${doomed.id}`, admin)).json()).toEqual({ message: 'User not found' });
    });

    it('deletes the invoices they uploaded and their completed work, and ends their sessions', async () => {
      const db = t.ctx.db.kysely;
      const doomed = await createAccount(t);
      const [client] = clients as [Client];
      await link(t, doomed, [client.id]);
      const uploaded = [await seedInvoice(t, client.id, { user_id: doomed.id }), await seedInvoice(t, client.id, { user_id: doomed.id })];
      const othersInvoice = await seedInvoice(t, client.id, { user_id: admin.id });
      const reviewed = await seedInvoice(t, client.id);
      // Completed work of theirs and of the admin, recorded by the real route.
      for (const as of [doomed, admin]) expect((await call('PATCH', `/api/invoices/${reviewed.id}/toggle-review`, as, {})).statusCode).toBe(200);
      const refreshToken = await createAuthServices(t.ctx).refreshTokens.issue(doomed.id, 0);
      const rowsOf = async (userId: string) => ({
        links: (await linksOf(userId)).length,
        refreshTokens: (await db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).execute()).length,
        invoices: (await db.selectFrom('invoices').select('id').where('user_id', '=', userId).execute()).length,
        activity: (await db.selectFrom('completed_activity').select('id').where('user_id', '=', userId).execute()).length,
        daily: (await db.selectFrom('activity_daily').select('day').where('user_id', '=', userId).execute()).length,
      });
      expect(await rowsOf(doomed.id)).toEqual({ links: 1, refreshTokens: 1, invoices: 2, activity: 1, daily: 1 });
      const adminBefore = await rowsOf(admin.id);

      const res = await call('DELETE', `/api/users/${doomed.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted', deletedInvoices: 2 });

      expect(await rowsOf(doomed.id)).toEqual({ links: 0, refreshTokens: 0, invoices: 0, activity: 0, daily: 0 });
      for (const invoice of uploaded) expect((await call('GET', `/api/invoices/${invoice.id}`, admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/invoices/${othersInvoice.id}`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/api/invoices/${reviewed.id}`, admin)).statusCode).toBe(200);
      expect(await rowsOf(admin.id)).toEqual(adminBefore);

      const access = await call('GET', `/api/users/${doomed.id}`, doomed);
      expect(access.statusCode).toBe(401);
      expect(access.headers['www-authenticate']).toMatch(/^Bearer/);
      const refresh = await call('POST', '/api/auth/refresh-token', undefined, { refreshToken });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().message).toBe('Invalid refresh token');
    });

    it('answers 404 for a user that never existed', async () => {
      const res = await call('DELETE', '/api/users/nobody', admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    });

    it('lets an admin delete another admin', async () => {
      const other = await createAccount(t, { isAdmin: true });
      expect((await call('DELETE', `/api/users/${other.id}`, admin)).json()).toEqual({ message: 'User deleted', deletedInvoices: 0 });
      expect(await t.ctx.repos.users.findById(other.id)).toBeUndefined();
    });

    it("refuses an admin's own account", async () => {
      const res = await call('DELETE', `/api/users/${admin.id}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'You cannot delete your own account.' });
    });

    it('refuses a regular caller with its own message, their own account included', async () => {
      for (const target of [admin, user]) {
        const res = await call('DELETE', `/api/users/${target.id}`, user);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Only super admins can delete users.' });
        expect(await t.ctx.repos.users.findById(target.id)).toBeDefined();
      }
    });
  });
});

describe.each(databaseKinds)('the last admin on %s', (kind) => {
  const t = appFixture(kind);

  const demote = (account: TestAccount) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${account.id}/client`, headers: account.auth, payload: { clientIds: [], isAdmin: false } });

  it('cannot demote themself, but can once another admin exists', async () => {
    const only = await createAccount(t, { isAdmin: true });
    const refused = await demote(only);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'You cannot remove admin rights from the last admin.' });
    expect((await t.ctx.repos.users.findById(only.id))?.is_admin).toBe(1);

    await createAccount(t, { isAdmin: true });
    const allowed = await demote(only);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().user).toEqual({ id: only.id, client_ids: [], isAdmin: false });
  });

  it('keeps one admin when the last two demote themselves at the same time', async () => {
    await t.ctx.db.kysely.updateTable('users').set({ is_admin: 0 }).execute();
    const pair = [await createAccount(t, { isAdmin: true }), await createAccount(t, { isAdmin: true })];
    const results = await Promise.all(pair.map(demote));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.ctx.repos.users.countAdmins()).toBe(1);
  });
});
