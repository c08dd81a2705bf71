import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { createAccount } from '../helpers/accounts';
import { PASSWORD, post, register, uniqueEmail, verifiedAccount } from './support';

const GENERIC = { message: 'Invalid email or password' };

describe.each(databaseKinds)('POST /api/auth/login on %s', (kind) => {
  const t = appFixture(kind);

  it('answers tokens and the profile for a verified account', async () => {
    const { email, userId } = await verifiedAccount(t);
    const res = await post(t, '/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId,
      name: email.split('@')[0],
      email,
      isAdmin: false,
      message: 'Login successful',
    });
    await expect(t.ctx.accessTokens.verify(body.token)).resolves.toEqual({ userId, generation: 0 });
  });

  it('reports an admin as such', async () => {
    const { email, userId } = await verifiedAccount(t);
    await t.ctx.repos.users.update(userId, { is_admin: 1 });
    expect((await post(t, '/login', { email, password: PASSWORD })).json().isAdmin).toBe(true);
  });

  it('answers the same generic 401, without a bearer challenge, for a wrong password and an unknown e-mail', async () => {
    const { email } = await verifiedAccount(t);
    for (const payload of [{ email, password: 'wrong password' }, { email: uniqueEmail(), password: PASSWORD }]) {
      const res = await post(t, '/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(GENERIC);
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.body.toLowerCase()).not.toContain('token');
    }
  });

  it('refuses an unverified account with the right password with the SPEC.md message', async () => {
    const { email } = await register(t);
    const res = await post(t, '/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Please verify your email before logging in. Check your inbox for a verification email.' });
  });

  it('gives an unverified account with a wrong password only the generic 401', async () => {
    const { email } = await register(t);
    const res = await post(t, '/login', { email, password: 'wrong password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(GENERIC);
  });

  it('gives a Google-only account (no password) the generic 401', async () => {
    const { email } = await createAccount(t);
    const res = await post(t, '/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(GENERIC);
  });

  it.each([
    [{ password: PASSWORD }, 'email is required'],
    [{ email: 'someone@example.com' }, 'password is required'],
    [{ email: 'nope', password: PASSWORD }, 'email must be a valid email address'],
    [{ email: 'a@example.com', password: 123456 }, 'password must be a string'],
    [{ email: 'a@example.com', password: '' }, 'password is required'],
  ])('rejects bad input %j with 400', async (payload, error) => {
    const res = await post(t, '/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(error);
  });

  it('rejects a non-JSON body and an empty body with 400', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: 'email=x' });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContain('email is required');
  });
});
