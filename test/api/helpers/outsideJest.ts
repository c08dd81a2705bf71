import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Runs `script` in a fresh Node process (TypeScript through tsx, from the repository's root) and
 * answers the JSON of the last line it printed. pdf.js ships ES modules only, which jest's module
 * system cannot load, and a fresh process shows what a worker thread would see.
 */
export function printedBy<T>(script: string): T {
  const out = execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as T;
}
