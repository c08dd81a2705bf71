/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSecrets } from '../../../src/server/auth/secrets';
import { loadConfig } from '../../../src/server/config';

const KEY = 'one-token-hash-key-for-every-machine-of-the-database';

describe('the keys of sign-in', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sbe-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('hashes tokens and codes with TOKEN_HASH_KEY when it is set, so machines with a DATA_DIR each agree', () => {
    const config = loadConfig({ TOKEN_HASH_KEY: KEY }, '/nonexistent/.env');
    expect(config.tokenHashKey).toBe(KEY);
    const [one, other] = [dataDir(), dataDir()].map((dir) => loadSecrets(dir, undefined, config.tokenHashKey));
    expect(one!.hashKey).toEqual(Buffer.from(KEY));
    expect(other!.hashKey).toEqual(one!.hashKey);
    // The access token's secret is still each machine's own unless JWT_SECRET is set.
    expect(other!.jwtSecret).not.toEqual(one!.jwtSecret);
  });

  it('keeps the key generated in DATA_DIR/secrets.json when TOKEN_HASH_KEY is unset', () => {
    const dir = dataDir();
    expect(loadConfig({}, '/nonexistent/.env').tokenHashKey).toBeUndefined();
    const first = loadSecrets(dir, undefined);
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as { hashKey: string };
    expect(first.hashKey).toEqual(Buffer.from(stored.hashKey, 'base64url'));
    expect(loadSecrets(dir, undefined).hashKey).toEqual(first.hashKey);
    expect(loadSecrets(dataDir(), undefined).hashKey).not.toEqual(first.hashKey);
  });
});
