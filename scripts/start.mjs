#!/usr/bin/env node
// `npm start`: build the web app and the server when their output is missing or older than their
// sources, then serve everything with plain node on the compiled server (apps/server/dist/main.js).
import { spawn } from 'node:child_process';
import { ensureServerBuilt, ensureWebBuilt, root, serverEntry } from './lib/builds.mjs';

try {
  ensureWebBuilt();
  ensureServerBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
