// Builds the server (tsc) and the client (webpack) when their inputs are newer than their output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportSizes } from './sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const child of readdirSync(p)) visit(path.join(p, child));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach((e) => visit(path.join(root, e)));
  return newest;
}

function mtime(file) {
  const p = path.join(root, file);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: undefined } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const SERVER_STAMP = 'dist/server/.built';
const shared = ['src/shared', 'package.json', 'package-lock.json'];

export function buildIfStale({ force = false } = {}) {
  if (force || mtime(SERVER_STAMP) < newestMtime(['src/server', 'tsconfig.server.json', ...shared])) {
    console.log('Building the server...');
    run(bin('tsc'), ['-p', 'tsconfig.server.json']);
    writeFileSync(path.join(root, SERVER_STAMP), new Date().toISOString());
  }
  if (force || mtime('dist/client/index.html') < newestMtime(['src/client', 'public', 'webpack.config.js', 'tsconfig.json', ...shared])) {
    console.log('Building the client...');
    run(bin('webpack'), ['--mode', 'production']);
    reportSizes(path.join(root, 'dist/client'));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale({ force: process.argv.includes('--force') });
