// Prints the size of every built asset and checks the first-load budget of the login screen.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_GZIP = 150 * 1024;

export function reportSizes(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const rows = readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const body = readFileSync(path.join(assets, f));
      return { file: f, raw: statSync(path.join(assets, f)).size, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
  console.log('\nasset                                   raw         gzip');
  for (const r of rows) console.log(`${r.file.padEnd(36)} ${kb(r.raw)} ${kb(r.gzip)}`);
  // The login screen loads the entry chunk (scripts in index.html) and nothing else.
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/src="?\/assets\/([^"\s>]+\.js)/g)].map((m) => m[1]);
  const initialGzip = rows.filter((r) => initial.includes(r.file)).reduce((sum, r) => sum + r.gzip, 0);
  const verdict = initialGzip <= LOGIN_BUDGET_GZIP ? 'within' : 'OVER';
  console.log(`\nInitial JavaScript for /login: ${kb(initialGzip).trim()} gzipped (${verdict} the ${LOGIN_BUDGET_GZIP / 1024} KB budget)\n`);
  return initialGzip;
}
