import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { buildWebApp } from '../../../src/server/web';
import { appFixture } from '../helpers/fixtures';

const cspOf = (header: unknown) => new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('API security headers', () => {
  const t = appFixture('sqlite', { TRUST_PROXY: 'true' });

  it('sends nosniff, no referrer, no framing and a policy that loads nothing, on answers and errors alike', async () => {
    for (const url of ['/api/health', '/api/invoices/all', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' });
      const csp = cspOf(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only on a request that arrived over TLS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('web app security headers', () => {
  let clientDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'sbe-web-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(clientDir, { recursive: true, force: true });
  });
  const web = async (env: Record<string, string> = {}) => {
    const app = await buildWebApp(loadConfig({ API_PORT: '5123', ...env }, '/nonexistent/.env'), clientDir, { logger: false });
    apps.push(app);
    return app;
  };

  it("allows the app's own scripts only, no plugins, no framing, and its API by the host it was opened under", async () => {
    const res = await (await web()).inject({ method: 'GET', url: '/members', headers: { host: 'ap.example:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin', 'x-frame-options': 'DENY' });
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://ap.example:5123', 'https://ap.example:5123']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:', 'https:']));
  });

  it('adds exactly what Firebase sign-in needs when it is configured', async () => {
    const app = await web({ FIREBASE_PROJECT_ID: 'sbe', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'sbe.firebaseapp.com', API_PUBLIC_URL: 'https://api.ap.example/' });
    const csp = cspOf((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://apis.google.com', 'https://www.gstatic.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'blob:', 'https://sbe.firebaseapp.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.ap.example', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com']);
  });
});
