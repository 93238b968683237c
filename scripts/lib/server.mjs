// Starts the compiled server (as `npm start` runs it) on a free port and a temporary data folder, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, ensureWebBuilt, root, serverEntry } from './builds.mjs';

const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => res(p));
    });
  });

export async function startBuiltServer(env = {}) {
  ensureWebBuilt();
  ensureServerBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cosmos-bench-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOG_URL: 'off',
      LAUNCHES_URL: 'off',
      IMAGERY_URL: 'off',
      WEATHER_URL: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(out);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async signIn(email = 'demo@cosmos.test', password = 'Explore-the-cosmos-2026') {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
      return (await res.json()).token;
    },
    async stop() {
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Prepares `page` for a first visit to `url`'s app: on a page of the app's origin (the favicon, which runs nothing);
 * with `token`, as a returning signed-in visitor, whose app has stored the token and set its first-paint cookie (ADR
 * 0007) on an earlier visit. The caller then empties the HTTP cache for a cold visit.
 */
export async function prepareVisitor(page, url, token) {
  await page.goto(`${url}/favicon.svg`);
  if (!token) return;
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${url}/dashboard`);
  await page.waitForFunction(() => document.cookie.includes('cosmos_paint=in.'));
  await page.goto(`${url}/favicon.svg`);
}
