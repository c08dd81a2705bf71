// npm start: build what is out of date, then run the server (API, SPA and, later, SMTP).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build.mjs';
import { SERVER_ENV, serverNodeFlags } from './serverFlags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale();
const server = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'dist/server/main.js')], { cwd: process.cwd(), stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
