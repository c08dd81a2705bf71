import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { appFixture } from '../helpers/fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { PASSWORD, post, register, uniqueEmail, verifiedAccount } from './support';

const PROJECT = 'sbe-test-project';
const NOT_CONFIGURED = { message: 'Google sign-in is not configured on this server.' };

describe.each(databaseKinds)('Google sign-in when not configured on %s', (kind) => {
  const t = appFixture(kind);

  it('answers 501 on both routes and says so in /config', async () => {
    const posted = await post(t, '/firebase-google-auth', { idToken: 'x' });
    expect(posted.statusCode).toBe(501);
    expect(posted.json()).toEqual(NOT_CONFIGURED);
    const redirect = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(redirect.statusCode).toBe(501);
    expect(redirect.json()).toEqual(NOT_CONFIGURED);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().google).toBe(false);
  });
});

describe.each(databaseKinds)('Google sign-in with Firebase on %s', (kind) => {
  let t: TestApp;
  let jwks: Server;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await createTestApp(kind, { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  interface TokenOptions {
    claims?: JWTPayload;
    key?: CryptoKey;
    issuer?: string;
    audience?: string;
    issuedAt?: number;
    expires?: number;
  }

  const idToken = (email: string, uid: string, options: TokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, email_verified: true, name: 'Gina Google', picture: 'https://example.com/g.png', ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(uid)
      .setIssuer(options.issuer ?? `https://securetoken.google.com/${PROJECT}`)
      .setAudience(options.audience ?? PROJECT)
      .setIssuedAt(options.issuedAt ?? now)
      .setExpirationTime(options.expires ?? now + 3600)
      .sign(options.key ?? signingKey);
  };

  const signIn = (token: string, extra: object = {}) => post(t, '/firebase-google-auth', { idToken: token, ...extra });

  it('creates a verified account without a password, then signs the same account in again', async () => {
    const email = uniqueEmail('g');
    const uid = `uid-${email}`;
    const res = await signIn(await idToken(email, uid), { email, displayName: 'ignored', smartBillEntry: 'Fwd@Example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      userId: expect.any(String),
      name: 'Gina Google',
      email,
      isAdmin: false,
      message: 'Google login successful',
    });
    const row = await t.ctx.repos.users.findById(body.userId);
    expect(row).toMatchObject({ google_uid: uid, password_hash: null, forward_email: 'fwd@example.com', photo_url: 'https://example.com/g.png' });
    expect(row?.email_verified_at).not.toBeNull();
    await expect(t.ctx.accessTokens.verify(body.token)).resolves.toEqual({ userId: body.userId, generation: 0 });
    expect((await post(t, '/refresh-token', { refreshToken: body.refreshToken })).statusCode).toBe(200);

    const again = await signIn(await idToken(email, uid));
    expect(again.json().userId).toBe(body.userId);
  });

  it('takes the name from the request when the token has none', async () => {
    const email = uniqueEmail('g');
    const res = await signIn(await idToken(email, `uid-${email}`, { claims: { name: undefined } }), { name: 'Body Name' });
    expect(res.json().name).toBe('Body Name');
  });

  it('links an existing password account by e-mail and keeps its password', async () => {
    const { email, userId } = await verifiedAccount(t);
    const res = await signIn(await idToken(email, `uid-${email}`));
    expect(res.json().userId).toBe(userId);
    expect((await t.ctx.repos.users.findById(userId))?.google_uid).toBe(`uid-${email}`);
    expect((await post(t, '/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('verifies an unverified account it links, and voids the password set before verification', async () => {
    const { email, userId } = await register(t);
    expect((await signIn(await idToken(email, `uid-${email}`))).json().userId).toBe(userId);
    expect((await t.ctx.repos.users.findById(userId))?.email_verified_at).not.toBeNull();
    expect((await post(t, '/login', { email, password: PASSWORD })).statusCode).toBe(401);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, (email: string) => TokenOptions, RegExp]>([
    ['another audience', () => ({ audience: 'someone-else' }), /another Firebase project/],
    ['another issuer', () => ({ issuer: 'https://accounts.example.com' }), /not issued by Firebase/],
    ['an expired token', () => ({ issuedAt: now() - 7200, expires: now() - 3600 }), /too old/],
    ['an iat in the future', () => ({ issuedAt: now() + 3600, expires: now() + 7200 }), /iat/],
    ['a stranger key', () => ({ key: strangerKey }), /not signed by Google/],
    ['an unverified e-mail', () => ({ claims: { email_verified: false } }), /not verified/],
    ['no e-mail', () => ({ claims: { email: undefined } }), /no e-mail/],
  ])('refuses %s with 401 and no bearer challenge', async (_label, options, reason) => {
    const email = uniqueEmail('g');
    const res = await signIn(await idToken(email, `uid-${email}`, options(email)));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^Google authentication failed: /);
    expect(res.json().message).toMatch(reason);
    expect(res.headers['www-authenticate']).toBeUndefined();
    expect(await t.ctx.repos.users.findByEmail(email)).toBeUndefined();
  });

  it('refuses garbage and an HS256 token', async () => {
    const hs = await new SignJWT({ email: 'x@example.com', email_verified: true }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').sign(new Uint8Array(32));
    for (const token of ['not-a-jwt', hs]) {
      const res = await signIn(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/^Google authentication failed: /);
    }
  });

  it('rejects a missing idToken and wrong types with 400', async () => {
    expect((await post(t, '/firebase-google-auth', {})).json().errors).toEqual(['idToken is required']);
    expect((await post(t, '/firebase-google-auth', { idToken: 'x', forwardEmail: 'nope' })).json().errors).toEqual(['forwardEmail must be a valid email address']);
    expect((await post(t, '/firebase-google-auth', { idToken: 1 })).statusCode).toBe(400);
  });

  it('GET /google sends the browser to the login screen that starts the Firebase flow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/login?google=1');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().google).toBe(true);
  });
});

describe.each(databaseKinds)('Google sign-in when Google keys cannot be fetched on %s', (kind) => {
  let t: TestApp;
  let broken: Server;
  beforeAll(async () => {
    broken = createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const { port } = broken.address() as AddressInfo;
    t = await createTestApp(kind, { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/down` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => broken.close(resolve));
  });

  it('answers 503, not a 401 blaming the user', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ email: 'x@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('u')
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await post(t, '/firebase-google-auth', { idToken: token });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/temporarily unavailable/);
  });
});
