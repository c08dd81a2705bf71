import { appFixture } from '../helpers/fixtures';
import { databaseKinds } from '../helpers/testApp';
import { PASSWORD, codeIn, lastMailTo, linkTokenIn, post, register, uniqueEmail, verifiedAccount } from './support';

describe.each(databaseKinds)('POST /api/auth/register on %s', (kind) => {
  const t = appFixture(kind);

  it('creates an unverified user and mails a code with three links', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/register', { email: email.toUpperCase(), password: PASSWORD, username: 'Ann Reviewer', forwardEmail: 'Bills@Example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: 'Registration successful! Please check your email for a verification code.', userId: expect.any(String) });

    const row = await t.ctx.repos.users.findById(body.userId);
    expect(row).toMatchObject({ email, name: 'Ann Reviewer', username: 'Ann Reviewer', is_admin: 0, email_verified_at: null, forward_email: 'bills@example.com' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const mail = lastMailTo(t, email);
    const code = codeIn(mail);
    const query = new URLSearchParams({ email, code }).toString();
    expect(mail.subject).toMatch(/verification code/i);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(code);
      expect(part).toContain(`http://localhost:3000/verify-email/${linkTokenIn(mail)}`);
      expect(part).toContain(`http://localhost:3000/verify-code-link?${part === mail.html ? query.replace(/&/g, '&amp;') : query}`);
      expect(part).toContain(`http://localhost:3000/verify-magic?`);
    }
    expect(linkTokenIn(mail).length).toBeGreaterThanOrEqual(40);
    expect(mail.logHint).toBe(`verification code for ${email}: ${code}`);
  });

  it('answers 409 for an unverified e-mail, mails a fresh code, voids the old one and keeps the first password', async () => {
    const { email } = await register(t);
    const oldCode = codeIn(lastMailTo(t, email));
    const before = t.mails.length;
    const res = await post(t, '/register', { email, password: 'another password', username: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Email already registered but not verified. Please verify your email to continue.' });
    expect(t.mails.length).toBe(before + 1);
    const newCode = codeIn(lastMailTo(t, email));
    if (newCode !== oldCode) {
      expect((await post(t, '/verify-code', { email, code: oldCode })).statusCode).toBe(400);
    }
    expect((await post(t, '/verify-code', { email, code: newCode })).statusCode).toBe(200);
    // A second registration changes nothing: whoever registers the address after its owner
    // cannot set the password the owner then verifies.
    expect((await post(t, '/login', { email, password: 'another password' })).statusCode).toBe(401);
    expect((await post(t, '/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const user = await t.ctx.repos.users.findByEmail(email);
    expect(user?.username).toBe(email.split('@')[0]);
  });

  it('answers 400 (not 409) for an already verified e-mail and mails nothing', async () => {
    const { email } = await verifiedAccount(t);
    const before = t.mails.length;
    const res = await post(t, '/register', { email, password: PASSWORD, username: 'x' });
    expect(res.statusCode).toBe(400);
    const message = 'An account with this email already exists. Please log in.';
    expect(res.json()).toEqual({ message, errors: [message] });
    expect(t.mails.length).toBe(before);
  });

  it.each([
    [{ password: PASSWORD, username: 'u' }, 'email is required'],
    [{ email: 'not-an-email', password: PASSWORD, username: 'u' }, 'email must be a valid email address'],
    [{ email: 'a@example.com', username: 'u' }, 'password is required'],
    [{ email: 'a@example.com', password: PASSWORD }, 'username is required'],
    [{ email: 'a@example.com', password: PASSWORD, username: '   ' }, 'username is required'],
    [{ email: 42, password: PASSWORD, username: 'u' }, 'email must be a string'],
    [{ email: 'a@example.com', password: ['x'], username: 'u' }, 'password must be a string'],
    [{ email: 'a@example.com', password: PASSWORD, username: 'u', forwardEmail: 'nope' }, 'forwardEmail must be a valid email address'],
  ])('rejects bad input %j with 400 naming the field', async (payload, error) => {
    const res = await post(t, '/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(error);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('applies the default minimum length of 6 and stores nothing', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/register', { email, password: '12345', username: 'u' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['password must be at least 6 characters']);
    expect(await t.ctx.repos.users.findByEmail(email)).toBeUndefined();
  });
});

describe.each(databaseKinds)('register with a strict password policy on %s', (kind) => {
  const t = appFixture(kind, {
    PASSWORD_MIN_LENGTH: '8',
    PASSWORD_MAX_LENGTH: '12',
    PASSWORD_REQUIRE_LOWERCASE: 'true',
    PASSWORD_REQUIRE_UPPERCASE: 'true',
    PASSWORD_REQUIRE_NUMERIC: 'true',
    PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
  });

  it('lists every broken rule, each mentioning the password', async () => {
    const res = await post(t, '/register', { email: uniqueEmail(), password: 'abc', username: 'u' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: string[] };
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toMatch(/password/);
    expect((await post(t, '/register', { email: uniqueEmail(), password: 'Abcdefgh1!xyz', username: 'u' })).json().errors).toEqual([
      'password must be at most 12 characters',
    ]);
  });

  it('accepts a password that meets every rule', async () => {
    await expect(register(t, uniqueEmail(), 'Abcdefg1!')).resolves.toMatchObject({ userId: expect.any(String) });
  });
});
