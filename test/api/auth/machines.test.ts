import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { appOn, createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { codeIn, lastMailTo, login, post, register, verifiedAccount } from './support';

const SHARED = { JWT_SECRET: 'one-jwt-secret-for-every-machine-of-the-database', TOKEN_HASH_KEY: 'one-token-hash-key-for-every-machine-of-the-database' };

/** A second machine on the first one's database, with a DATA_DIR (so a secrets.json) of its own. */
async function otherMachine(first: TestApp, env: Record<string, string>): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-machine-'));
  const loaded = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000', ...env }, '/nonexistent/.env');
  const { app, ctx, mails } = await appOn(first.ctx.db, loaded);
  return {
    app,
    ctx,
    config: loaded,
    mails,
    statements: [],
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(databaseKinds)('API machines sharing one %s database', (kind) => {
  const started: TestApp[] = [];
  async function machines(env: Record<string, string>): Promise<[TestApp, TestApp]> {
    const first = await createTestApp(kind, env);
    started.push(first);
    const second = await otherMachine(first, env);
    started.push(second);
    return [first, second];
  }
  afterEach(async () => {
    // The second machine first: it uses the first one's database.
    for (const machine of started.reverse()) await machine.close();
    started.length = 0;
  });

  it('accept each other’s refresh tokens and codes when JWT_SECRET and TOKEN_HASH_KEY are set alike', async () => {
    const [one, other] = await machines(SHARED);
    const { email } = await verifiedAccount(one);
    const session = await login(one, email);
    const refreshed = await post(other, '/refresh-token', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect((await post(one, '/refresh-token', { refreshToken: refreshed.json().refreshToken })).statusCode).toBe(200);

    // A code mailed by one machine, typed into a page served by the other.
    const account = await register(one);
    const verified = await post(other, '/verify-code', { email: account.email, code: codeIn(lastMailTo(one, account.email)) });
    expect(verified.statusCode).toBe(200);
  });

  it('sign the user out on a refresh at another machine when only JWT_SECRET is set: each DATA_DIR has its own key', async () => {
    const [one, other] = await machines({ JWT_SECRET: SHARED.JWT_SECRET });
    const { email } = await verifiedAccount(one);
    const session = await login(one, email);
    expect((await post(other, '/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});
