import { createAuthServices } from '../../../src/server/auth/services';
import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { PASSWORD, codeIn, lastMailTo, login, post, register, uniqueEmail, verifiedAccount } from './support';

const SENT = { message: 'Password reset code sent! Check your email.' };
const NEW_PASSWORD = 'a brand new one';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  const t = appFixture(kind);

  const requestReset = async (email: string) => {
    const res = await post(t, '/send-reset-code', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    return codeIn(lastMailTo(t, email));
  };

  it('mails a reset code with its link to an existing account', async () => {
    const { email } = await verifiedAccount(t);
    const code = await requestReset(email);
    const mail = lastMailTo(t, email);
    expect(mail.subject).toMatch(/reset/i);
    const link = `http://localhost:3000/reset-password-link?${new URLSearchParams({ email, code }).toString()}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.logHint).toBe(`password reset code for ${email}: ${code}`);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const before = t.mails.length;
    const res = await post(t, '/send-reset-code', { email: uniqueEmail() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(t.mails.length).toBe(before);
  });

  it('sets the new password and ends every session', async () => {
    const { email } = await verifiedAccount(t);
    const sessionA = await login(t, email);
    const sessionB = await login(t, email);
    const code = await requestReset(email);

    const res = await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset! You can now log in.' });

    for (const session of [sessionA, sessionB]) {
      const refreshed = await post(t, '/refresh-token', { refreshToken: session.refreshToken });
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json().message).toBe('Invalid refresh token');
    }
    expect((await post(t, '/login', { email, password: PASSWORD })).statusCode).toBe(401);
    await expect(login(t, email, NEW_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
    // The code is spent.
    expect((await post(t, '/reset-password-with-code', { email, code, newPassword: 'yet another' })).statusCode).toBe(400);
  });

  it('ends the access tokens issued before the reset at once, not when they expire', async () => {
    const { email } = await verifiedAccount(t);
    const before = await login(t, email);
    const asBefore = () => t.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: `Bearer ${before.token}` } });
    expect((await asBefore()).statusCode).toBe(200);

    const code = await requestReset(email);
    expect((await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const refused = await asBefore();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Session ended: the password was changed' });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    const after = await login(t, email, NEW_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/clients', headers: { authorization: `Bearer ${after.token}` } })).statusCode).toBe(200);
  });


  it('refuses a refresh token issued in the old generation, as a refresh racing the reset would have got', async () => {
    const { email } = await verifiedAccount(t);
    const { userId } = await login(t, email);
    // A refresh that redeemed its token just before the reset committed issues its successor
    // after it, unrevoked; its generation is the old one.
    const raced = await createAuthServices(t.ctx).refreshTokens.issue(userId, 0);
    const code = await requestReset(email);
    expect((await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const refreshed = await post(t, '/refresh-token', { refreshToken: raced });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe('Invalid refresh token');
  });
  it('verifies the e-mail of an unverified account, since the code proved the inbox', async () => {
    const { email } = await register(t);
    const code = await requestReset(email);
    expect((await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    await expect(login(t, email, NEW_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('does not accept a verification code as a reset code', async () => {
    const { email } = await register(t);
    const verifyCode = codeIn(lastMailTo(t, email));
    const res = await post(t, '/reset-password-with-code', { email, code: verifyCode, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid verification code' });
  });

  it('refuses a wrong code, an unknown e-mail and an expired code', async () => {
    const { email, userId } = await verifiedAccount(t);
    const code = await requestReset(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(t, '/reset-password-with-code', { email, code: wrong, newPassword: NEW_PASSWORD })).json()).toEqual({ message: 'Invalid verification code' });
    expect((await post(t, '/reset-password-with-code', { email: uniqueEmail(), code, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    await t.ctx.db.kysely.updateTable('one_time_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
    const expired = await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    await expect(login(t, email)).resolves.toMatchObject({ userId });
  });

  it('applies the password policy before spending the code', async () => {
    const { email } = await verifiedAccount(t);
    const code = await requestReset(email);
    const weak = await post(t, '/reset-password-with-code', { email, code, newPassword: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual(['new password must be at least 6 characters']);
    expect((await post(t, '/reset-password-with-code', { email, code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com', code: '123456' }, 'newPassword is required'],
    [{ email: 'a@example.com', newPassword: NEW_PASSWORD }, 'code is required'],
    [{ email: 'bad', code: '123456', newPassword: NEW_PASSWORD }, 'email must be a valid email address'],
    [{ email: 'a@example.com', code: '123456', newPassword: true }, 'newPassword must be a string'],
  ])('rejects bad input %j', async (payload, error) => {
    const res = await post(t, '/reset-password-with-code', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(error);
  });

  it('rejects a bad send-reset-code body', async () => {
    expect((await post(t, '/send-reset-code', { email: 7 })).json().errors).toEqual(['email must be a string']);
  });
});

describe.each(databaseKinds)('code routes answer before any account work on %s', (kind) => {
  const t = appFixture(kind);

  it.each([
    ['/send-reset-code', 'Password reset code sent! Check your email.', () => verifiedAccount(t)],
    ['/send-verification-code', 'Verification code sent! Check your email.', () => register(t)],
  ])('%s answers a known and an unknown address alike while the mail still waits', async (url, message, account) => {
    const known = (await account()).email;
    const sent = t.mails.length;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mailer = t.ctx.mailer;
    t.ctx.mailer = { send: async (mail) => gate.then(() => mailer.send(mail)) };
    try {
      const answers = await Promise.all([known, uniqueEmail()].map((address) => t.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: { email: address } })));
      expect(answers.map((res) => [res.statusCode, res.body])).toEqual([
        [200, JSON.stringify({ message })],
        [200, JSON.stringify({ message })],
      ]);
      expect(t.mails.length).toBe(sent);
    } finally {
      release();
      t.ctx.mailer = mailer;
    }
    await t.ctx.mailQueue.idle();
    expect(t.mails.slice(sent).map((mail) => mail.to)).toEqual([known]);
  });
});
