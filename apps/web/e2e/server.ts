import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureServerBuilt, serverEntry } from '../../../scripts/lib/builds.mjs';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server as `npm start` runs it — the compiled server (rebuilt first if its sources
 * changed), built SPA, embedded PGlite in a temporary folder — and waits until it is ready.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureServerBuilt({ quiet: true });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cosmos-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
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
      NEWS_URL: 'off',
      NODE_ENV: 'test',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000', // every journey signs up from 127.0.0.1
      SOCKETS_PER_ADDRESS: '0', // and every journey's browser connects its sockets from there
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
