// npm run test:e2e: make sure Chromium is there (install it where we can), build, then run the suites.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium was not found at ${chromium}. Install Debian's Chromium with:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get install -y chromium ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

buildIfStale();
const result = spawnSync(path.join(root, 'node_modules/.bin/jest'), ['-c', 'test/e2e/jest.config.js', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
