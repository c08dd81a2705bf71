/** @jest-environment node */
import { ConfigError, loadConfig } from '../../../src/server/config';

const load = (env: Record<string, string>) => loadConfig(env, '/nonexistent/.env');

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({ apiPort: 5000, webPort: 3000, smtpPort: 2525, appUrl: 'http://localhost:3000', accessTokenTtl: 900, refreshTokenTtl: 2_592_000, databaseUrl: undefined, smtpUrl: undefined, processes: 1 });
    expect(config.passwordPolicy).toEqual({ minLength: 6, maxLength: null, requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false });
    expect(config.roles).toEqual(['api', 'web', 'smtp', 'intake']);
    expect(config.intake.leaseMs).toBe(60_000);
  });

  it('runs the parts SERVER_ROLES names, in any case and order, and leases intake jobs for INTAKE_LEASE_SECONDS', () => {
    expect(load({ SERVER_ROLES: 'intake' }).roles).toEqual(['intake']);
    expect(load({ SERVER_ROLES: ' SMTP, api,api ' }).roles).toEqual(['api', 'smtp']);
    expect(load({ INTAKE_LEASE_SECONDS: '3' }).intake.leaseMs).toBe(3_000);
  });

  it.each([
    ['', /SERVER_ROLES: names no role: give a comma-separated list of api, web, smtp, intake/],
    [' , ', /SERVER_ROLES: names no role/],
    ['api,worker,ocr', /SERVER_ROLES: unknown role "worker", "ocr": give a comma-separated list of api, web, smtp, intake/],
  ])('refuses SERVER_ROLES=%j with a message that lists the roles', (value, message) => {
    expect(() => load({ SERVER_ROLES: value })).toThrow(message);
  });

  it('puts the app, and the links in its mail, at WEB_PORT unless APP_URL says otherwise', () => {
    expect(load({ WEB_PORT: '4100' })).toMatchObject({ appUrl: 'http://localhost:4100', corsOrigins: ['http://localhost:4100'] });
    expect(load({ WEB_PORT: '4100', APP_URL: 'https://bills.example.com/' })).toMatchObject({ appUrl: 'https://bills.example.com', corsOrigins: ['https://bills.example.com'] });
  });

  it.each([
    ['API_PORT', 'eighty'],
    ['WEB_PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_URL', 'not a url'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['PASSWORD_REQUIRE_NUMERIC', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_HASH_KEY', 'short'],
    ['ADMIN_EMAIL', 'nobody'],
    ['SERVER_PROCESSES', '0'],
    ['SERVER_PROCESSES', 'two'],
    ['INTAKE_LEASE_SECONDS', '1'],
    ['INTAKE_LEASE_SECONDS', 'a minute'],
  ])('stops on an invalid %s and names it', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads switches and the password policy', () => {
    const config = load({ PASSWORD_MIN_LENGTH: '10', PASSWORD_MAX_LENGTH: '64', PASSWORD_REQUIRE_UPPERCASE: 'true', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.passwordPolicy).toMatchObject({ minLength: 10, maxLength: 64, requireUppercase: true });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(() => load({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });
});
