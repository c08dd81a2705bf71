import { moveClockOn } from '../helpers/clock';
import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { codeIn, lastMailTo, linkTokenIn, post, register, uniqueEmail, verifiedAccount } from './support';

const SENT = { message: 'Verification code sent! Check your email.' };
const VERIFIED = { message: 'Email verified! You can now log in.', verified: true };
const INVALID = { message: 'Invalid verification code' };

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds)('e-mail verification on %s', (kind) => {
  const t = appFixture(kind, { CODE_MAX_ATTEMPTS: '3' });

  const isVerified = async (email: string) => Boolean((await t.ctx.repos.users.findByEmail(email))?.email_verified_at);

  describe('POST /send-verification-code', () => {
    it('mails a new code to an unverified account, voiding the previous one', async () => {
      const { email } = await register(t);
      const first = codeIn(lastMailTo(t, email));
      const res = await post(t, '/send-verification-code', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      const second = codeIn(lastMailTo(t, email));
      const rows = await t.ctx.db.kysely.selectFrom('one_time_codes').innerJoin('users', 'users.id', 'one_time_codes.user_id').select('purpose').where('users.email', '=', email).execute();
      expect(rows.map((r) => r.purpose).sort()).toEqual(['verify', 'verify_link']);
      if (first !== second) expect((await post(t, '/verify-code', { email, code: first })).json()).toEqual(INVALID);
      expect((await post(t, '/verify-code', { email, code: second })).json()).toEqual(VERIFIED);
    });

    it('answers the same for a verified or unknown e-mail and mails nothing', async () => {
      const { email } = await verifiedAccount(t);
      const before = t.mails.length;
      for (const address of [email, uniqueEmail()]) {
        const res = await post(t, '/send-verification-code', { email: address });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(SENT);
      }
      expect(t.mails.length).toBe(before);
    });

    it('rejects a missing or malformed e-mail', async () => {
      expect((await post(t, '/send-verification-code', {})).json().errors).toEqual(['email is required']);
      expect((await post(t, '/send-verification-code', { email: 'x@' })).statusCode).toBe(400);
    });
  });

  describe('POST /verify-code', () => {
    it('verifies once; the code cannot be used again', async () => {
      const { email } = await register(t);
      const code = codeIn(lastMailTo(t, email));
      const res = await post(t, '/verify-code', { email, code: ` ${code} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(VERIFIED);
      expect(await isVerified(email)).toBe(true);
      expect((await post(t, '/verify-code', { email, code })).statusCode).toBe(400);
    });

    it('answers a wrong code and an unknown e-mail alike', async () => {
      const { email } = await register(t);
      const code = codeIn(lastMailTo(t, email));
      for (const payload of [{ email, code: otherCode(code) }, { email: uniqueEmail(), code }]) {
        const res = await post(t, '/verify-code', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(INVALID);
      }
      expect(await isVerified(email)).toBe(false);
    });

    it('kills the code after CODE_MAX_ATTEMPTS wrong tries, even for the right code', async () => {
      const { email } = await register(t);
      const code = codeIn(lastMailTo(t, email));
      for (let i = 0; i < 3; i += 1) expect((await post(t, '/verify-code', { email, code: otherCode(code) })).json()).toEqual(INVALID);
      const res = await post(t, '/verify-code', { email, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verification code expired or used too many times. Please request a new one.');
      await post(t, '/send-verification-code', { email });
      expect((await post(t, '/verify-code', { email, code: codeIn(lastMailTo(t, email)) })).statusCode).toBe(200);
    });

    it('accepts the right code on the last attempt', async () => {
      const { email } = await register(t);
      const code = codeIn(lastMailTo(t, email));
      for (let i = 0; i < 2; i += 1) await post(t, '/verify-code', { email, code: otherCode(code) });
      expect((await post(t, '/verify-code', { email, code })).statusCode).toBe(200);
    });

    it('refuses an expired code with a message containing "expired"', async () => {
      const { email, userId } = await register(t);
      const code = codeIn(lastMailTo(t, email));
      await t.ctx.db.kysely.updateTable('one_time_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
      const res = await post(t, '/verify-code', { email, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/expired/);
    });

    it.each([
      [{ email: 'a@example.com' }, 'code is required'],
      [{ email: 'a@example.com', code: '12345' }, 'code must be the 6-digit code from the e-mail'],
      [{ email: 'a@example.com', code: 123456 }, 'code must be a string'],
      [{ code: '123456' }, 'email is required'],
    ])('rejects bad input %j', async (payload, error) => {
      const res = await post(t, '/verify-code', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(error);
    });
  });

  describe('GET /verify-email?token=', () => {
    it('verifies by the link token, once, and voids the code too', async () => {
      const { email } = await register(t);
      const mail = lastMailTo(t, email);
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${linkTokenIn(mail)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Email verified! You can now log in.' });
      expect(await isVerified(email)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${linkTokenIn(mail)}` })).statusCode).toBe(400);
      expect((await post(t, '/verify-code', { email, code: codeIn(mail) })).statusCode).toBe(400);
    });

    it('refuses an unknown or expired link, and a missing token', async () => {
      const { email, userId } = await register(t);
      const token = linkTokenIn(lastMailTo(t, email));
      await t.ctx.db.kysely.updateTable('one_time_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
      for (const url of [`/api/auth/verify-email?token=${token}`, '/api/auth/verify-email?token=unknown']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Invalid or expired verification link.' });
      }
      const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual(['token is required']);
    });
  });
});

describe.each(databaseKinds)('code lifetime from CODE_TTL on %s', (kind) => {
  const t = appFixture(kind, { CODE_TTL: '1' });
  afterEach(() => jest.useRealTimers());

  it('expires a code after CODE_TTL seconds', async () => {
    const { email } = await register(t);
    const code = codeIn(lastMailTo(t, email));
    moveClockOn(1100);
    const res = await post(t, '/verify-code', { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });
});
