import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '../helpers/eventually';
import { startServerProcess } from '../helpers/serverProcess';

const modeOf = (file: string) => statSync(file).mode & 0o777;

// A real server process starts first: seconds on a busy machine, more than jest's default five.
it('creates everything under DATA_DIR owner-only and tightens what an older version left readable', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-modes-'));
  mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'From: a', { mode: 0o644 });
  const server = await startServerProcess(dataDir);
  try {
    const register = await fetch(`${server.apiUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'modes@example.com', password: 'secret-password', username: 'modes' }),
    });
    expect(register.status).toBe(201);
    await waitFor(() => readdirSync(path.join(dataDir, 'outbox')).length >= 2, 'the verification mail in the outbox');

    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).map((e) => path.join(e.parentPath, e.name));
    expect(files.map((f) => path.relative(dataDir, f))).toEqual(expect.arrayContaining(['app.sqlite', 'app.sqlite-wal', 'secrets.json', 'outbox']));
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of files) expect([path.relative(dataDir, file), modeOf(file)]).toEqual([path.relative(dataDir, file), statSync(file).isDirectory() ? 0o700 : 0o600]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
