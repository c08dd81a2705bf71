import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { PASSWORD_DEFAULT_MIN_LENGTH } from '../shared/constants';
import type { PasswordPolicy } from '../shared/contract/auth';

const port = z.coerce.number().int().min(0).max(65535);
const seconds = z.coerce.number().int().min(1).max(10 * 365 * 24 * 3600);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optional.pipe(z.url().optional());

const SERVER_ROLES = ['api', 'web', 'smtp', 'intake'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];
const isRole = (name: string): name is ServerRole => (SERVER_ROLES as readonly string[]).includes(name);
const roles = z
  .string()
  .default(SERVER_ROLES.join(','))
  .transform((value, ctx) => {
    const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    const unknown = names.filter((name) => !isRole(name));
    if (names.length === 0 || unknown.length > 0) {
      const problem = names.length === 0 ? 'names no role' : `unknown role ${unknown.map((name) => `"${name}"`).join(', ')}`;
      ctx.addIssue({ code: 'custom', message: `${problem}: give a comma-separated list of ${SERVER_ROLES.join(', ')} (unset: all of them)` });
      return z.NEVER;
    }
    return SERVER_ROLES.filter((role) => names.includes(role));
  });

/** Every setting the product reads, by its environment name (the names are a contract). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: port.default(5000),
  WEB_PORT: port.default(3000),
  SMTP_PORT: port.default(2525),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  APP_URL: z.url().optional(),
  API_PUBLIC_URL: optionalUrl,
  PRODUCTION_API_URL: optionalUrl,
  CORS_ORIGINS: optional,
  SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().min(3).default('Smart Bill Entry <no-reply@localhost>'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional,
  ACCESS_TOKEN_TTL: seconds.default(900),
  REFRESH_TOKEN_TTL: seconds.default(30 * 24 * 3600),
  JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_HASH_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CODE_TTL: seconds.default(900),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(1024).default(PASSWORD_DEFAULT_MIN_LENGTH),
  PASSWORD_MAX_LENGTH: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(1024).optional()),
  PASSWORD_REQUIRE_LOWERCASE: flag.default(false),
  PASSWORD_REQUIRE_UPPERCASE: flag.default(false),
  PASSWORD_REQUIRE_NUMERIC: flag.default(false),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag.default(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100000).default(10),
  AUTH_RATE_LIMIT_WINDOW: seconds.default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100000).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(1000000).default(100),
  LOGIN_FAILURE_WINDOW: seconds.default(900),
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SERVE_CLIENT: flag.default(true),
  MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(25 * 1024 * 1024),
  SMTP_HOSTNAME: optional,
  SMTP_TLS_KEY: optional,
  SMTP_TLS_CERT: optional,
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100000).default(100),
  SMTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(100000).default(10),
  SMTP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000_000).default(600),
  SMTP_RATE_LIMIT_WINDOW: seconds.default(60),
  INTAKE_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  INTAKE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  OCR_WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(10),
  OCR_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(1000).default(60),
  // A worker renews its leases every third of one; below two seconds a single slow turn of its event loop would lose them.
  INTAKE_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  SERVER_ROLES: roles,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  apiPort: number;
  webPort: number;
  smtpPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  apiPublicUrl: string | undefined;
  productionApiUrl: string | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  jwtSecret: string | undefined;
  /** Keys the hashes of refresh tokens and one-time codes; unset, DATA_DIR/secrets.json's key does. */
  tokenHashKey: string | undefined;
  codeTtl: number;
  codeMaxAttempts: number;
  passwordPolicy: PasswordPolicy;
  authRateLimit: { max: number; windowSeconds: number };
  /** Failed sign-ins per account and address, and per address over all accounts, in a window. */
  loginFailures: { perAccount: number; perAddress: number; windowSeconds: number };
  firebase: { projectId: string; apiKey: string | undefined; authDomain: string | undefined; jwksUrl: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** False under `npm run dev`, where webpack-dev-server serves the SPA. */
  serveClient: boolean;
  /** Copies of the whole server sharing its ports (src/server/processes.ts); 1 runs it in this process. */
  processes: number;
  /**
   * What this process runs: the API, the SPA, the SMTP receiver and the intake workers, or some
   * of them (a machine of intake workers only adds OCR capacity). Never empty.
   */
  roles: readonly ServerRole[];
  intake: IntakeConfig;
}

/** Inbound mail: the SMTP receiver's limits and the processing workers. */
export interface IntakeConfig {
  /** Largest message accepted over SMTP or HTTP, announced in EHLO as SIZE. */
  maxMessageBytes: number;
  /** The name the receiver greets with and announces in EHLO. */
  smtpHostname: string;
  /** Key and certificate files for STARTTLS; unset, STARTTLS is not offered. */
  smtpTls: { keyFile: string; certFile: string } | undefined;
  smtpMaxConnections: number;
  smtpMaxConnectionsPerIp: number;
  /** Messages per sender address per window, counted across processes. */
  smtpRateLimit: { max: number; windowSeconds: number };
  /** PDF analysis threads. */
  workers: number;
  /** Processing attempts before an e-mail gets a failed report. */
  maxAttempts: number;
  /** How long a claimed job stays its worker's without a heartbeat: a dead process's e-mails wait this long. */
  leaseMs: number;
  /** OCR threads of this process (0: it reads no scans, and leaves them to processes that do) and OCR's limits. */
  ocr: { workers: number; maxPages: number; maxPixels: number };
}

export class ConfigError extends Error {}

/** Reads `.env` (when present) under the real environment, validates, and names any bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFile = '.env'): Config {
  const merged = { ...readEnvFile(envFile), ...env };
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: is required when ADMIN_EMAIL is set');
  if (Boolean(c.SMTP_TLS_KEY) !== Boolean(c.SMTP_TLS_CERT)) {
    throw new ConfigError('Invalid configuration:\n  SMTP_TLS_KEY, SMTP_TLS_CERT: set both for STARTTLS, or neither');
  }
  // Unset, the app is where this machine serves it, so links in mail and the "ready" line follow WEB_PORT.
  const appUrl = (c.APP_URL ?? `http://localhost:${c.WEB_PORT}`).replace(/\/$/, '');
  const appOrigin = new URL(appUrl).origin;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    apiPort: c.API_PORT,
    webPort: c.WEB_PORT,
    smtpPort: c.SMTP_PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    appUrl,
    apiPublicUrl: c.API_PUBLIC_URL?.replace(/\/$/, ''),
    productionApiUrl: c.PRODUCTION_API_URL?.replace(/\/$/, ''),
    corsOrigins: [appOrigin, ...(c.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [])],
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    adminEmail: c.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD,
    accessTokenTtl: c.ACCESS_TOKEN_TTL,
    refreshTokenTtl: c.REFRESH_TOKEN_TTL,
    jwtSecret: c.JWT_SECRET,
    tokenHashKey: c.TOKEN_HASH_KEY,
    codeTtl: c.CODE_TTL,
    codeMaxAttempts: c.CODE_MAX_ATTEMPTS,
    passwordPolicy: {
      minLength: c.PASSWORD_MIN_LENGTH,
      maxLength: c.PASSWORD_MAX_LENGTH ?? null,
      requireLowercase: c.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: c.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: c.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: c.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    authRateLimit: { max: c.AUTH_RATE_LIMIT_MAX, windowSeconds: c.AUTH_RATE_LIMIT_WINDOW },
    loginFailures: { perAccount: c.LOGIN_MAX_FAILURES, perAddress: c.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: c.LOGIN_FAILURE_WINDOW },
    firebase: c.FIREBASE_PROJECT_ID
      ? { projectId: c.FIREBASE_PROJECT_ID, apiKey: c.FIREBASE_API_KEY, authDomain: c.FIREBASE_AUTH_DOMAIN, jwksUrl: c.FIREBASE_JWKS_URL }
      : undefined,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    serveClient: c.SERVE_CLIENT,
    processes: c.SERVER_PROCESSES,
    roles: c.SERVER_ROLES,
    intake: {
      maxMessageBytes: c.MAX_MESSAGE_BYTES,
      smtpHostname: c.SMTP_HOSTNAME ?? hostname(),
      smtpTls: c.SMTP_TLS_KEY && c.SMTP_TLS_CERT ? { keyFile: path.resolve(c.SMTP_TLS_KEY), certFile: path.resolve(c.SMTP_TLS_CERT) } : undefined,
      smtpMaxConnections: c.SMTP_MAX_CONNECTIONS,
      smtpMaxConnectionsPerIp: c.SMTP_MAX_CONNECTIONS_PER_IP,
      smtpRateLimit: { max: c.SMTP_RATE_LIMIT_MAX, windowSeconds: c.SMTP_RATE_LIMIT_WINDOW },
      workers: c.INTAKE_WORKERS,
      maxAttempts: c.INTAKE_MAX_ATTEMPTS,
      leaseMs: c.INTAKE_LEASE_SECONDS * 1000,
      ocr: { workers: c.OCR_WORKERS, maxPages: c.OCR_MAX_PAGES, maxPixels: c.OCR_MAX_MEGAPIXELS * 1_000_000 },
    },
  };
}

function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
}
