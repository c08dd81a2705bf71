import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** V8's young generation, in MB per semi-space: small for intake, larger for an API waiting on PostgreSQL. */
const YOUNG_MB = { default: 4, apiOnPostgres: 32 };

/**
 * The Node.js flags the server runs with, under npm start and in the benchmarks alike, for the
 * settings it will run with (the environment over `.env`, as config.ts reads them).
 *
 * --max-semi-space-size=4 (npm run bench:intake, 1,000 e-mails: peak RSS, with the same ~55-65
 * e-mails a second): V8's young generation grows to 16 MB semi-spaces by default, and intake's
 * short-lived buffers (raw messages, MIME parts, PDF bytes on their way to the PDF threads) kept
 * it there: 332 MB peak; 255 MB at 4 MB.
 *
 * --max-semi-space-size=32 where the API reads PostgreSQL: on SQLite a list request is answered
 * within one turn of the event loop, but on PostgreSQL each waits for its round trip, about 30 ms
 * at bench:api's 50 connections, and a 4 MB semi-space fills every 12 ms. Every request in
 * flight was copied by each young collection and then promoted: collections took 21% of the API
 * process's time (633 in 8 s, 2.6 ms each) and the invoices' first page answered 1,497 req/s;
 * at 32 MB, 8% (112 collections) and 2,026 req/s; at 64 MB 6.6% for more memory (README, issue 18).
 *
 * No --enable-source-maps: it reads and keeps the source map of every module that names one,
 * pdf.js's included, for ~90 MB more (346 MB peak). Stack traces in the log point into
 * dist/server, whose compiled JavaScript keeps the sources' names and shape.
 */
export function serverNodeFlags(env = process.env, envFile = '.env') {
  const settings = { ...(existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}), ...env };
  const postgres = /^postgres(ql)?:\/\//.test(settings.DATABASE_URL ?? '');
  const roles = settings.SERVER_ROLES?.trim() ? settings.SERVER_ROLES.split(',').map((role) => role.trim()) : ['api'];
  const young = postgres && roles.includes('api') ? YOUNG_MB.apiOnPostgres : YOUNG_MB.default;
  return [`--max-semi-space-size=${young}`];
}

/**
 * The environment the server runs with, beside the caller's own. MALLOC_ARENA_MAX=2: glibc gives
 * each thread that allocates its own malloc arena (up to 8 a core), and the PDF and OCR threads'
 * native libraries (libvips, Skia, tesseract's WebAssembly host) left freed memory spread over
 * them: the OCR pool alone held ~90 MB more at its peak (660 -> 575 MB over 30 scans). A variable
 * already set in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
