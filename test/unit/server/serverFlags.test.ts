/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../../scripts/serverFlags.mjs';

const noFile = path.join(tmpdir(), 'no-such-folder-sbe', '.env');
const postgres = 'postgres://app@db.internal:5432/sbe';

describe('serverNodeFlags: the young generation for the settings the server runs with', () => {
  it('keeps intake small where the database is SQLite', () => {
    expect(serverNodeFlags({}, noFile)).toEqual(['--max-semi-space-size=4']);
  });

  it('gives an API that waits on PostgreSQL room for its requests in flight', () => {
    expect(serverNodeFlags({ DATABASE_URL: postgres }, noFile)).toEqual(['--max-semi-space-size=32']);
    expect(serverNodeFlags({ DATABASE_URL: postgres, SERVER_ROLES: 'smtp, api' }, noFile)).toEqual(['--max-semi-space-size=32']);
  });

  it('keeps an intake-only process small on PostgreSQL too', () => {
    expect(serverNodeFlags({ DATABASE_URL: postgres, SERVER_ROLES: 'intake' }, noFile)).toEqual(['--max-semi-space-size=4']);
    expect(serverNodeFlags({ DATABASE_URL: postgres, SERVER_ROLES: 'smtp,intake' }, noFile)).toEqual(['--max-semi-space-size=4']);
  });

  it('reads the database from .env as the server does, the environment winning', () => {
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'sbe-flags-')), '.env');
    writeFileSync(envFile, `DATABASE_URL=${postgres}\n`);
    expect(serverNodeFlags({}, envFile)).toEqual(['--max-semi-space-size=32']);
    expect(serverNodeFlags({ SERVER_ROLES: 'intake' }, envFile)).toEqual(['--max-semi-space-size=4']);
  });
});
