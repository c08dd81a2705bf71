import Fastify from 'fastify';
import { authUser, requireSignIn } from '../../../src/server/auth/guard';
import { installErrorHandler } from '../../../src/server/http/errorHandler';
import { moveClockOn } from '../helpers/clock';
import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { login, post, verifiedAccount } from './support';

const INVALID = { message: 'Invalid refresh token', code: 'INVALID_TOKEN' };
const CHALLENGE = 'Bearer error="invalid_token"';

describe.each(databaseKinds)('POST /api/auth/refresh-token on %s', (kind) => {
  const t = appFixture(kind);

  const refresh = (refreshToken: string) => post(t, '/refresh-token', { refreshToken });

  it('rotates: a new pair each time, the old refresh token spent', async () => {
    const { email, userId } = await verifiedAccount(t);
    const first = await login(t, email);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(t.ctx.accessTokens.verify(second.token)).resolves.toEqual({ userId, generation: 0 });
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('treats a reused token as theft and revokes its whole family, but not other sessions', async () => {
    const { email } = await verifiedAccount(t);
    const stolen = await login(t, email);
    const otherDevice = await login(t, email);
    const rotated = (await refresh(stolen.refreshToken)).json().refreshToken as string;

    const reuse = await refresh(stolen.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID);
    expect(reuse.headers['www-authenticate']).toBe(CHALLENGE);
    // The legitimate holder's newer token is gone too.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('lets exactly one of several simultaneous uses of a token win', async () => {
    const { email } = await verifiedAccount(t);
    const { refreshToken } = await login(t, email);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken), refresh(refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('rejects an unknown token with the bearer challenge', async () => {
    const res = await refresh('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    expect(res.headers['www-authenticate']).toBe(CHALLENGE);
  });

  it('rejects an expired token', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { refreshToken } = await login(t, email);
    await t.ctx.db.kysely.updateTable('refresh_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('rejects the token of a deleted user', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { refreshToken } = await login(t, email);
    await t.ctx.db.kysely.deleteFrom('users').where('id', '=', userId).execute();
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { email, userId } = await verifiedAccount(t);
    const { refreshToken } = await login(t, email);
    const rows = await t.ctx.db.kysely.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(refreshToken);
  });

  it.each([[{}], [{ refreshToken: '' }], [{ refreshToken: 5 }]])('rejects bad input %j with 400', async (payload) => {
    const res = await post(t, '/refresh-token', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^refreshToken /);
  });
});

describe.each(databaseKinds)('short-lived access tokens on %s', (kind) => {
  // Two seconds, not one: the expiry is a whole second, so a token signed late in a second lives
  // between one and two seconds; with one it could expire before the test's first request.
  const t = appFixture(kind, { ACCESS_TOKEN_TTL: '2' });
  afterEach(() => jest.useRealTimers());

  it('expire, are refused by the guard, and a refresh gives a working one', async () => {
    // The real guard on a route of its own, since the app under test is already sealed.
    const guarded = Fastify();
    installErrorHandler(guarded);
    await guarded.register(authUser);
    await guarded.register(async (members) => {
      requireSignIn(members, t.ctx);
      members.get('/me', async (request) => ({ id: request.user?.id }));
    });
    await guarded.ready();

    const { email, userId } = await verifiedAccount(t);
    const session = await login(t, email);
    const me = (token: string) => guarded.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(session.token)).json()).toEqual({ id: userId });

    moveClockOn(3100);
    await expect(t.ctx.accessTokens.verify(session.token)).rejects.toMatchObject({ statusCode: 401, message: 'Token expired' });
    const expired = await me(session.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe(CHALLENGE);

    const renewed = (await post(t, '/refresh-token', { refreshToken: session.refreshToken })).json();
    expect((await me(renewed.token)).json()).toEqual({ id: userId });
    await guarded.close();
  });
});
