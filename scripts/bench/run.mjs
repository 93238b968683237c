#!/usr/bin/env node
// `npm run bench`: start-up time (compiled server, and from TypeScript through tsx as the baseline in
// the same run), authenticated route throughput next to a bare Fastify route (same run), /login bundle size.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureServerBuilt, serverEntry, withoutShellChunks } from '../lib/builds.mjs';

const root = new URL('../..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => res(p));
    });
  });

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux
/** CPU time (user + system, every thread) the process has used so far: start-up on a busy machine, as it would take on a quiet one. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

async function startServer(dataDir, { from = 'compiled', logLevel = 'info' } = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const args = from === 'compiled' ? [serverEntry] : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      CATALOG_URL: 'off',
      LAUNCHES_URL: 'off',
      IMAGERY_URL: 'off',
      WEATHER_URL: 'off',
      // The start-up conjunction screen keeps a core busy for minutes (bench:conjunctions measures the API beside it);
      // this benchmark is about the per-request path, so it measures a server with no background screen.
      CONJUNCTION_AUTO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
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
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - t0;
  const cpu = cpuMs(child.pid);
  for (let i = 0; i < 100 && !out.includes('"Cosmos portal ready"'); i++) await new Promise((r) => setTimeout(r, 20));
  const phases = JSON.parse(out.split('\n').find((l) => l.includes('"Cosmos portal ready"')) ?? '{}');
  // From here on the server's request log is drained unread: this process also runs autocannon, and building a
  // string of every log line (hundreds of MB over the rounds) cost this process CPU that the bare server's rounds,
  // which log nothing, did not pay — it made the ratio fall round after round.
  for (const stream of [child.stdout, child.stderr]) {
    stream.removeAllListeners('data');
    stream.resume();
  }
  return { url, child, readyMs, cpuMs: cpu, phases };
}

const phaseLine = (p) => `database ${p.databaseMs} ms, migrations+seed ${p.migrateSeedMs} ms, app ${p.appMs} ms`;

const stop = (child) =>
  new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });

function bareServer(body) {
  // A bare Fastify route returning the same JSON, in its own process like the app.
  const code = `
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    const body = ${JSON.stringify(JSON.stringify(body))};
    app.get('/me', (req, reply) => reply.type('application/json').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write(String(app.server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(root, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((res) =>
    child.stdout.once('data', (d) => res({ child, url: `http://127.0.0.1:${String(d).trim()}` })),
  );
}

const load = (url, headers = {}) =>
  new Promise((res, rej) =>
    autocannon({ url, connections: 50, duration: DURATION, headers }, (err, r) => (err ? rej(err) : res(r))),
  );

function loginBundleKb() {
  const dist = join(root, 'apps/web/dist');
  const html = withoutShellChunks(readFileSync(join(dist, 'index.html'), 'utf8'));
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let gz = 0;
  let hasThree = false;
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    gz += gzipSync(buf, { level: 9 }).length;
    if (/WebGLRenderer|THREE\./.test(buf.toString())) hasThree = true;
  }
  return { kb: gz / 1024, files: files.length, hasThree };
}

ensureServerBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'cosmos-bench-'));
try {
  const cold = await startServer(dataDir);
  await stop(cold.child);
  const viaTsx = await startServer(dataDir, { from: 'tsx' });
  await stop(viaTsx.child);
  const started = await startServer(dataDir);
  await stop(started.child);
  // The server under load logs at warn, as the throughput target has always been measured.
  const warm = await startServer(dataDir, { logLevel: 'warn' });
  const login = await fetch(`${warm.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@cosmos.test', password: 'Explore-the-cosmos-2026' }),
  });
  const { token } = await login.json();
  const me = await (await fetch(`${warm.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();

  const bare = await bareServer(me);
  const auth = { authorization: `Bearer ${token}` };
  await load(`${bare.url}/me`); // warm-up both, then alternate rounds so a noisy moment hits both sides
  await load(`${warm.url}/api/auth/me`, auth);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bareR = await load(`${bare.url}/me`);
    const appR = await load(`${warm.url}/api/auth/me`, auth);
    rounds.push({ bareR, appR, ratio: appR.requests.average / bareR.requests.average });
  }
  await stop(bare.child);
  await stop(warm.child);
  // The median round by ratio, reported whole (its own throughputs and latencies).
  const { bareR, appR, ratio } = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];

  const bundle = loginBundleKb();
  console.log('\nCosmos benchmark (npm run bench)');
  console.log(`start to ready, new data dir:      ${cold.readyMs.toFixed(0)} ms (CPU ${cold.cpuMs} ms)`);
  console.log(
    `start to ready, existing data dir: ${started.readyMs.toFixed(0)} ms (CPU ${started.cpuMs} ms; ${phaseLine(started.phases)})  (target < 3000 ms) ${started.readyMs < 3000 ? 'OK' : started.cpuMs < 3000 ? 'wall time over target, CPU time within: machine busy' : 'ABOVE TARGET'}`,
  );
  console.log(
    `  same from TypeScript via tsx:    ${viaTsx.readyMs.toFixed(0)} ms (CPU ${viaTsx.cpuMs} ms); compiled/tsx ${((started.readyMs / viaTsx.readyMs) * 100).toFixed(0)} %`,
  );
  console.log(
    `rounds (app/bare):                  ${rounds.map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', ')}; median round:`,
  );
  console.log(
    `GET /api/auth/me (PGlite, 50 conn, ${DURATION}s): ${appR.requests.average.toFixed(0)} req/s, p99 ${appR.latency.p99} ms, errors ${appR.errors + appR.non2xx}`,
  );
  console.log(
    `bare Fastify, same JSON:            ${bareR.requests.average.toFixed(0)} req/s, p99 ${bareR.latency.p99} ms`,
  );
  console.log(
    `ratio app/bare:                     ${(ratio * 100).toFixed(0)} %   (target ≥ 50 %)  ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(
    `/login JavaScript, gzipped:         ${bundle.kb.toFixed(1)} KB in ${bundle.files} files (target ≤ 200 KB) ${bundle.kb <= 200 ? 'OK' : 'ABOVE TARGET'}; three.js in it: ${bundle.hasThree ? 'YES (bad)' : 'no'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
