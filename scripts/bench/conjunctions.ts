/**
 * `npm run bench:conjunctions [-- --catalog PATH] [--n 30000] [--days 3] [--threads 2] [--api-seconds 15] [--skip-api | --api-only]`
 * 3. API p99 latency: GET /api/conjunctions?limit=20 (autocannon in its own process, 10 connections)
 *    on the real app with the catalogue imported, idle vs while the app's own screen runs (the admin
 *    endpoint: CONJUNCTION_THREADS=1 worker, the other core left to the API).
 * 1. The full screen: N objects (default synthetic 30,000 from packages/astro synthetic.ts, or a 3LE/OMM
 *    file) over `days` from the catalogue's epoch, in `threads` worker threads (the server's runner):
 *    wall time, peak memory (VmHWM of this process, workers included), pairs examined, conjunctions.
 *    Times are also taken as CPU time (process-wide, workers included), so a run on a busy shared machine
 *    still gives the cost and the wall time an idle machine would show.
 * 2. Brute force for the same work, extrapolated from a sample measured (CPU time) in the same run: SGP4 of every
 *    object at every second plus the distance of every pair at every second (a lower bound: it leaves out
 *    refining the minima it would find).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { BULK_STRIDE, initWasmBulk, parseCatalogText, propagateMany, syntheticTleText, toSatrec } from '@cosmos/astro';
import type autocannon from 'autocannon';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNT, seed } from '../../apps/server/src/db/seed/seed.ts';
import { runScreen, type ScreenTle } from '../../apps/server/src/sky/conjunction-runner.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('n') ?? 30_000);
const DAYS = Number(arg('days') ?? 3);
const THREADS = Number(arg('threads') ?? 2);
const API_S = Number(arg('api-seconds') ?? 15);
const DAY_MS = 86_400_000;
const execFileAsync = promisify(execFile);
const AUTOCANNON = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const peakRssMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

/** The catalogue as 3LE text and its reference epoch (window start). */
function catalogue(): { text: string; tles: ScreenTle[]; startMs: number; label: string } {
  const path = arg('catalog');
  const text = path
    ? readFileSync(path, 'utf8')
    : syntheticTleText(N, 20261123, new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const res = parseCatalogText(text);
  if (!res.ok) throw new Error(`catalogue: line ${res.errors[0].line}: ${res.errors[0].reason}`);
  const recs = [...new Map(res.records.map((r) => [r.noradId, r])).values()].sort((a, b) => a.noradId - b.noradId);
  // Screen from the newest epoch in the file (a real catalogue's elements are a day or so old at that time).
  const startMs = Math.max(...recs.map((r) => r.epoch.getTime()));
  return {
    text,
    tles: recs.map((r) => ({ noradId: r.noradId, line1: r.line1, line2: r.line2 })),
    startMs,
    label: path ? `${path} (${recs.length} objects)` : `synthetic ${recs.length} objects`,
  };
}

async function apiLatency(text: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    CONJUNCTION_AUTO: 'false',
    CONJUNCTION_DAYS: String(DAYS),
  });
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db, config);
  const built = await buildApp({ config, db, logger: createLogger(config) });
  await db.query("DELETE FROM satellites WHERE source = 'nominal'");
  await db.query("UPDATE users SET role = 'admin' WHERE email = $1", [DEMO_ACCOUNT.email]);
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const imp = await fetch(`${address}/api/catalog/import`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'text/plain' },
    body: text,
  });
  if (!imp.ok) throw new Error(`import failed: ${imp.status} ${await imp.text()}`);
  const load = async (): Promise<autocannon.Result> => {
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        AUTOCANNON,
        '-c',
        '10',
        '-d',
        String(API_S),
        '-j',
        '-H',
        `authorization=Bearer ${token}`,
        `${address}/api/conjunctions?limit=20`,
      ],
      { maxBuffer: 64 << 20 },
    );
    return JSON.parse(stdout) as autocannon.Result;
  };
  const idle = await load();
  const started = await fetch(`${address}/api/conjunctions/run`, { method: 'POST', headers: auth });
  if (started.status !== 202) throw new Error(`run did not start: ${started.status}`);
  await new Promise((r) => setTimeout(r, 3000)); // the worker parses the catalogue first
  const busy = await load();
  const status = (await (await fetch(`${address}/api/conjunctions/status`, { headers: auth })).json()) as {
    current: unknown;
  };
  await built.close(); // ends the screen's worker
  await db.close();
  return { idle, busy, stillRunning: status.current !== null };
}

async function bruteForceRate(tles: ScreenTle[], startMs: number) {
  await initWasmBulk();
  const sample = tles.slice(0, Math.min(2000, tles.length)).map((t) => toSatrec(t));
  const out = new Float64Array(sample.length * BULK_STRIDE);
  const steps = 30;
  propagateMany(sample, new Date(startMs), out); // warm-up and upload
  // CPU time, like the screen's: on a shared machine wall time measures the neighbours too.
  const cpuMsSince = (c: NodeJS.CpuUsage) => {
    const d = process.cpuUsage(c);
    return (d.user + d.system) / 1000;
  };
  let t = process.cpuUsage();
  for (let k = 0; k < steps; k++) propagateMany(sample, new Date(startMs + k * 1000), out);
  const perObjectStep = cpuMsSince(t) / steps / sample.length;
  t = process.cpuUsage();
  let close = 0;
  const n = sample.length;
  for (let k = 0; k < 3; k++) {
    for (let a = 0; a < n; a++) {
      const oa = a * BULK_STRIDE;
      for (let b = a + 1; b < n; b++) {
        const ob = b * BULK_STRIDE;
        const dx = out[ob] - out[oa];
        const dy = out[ob + 1] - out[oa + 1];
        const dz = out[ob + 2] - out[oa + 2];
        if (dx * dx + dy * dy + dz * dz < 100) close++;
      }
    }
  }
  const perPairStep = cpuMsSince(t) / 3 / ((n * (n - 1)) / 2);
  return { perObjectStep, perPairStep, close };
}

const fmt = (ms: number) => (ms > 3_600_000 ? `${(ms / 3_600_000).toFixed(1)} h` : `${(ms / 1000).toFixed(1)} s`);

async function main() {
  const cat = catalogue();
  console.log(`catalogue: ${cat.label}; window ${DAYS} days from ${new Date(cat.startMs).toISOString()}`);
  if (process.argv.includes('--api-only')) {
    const a = await apiLatency(cat.text);
    console.log(
      JSON.stringify({
        api: {
          idleP99: a.idle.latency.p99,
          busyP99: a.busy.latency.p99,
          ratio: +(a.busy.latency.p99 / a.idle.latency.p99).toFixed(2),
          idleRps: Math.round(a.idle.requests.average),
          busyRps: Math.round(a.busy.requests.average),
          stillRunning: a.stillRunning,
          loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
        },
      }),
    );
    process.exit(0);
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage(); // process-wide: the worker threads' time included
  let lastPct = -1;
  const { rows, stats } = await runScreen(
    { tles: cat.tles, startMs: cat.startMs, endMs: cat.startMs + DAYS * DAY_MS, thresholdKm: 5 },
    THREADS,
    undefined,
    (f) => {
      const pct = Math.floor(f * 10) * 10;
      if (pct !== lastPct) {
        lastPct = pct;
        console.log(`  screen ${pct} % (${fmt(performance.now() - t0)})`);
      }
    },
  );
  const wallMs = performance.now() - t0;
  const cpuDelta = process.cpuUsage(cpu0);
  const cpuMs = (cpuDelta.user + cpuDelta.system) / 1000;
  const peak = peakRssMb();
  const bf = await bruteForceRate(cat.tles, cat.startMs);
  const n = cat.tles.length;
  const bfSteps = DAYS * 86_400;
  const bfPairs = ((n * (n - 1)) / 2) * bfSteps;
  const bfMs = bfSteps * n * bf.perObjectStep + bfPairs * bf.perPairStep;
  // After the screen, so the peak memory above is the screen's and not the embedded database's.
  let api: Awaited<ReturnType<typeof apiLatency>> | undefined;
  if (!process.argv.includes('--skip-api')) {
    api = await apiLatency(cat.text);
    console.log(
      `API p99 idle ${api.idle.latency.p99} ms (${Math.round(api.idle.requests.average)} req/s), during the screen ${api.busy.latency.p99} ms (${Math.round(api.busy.requests.average)} req/s); ratio ${(api.busy.latency.p99 / api.idle.latency.p99).toFixed(2)}; screen still running at the end: ${api.stillRunning}`,
    );
  }
  const result = {
    objects: n,
    days: DAYS,
    threads: THREADS,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    peakRssMb: Math.round(peak),
    conjunctions: rows.length,
    // What the wall time would be on an otherwise idle machine: CPU time shared by the threads, scaled to 3 days.
    idleWallFor3DaysMs: Math.round(((cpuMs / THREADS) * 3) / DAYS),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    pairsExamined: stats.pairsExamined,
    bruteForcePairs: bfPairs,
    pairRatio: Math.round(bfPairs / stats.pairsExamined),
    bruteForceCpuMs: Math.round(bfMs),
    costRatio: Math.round(bfMs / cpuMs),
    bruteSample: {
      sgp4UsPerObjectStep: +(bf.perObjectStep * 1000).toFixed(3),
      nsPerPairStep: +(bf.perPairStep * 1e6).toFixed(2),
    },
    stats,
    api: api && {
      idleP99: api.idle.latency.p99,
      busyP99: api.busy.latency.p99,
      ratio: +(api.busy.latency.p99 / api.idle.latency.p99).toFixed(2),
      stillRunning: api.stillRunning,
    },
  };
  console.log(
    `screen: ${fmt(wallMs)} wall on ${THREADS} threads (${fmt(cpuMs)} CPU; load average ${result.loadAverage}), peak RSS ${result.peakRssMb} MB, ${rows.length} conjunctions under 5 km, ${stats.pairsExamined.toLocaleString()} pairs examined`,
  );
  console.log(
    `brute force (1-s SGP4 + every pair every second), extrapolated: ${fmt(bfMs)} CPU, ${bfPairs.toExponential(2)} pair checks`,
  );
  console.log(
    `cost ratio (brute-force CPU / screen CPU): ${result.costRatio}×; pairs ratio ${result.pairRatio}×; idle-machine wall for 3 days ≈ ${fmt(result.idleWallFor3DaysMs)}`,
  );
  console.log(JSON.stringify(result));
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
