import type { Client } from '../../src/shared/contract/clients';
import { createClientsRepository, isUniqueViolation } from '../../src/server/db/repositories/clients';
import { createUserClientsRepository } from '../../src/server/db/repositories/userClients';
import { createAccount, type TestAccount } from './helpers/accounts';
import { accountsFixture, type Method } from './helpers/fixtures';
import { seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('clients API on %s', (kind) => {
  const { t, admin, user, call } = accountsFixture(kind);
  let seq = 0;

  async function makeClient(fields: { name?: string; forwardEmail?: string; appfolioUrl?: string } = {}): Promise<Client> {
    seq += 1;
    const res = await call('POST', '/api/clients', admin, { name: `Client ${seq}`, ...fields });
    expect(res.statusCode).toBe(201);
    return res.json().client;
  }
  const associate = (account: TestAccount, clients: Client[]) =>
    createUserClientsRepository(t.ctx.db.kysely).replace(account.id, clients.map((c) => c.id));

  describe('access', () => {
    it.each<[Method, string]>([
      ['GET', '/api/clients'],
      ['GET', '/api/clients/combo-box'],
      ['GET', '/api/clients/some-id'],
      ['POST', '/api/clients'],
      ['PUT', '/api/clients/some-id'],
      ['DELETE', '/api/clients/some-id'],
    ])('%s %s refuses an anonymous caller with a bearer challenge', async (method, url) => {
      const res = await call(method, url, undefined, method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it.each<[Method, string]>([
      ['POST', '/api/clients'],
      ['PUT', '/api/clients/{id}'],
      ['DELETE', '/api/clients/{id}'],
    ])('%s %s needs an admin', async (method, url) => {
      const client = await makeClient();
      await associate(user, [client]);
      const res = await call(method, url.replace('{id}', client.id), user, method === 'DELETE' ? undefined : { name: 'Hijacked' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Admin access required.' });
      expect((await call('GET', `/api/clients/${client.id}`, admin)).json().client.name).toBe(client.name);
    });
  });

  describe('create and update', () => {
    it('creates a client, trimming text, lowering the address and treating blanks as not set', async () => {
      const res = await call('POST', '/api/clients', admin, { name: '  Reno Property  ', forwardEmail: ' Bills.Reno@Example.COM ', appfolioUrl: ' ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'Client created successfully!',
        client: { id: expect.any(String), name: 'Reno Property', forwardEmail: 'bills.reno@example.com', appfolioUrl: null, createdAt: expect.any(String), updatedAt: expect.any(String) },
      });
    });

    it.each<[string, unknown, string]>([
      ['a missing name', { forwardEmail: 'a@example.com' }, 'name is required'],
      ['a blank name', { name: '   ' }, 'name is required'],
      ['a name of the wrong type', { name: 42 }, 'name must be a string'],
      ['a bad e-mail', { name: 'A', forwardEmail: 'not-an-email' }, 'forwardEmail must be a valid email address'],
      ['an e-mail of the wrong type', { name: 'A', forwardEmail: 7 }, 'forwardEmail'],
      ['a non-http URL', { name: 'A', appfolioUrl: 'ftp://example.com' }, 'appfolioUrl must be a valid http(s) URL'],
      ['a script URL', { name: 'A', appfolioUrl: 'javascript:alert(1)' }, 'appfolioUrl must be a valid http(s) URL'],
      ['a body that is not an object', ['A'], 'expected object'],
      ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name must be at most 200 characters'],
      ['an e-mail without a domain', { name: 'A', forwardEmail: 'bills@' }, 'forwardEmail must be a valid email address'],
      ['a URL without a scheme', { name: 'A', appfolioUrl: 'acme.appfolio.com' }, 'appfolioUrl must be a valid http(s) URL'],
    ])('refuses %s with a 400 naming the field', async (_label, body, expected) => {
      for (const [method, url] of [['POST', '/api/clients'], ['PUT', `/api/clients/${(await makeClient()).id}`]] as const) {
        const res = await t.app.inject({ method, url, headers: admin.auth, payload: body as object });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(expected);
      }
    });

    it('answers a bad body with every problem in message and errors, and writes nothing', async () => {
      const res = await call('POST', '/api/clients', admin, { name: ' ', forwardEmail: 'nope', appfolioUrl: 'ftp://x.example' });
      const errors = ['name is required', 'forwardEmail must be a valid email address', 'appfolioUrl must be a valid http(s) URL'];
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `Invalid input: ${errors.join('; ')}`, errors });
      const client = await makeClient();
      expect((await call('PUT', `/api/clients/${client.id}`, admin, { name: 'Changed', forwardEmail: 'nope' })).statusCode).toBe(400);
      expect((await call('GET', `/api/clients/${client.id}`, admin)).json()).toEqual({ client });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: '{name:' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    });

    it('updates every field, and a blank field clears it', async () => {
      const client = await makeClient({ forwardEmail: `old${seq}@example.com`, appfolioUrl: 'https://old.example.com' });
      const res = await call('PUT', `/api/clients/${client.id}`, admin, { name: 'Renamed', forwardEmail: '', appfolioUrl: 'https://acme.appfolio.com/bills' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Client updated successfully!',
        client: { ...client, name: 'Renamed', forwardEmail: null, appfolioUrl: 'https://acme.appfolio.com/bills', updatedAt: expect.any(String) },
      });
      expect((await call('GET', `/api/clients/${client.id}`, admin)).json().client.name).toBe('Renamed');
    });

    it('answers 404 when updating a client that does not exist', async () => {
      const res = await call('PUT', '/api/clients/no-such-client', admin, { name: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Client not found' });
    });
  });

  describe('unique Smart Bill Entry address', () => {
    it('refuses an address another client uses, whatever its case', async () => {
      const owner = await makeClient({ name: 'Owner Co', forwardEmail: 'Intake@Unique.example' });
      const other = await makeClient();
      const message = 'That Smart Bill Entry e-mail is already used by client Owner Co.';
      const created = await call('POST', '/api/clients', admin, { name: 'Copy', forwardEmail: 'INTAKE@unique.EXAMPLE' });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toEqual({ message });
      const updated = await call('PUT', `/api/clients/${other.id}`, admin, { name: other.name, forwardEmail: 'intake@unique.example' });
      expect(updated.statusCode).toBe(409);
      expect(updated.json()).toEqual({ message });
      const kept = await call('PUT', `/api/clients/${owner.id}`, admin, { name: 'Owner Co', forwardEmail: 'INTAKE@unique.example' });
      expect(kept.statusCode).toBe(200);
    });

    const countNamed = async (name: string) => (await t.ctx.db.kysely.selectFrom('clients').select('id').where('name', '=', name).execute()).length;
    const addressOf = async (id: string) => (await call('GET', `/api/clients/${id}`, admin)).json().client.forwardEmail;

    it('writes nothing when it refuses an address', async () => {
      const owner = await makeClient({ name: 'Keeper Co', forwardEmail: 'keep@unique.example' });
      const other = await makeClient({ forwardEmail: `mine${seq}@unique.example` });
      const otherAddress = other.forwardEmail;
      expect((await call('POST', '/api/clients', admin, { name: 'Never Made', forwardEmail: ' KEEP@unique.example ' })).statusCode).toBe(409);
      expect(await countNamed('Never Made')).toBe(0);
      const refused = await call('PUT', `/api/clients/${other.id}`, admin, { name: 'Never Renamed', forwardEmail: 'keep@UNIQUE.example' });
      expect(refused.json()).toEqual({ message: 'That Smart Bill Entry e-mail is already used by client Keeper Co.' });
      expect(await countNamed('Never Renamed')).toBe(0);
      expect(await addressOf(other.id)).toBe(otherAddress);
      expect(await addressOf(owner.id)).toBe('keep@unique.example');
    });

    it('lets a client keep its own address in another case while changing the rest', async () => {
      const owner = await makeClient({ name: 'Self Co', forwardEmail: 'self@unique.example' });
      const res = await call('PUT', `/api/clients/${owner.id}`, admin, { name: 'Self Co Renamed', forwardEmail: ' SELF@Unique.Example ', appfolioUrl: 'https://self.appfolio.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json().client).toEqual({ ...owner, name: 'Self Co Renamed', forwardEmail: 'self@unique.example', appfolioUrl: 'https://self.appfolio.com', updatedAt: expect.any(String) });
    });

    it('frees an address when its client gives it up or is deleted', async () => {
      const first = await makeClient({ forwardEmail: 'moving@unique.example' });
      const second = await makeClient();
      expect((await call('PUT', `/api/clients/${first.id}`, admin, { name: first.name, forwardEmail: 'moved@unique.example' })).statusCode).toBe(200);
      const taken = await call('PUT', `/api/clients/${second.id}`, admin, { name: second.name, forwardEmail: 'Moving@unique.example' });
      expect(taken.statusCode).toBe(200);
      expect(taken.json().client.forwardEmail).toBe('moving@unique.example');
      expect((await call('DELETE', `/api/clients/${first.id}`, admin)).statusCode).toBe(200);
      const created = await call('POST', '/api/clients', admin, { name: 'Heir Co', forwardEmail: 'moved@unique.example' });
      expect(created.statusCode).toBe(201);
      expect(created.json().client.forwardEmail).toBe('moved@unique.example');
    });

    it('lets any number of clients have no address', async () => {
      for (const forwardEmail of [undefined, '', '   ']) {
        const res = await call('POST', '/api/clients', admin, { name: `No Address ${forwardEmail === undefined ? 'absent' : JSON.stringify(forwardEmail)}`, forwardEmail });
        expect(res.statusCode).toBe(201);
        expect(res.json().client.forwardEmail).toBeNull();
      }
    });

    it('lets exactly one of several simultaneous creations take an address', async () => {
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) => call('POST', '/api/clients', admin, { name: `Racer ${n}`, forwardEmail: 'race@unique.example' })),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      const winner = results.find((r) => r.statusCode === 201)?.json().client.name;
      for (const loser of results.filter((r) => r.statusCode === 409)) {
        expect(loser.json()).toEqual({ message: `That Smart Bill Entry e-mail is already used by client ${winner}.` });
      }
    });

    it('recognises the database refusing a duplicate address', async () => {
      const clients = createClientsRepository(t.ctx.db.kysely);
      await clients.create({ name: 'First', forwardEmail: 'db@unique.example', appfolioUrl: null });
      const error = await clients.create({ name: 'Second', forwardEmail: 'db@unique.example', appfolioUrl: null }).catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });
  });

  describe('reading', () => {
    let mine: Client[];
    let others: Client[];
    let reader: TestAccount;
    let other: TestAccount;

    beforeAll(async () => {
      reader = await createAccount(t);
      other = await createAccount(t);
      mine = [await makeClient({ name: 'zeta Homes' }), await makeClient({ name: 'Alpha Rentals' }), await makeClient({ name: 'beta Lofts' })];
      others = [await makeClient({ name: 'Other Estates' })];
      await associate(reader, mine);
      await associate(other, others);
    });
    const names = (clients: Client[]) => clients.map((c) => c.name);
    const sortedMine = () => ['Alpha Rentals', 'beta Lofts', 'zeta Homes'];

    it.each(['/api/clients', '/api/clients/combo-box'])('%s gives a regular user only their clients, sorted by name ignoring case', async (url) => {
      const res = await call('GET', url, reader);
      expect(res.statusCode).toBe(200);
      expect(names(res.json().clients)).toEqual(sortedMine());
      expect(res.json().clients[0]).toEqual({ ...mine[1], unreviewedCount: 0, overdueCount: 0 });
    });

    it("counts each client's unreviewed invoices and those of them past their due date", async () => {
      const [zeta, alpha] = mine as [Client, Client];
      const today = new Date().toISOString().slice(0, 10);
      for (const [dueDate, reviewed] of [['2020-01-31', 0], ['2020-02-29', 0], ['2099-12-31', 0], [null, 0], ['2020-03-31', 1], [today, 0]] as const) {
        await seedInvoice(t, zeta.id, { due_date: dueDate, reviewed });
      }
      await seedInvoice(t, alpha.id, { due_date: null, reviewed: 1 });
      const counts = new Map((await call('GET', '/api/clients', reader)).json().clients.map((c: { id: string; unreviewedCount: number; overdueCount: number }) => [c.id, [c.unreviewedCount, c.overdueCount]]));
      // Due today is not yet overdue; a reviewed invoice counts in neither.
      expect(counts.get(zeta.id)).toEqual([5, 2]);
      expect(counts.get(alpha.id)).toEqual([0, 0]);
      const everyClient = (await call('GET', '/api/clients', admin)).json().clients.find((c: { id: string }) => c.id === zeta.id);
      expect([everyClient.unreviewedCount, everyClient.overdueCount]).toEqual([5, 2]);
    });

    it('accepts a regular user naming themself, or a blank userId', async () => {
      expect(names((await call('GET', `/api/clients?userId=${reader.id}`, reader)).json().clients)).toEqual(sortedMine());
      expect(names((await call('GET', '/api/clients?userId=', reader)).json().clients)).toEqual(sortedMine());
    });

    it("refuses a regular user another user's list", async () => {
      const res = await call('GET', `/api/clients?userId=${other.id}`, reader);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only list your own clients.' });
    });

    it.each(['/api/clients', '/api/clients/combo-box'])('%s gives an admin every client', async (url) => {
      const all = (await call('GET', url, admin)).json().clients as Client[];
      expect(names(all)).toEqual(expect.arrayContaining([...sortedMine(), 'Other Estates']));
      expect(names(all)).toEqual([...names(all)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      expect(names((await call('GET', `/api/clients?userId=${admin.id}`, admin)).json().clients)).toEqual(names(all));
    });

    it("gives an admin another user's clients, and 404 for an unknown user", async () => {
      expect(names((await call('GET', `/api/clients?userId=${other.id}`, admin)).json().clients)).toEqual(['Other Estates']);
      const res = await call('GET', '/api/clients?userId=nobody', admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    });

    it('gives one client to an admin or an associated user, and hides it from anyone else', async () => {
      const [client] = mine as [Client];
      expect((await call('GET', `/api/clients/${client.id}`, admin)).json()).toEqual({ client });
      expect((await call('GET', `/api/clients/${client.id}`, reader)).json()).toEqual({ client });
      for (const res of [await call('GET', `/api/clients/${client.id}`, other), await call('GET', '/api/clients/unknown', admin)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Client not found' });
      }
    });
  });

  describe('delete', () => {
    it('deletes a client with its associations, then answers 404', async () => {
      const client = await makeClient();
      await associate(user, [client]);
      const res = await call('DELETE', `/api/clients/${client.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Client deleted successfully!' });
      expect((await call('GET', `/api/clients/${client.id}`, admin)).statusCode).toBe(404);
      const links = await t.ctx.db.kysely.selectFrom('user_clients').selectAll().where('client_id', '=', client.id).execute();
      expect(links).toEqual([]);
      const again = await call('DELETE', `/api/clients/${client.id}`, admin);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Client not found' });
    });
  });
});
