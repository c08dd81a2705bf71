import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database (raw mail and attachments inside it), the outbox of codes and
 * the secrets: nobody but the server's user may read any of it. The umask makes every file
 * this process creates owner-only (SQLite's -wal and -shm files included, which appear
 * whenever SQLite wants them); what an older version left readable is tightened at start.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir, 2);
}

function tighten(dir: string, depth: number): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth > 0) tighten(full, depth - 1);
    } else if (entry.isFile()) {
      chmodSync(full, 0o600);
    }
  }
}
