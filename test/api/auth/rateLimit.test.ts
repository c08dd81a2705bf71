import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { post, uniqueEmail } from './support';

describe.each(databaseKinds)('auth rate limits on %s', (kind) => {
  const t = appFixture(kind, { AUTH_RATE_LIMIT_MAX: '3' });

  it.each([
    ['/login', { email: 'a@example.com', password: 'whatever' }],
    ['/register', { email: 'not-an-email' }],
    ['/send-verification-code', { email: 'a@example.com' }],
    ['/send-reset-code', { email: 'a@example.com' }],
    ['/verify-code', { email: 'a@example.com', code: '000000' }],
    ['/reset-password-with-code', { email: 'a@example.com', code: '000000', newPassword: 'whatever' }],
    ['/firebase-google-auth', { idToken: 'x' }],
  ])('answers 429 on the 4th call of %s in the window', async (url, body) => {
    for (let i = 0; i < 3; i += 1) expect((await post(t, url, body)).statusCode).not.toBe(429);
    const limited = await post(t, url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
  });

  it('counts each route separately', async () => {
    // /login is exhausted by the test above; another route still answers.
    expect((await post(t, '/login', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(429);
    expect((await post(t, '/refresh-token', { refreshToken: 'unknown' })).statusCode).toBe(401);
  });

  it('allows the refresh route five times as many calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await post(t, '/refresh-token', { refreshToken: 'unknown' })).statusCode);
    // One call was spent by the previous test.
    expect(statuses.filter((s) => s === 401)).toHaveLength(14);
    expect(statuses.slice(14)).toEqual([429, 429]);
  });
});
