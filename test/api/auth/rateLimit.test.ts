import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { PASSWORD, post, uniqueEmail, verifiedAccount } from './support';

describe.each(databaseKinds)('auth rate limits on %s', (kind) => {
  const t = appFixture(kind, { AUTH_RATE_LIMIT_MAX: '3' });

  it.each([
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
    // /send-reset-code is exhausted by the test above; another route still answers.
    expect((await post(t, '/send-reset-code', { email: uniqueEmail() })).statusCode).toBe(429);
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

describe.each(databaseKinds)('sign-in failure limits on %s', (kind) => {
  const t = appFixture(kind, { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '6', LOGIN_FAILURE_WINDOW: '600' });
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('locks one account from one address after its failures, not colleagues behind the same address', async () => {
    const [mistyper, colleague] = [await verifiedAccount(t), await verifiedAccount(t)];
    for (let i = 0; i < 3; i += 1) expect((await login(mistyper.email, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    const locked = await login(mistyper.email, PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds/);
    expect((await login(colleague.email, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect((await login(mistyper.email, PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('never counts a success, and a success clears the failures before it', async () => {
    const account = await verifiedAccount(t);
    for (let i = 0; i < 12; i += 1) expect((await login(account.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // Two rounds of two failures: four would lock the account (limit 3) were they not cleared.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 2; i += 1) expect((await login(account.email, 'wrong', '10.2.0.1')).statusCode).toBe(401);
      expect((await login(account.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('stops one address trying many accounts at a higher ceiling', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login(uniqueEmail('spray'), 'guess', '10.3.0.1')).statusCode).toBe(401);
    const account = await verifiedAccount(t);
    const refused = await login(account.email, PASSWORD, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login(account.email, PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });
});
