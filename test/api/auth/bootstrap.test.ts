import type { FastifyBaseLogger } from 'fastify';
import { GENERATED_ADMIN_EMAIL, bootstrapAdmin } from '../../../src/server/auth/bootstrap';
import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { post, verifiedAccount } from './support';

function capture() {
  const warnings: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined } as unknown as FastifyBaseLogger;
  const printed: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  return { log, warnings, printed, restore: () => spy.mockRestore() };
}

describe.each(databaseKinds)('first admin from ADMIN_EMAIL on %s', (kind) => {
  const t = appFixture(kind, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'operator secret' });

  it('creates a verified admin that can log in, and prints nothing', async () => {
    const out = capture();
    await bootstrapAdmin(t.ctx, out.log);
    out.restore();
    expect(out.printed).toEqual([]);
    const res = await post(t, '/login', { email: 'boss@example.com', password: 'operator secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
  });

  it('promotes and re-keys an existing account on the next start', async () => {
    const { userId } = await verifiedAccount(t);
    const row = await t.ctx.repos.users.findById(userId);
    const promoted = { ...t.ctx, config: { ...t.ctx.config, adminEmail: row?.email, adminPassword: 'new operator secret' } };
    const out = capture();
    await bootstrapAdmin(promoted, out.log);
    out.restore();
    expect((await t.ctx.repos.users.findById(userId))?.is_admin).toBe(1);
    expect((await post(t, '/login', { email: row?.email, password: 'new operator secret' })).json().isAdmin).toBe(true);
  });
});

describe.each(databaseKinds)('generated first admin on %s', (kind) => {
  const t = appFixture(kind, { PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true', PASSWORD_REQUIRE_UPPERCASE: 'true' });

  it('creates the generated admin with a printed password once, and never again', async () => {
    const first = capture();
    await bootstrapAdmin(t.ctx, first.log);
    first.restore();
    const match = /password: (\S+)/.exec(first.printed.join(''));
    const password = match?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(first.warnings).toHaveLength(1);
    // The structured log names the account but does not carry the password.
    expect(JSON.stringify(first.warnings)).toContain(GENERATED_ADMIN_EMAIL);
    expect(JSON.stringify(first.warnings)).not.toContain(password);

    const res = await post(t, '/login', { email: GENERATED_ADMIN_EMAIL, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);

    const second = capture();
    await bootstrapAdmin(t.ctx, second.log);
    second.restore();
    expect(second.printed).toEqual([]);
    expect(second.warnings).toEqual([]);
    expect((await post(t, '/login', { email: GENERATED_ADMIN_EMAIL, password })).statusCode).toBe(200);
  });
});
