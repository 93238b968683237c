/**
 * `npm run bench:sky [-- --catalog PATH] [-- --n 30000] [-- --only prop|api]`
 * 1. Propagation pass for N satellites at one instant: the engine's tick (WASM bulk SGP4 + ephemerides
 *    + rounding + change detection, as the worker runs it) vs bare satellite.js BulkPropagator, same run.
 * 2. GET /api/celestial-data?limit=500 throughput (autocannon) with the realtime tick stopped vs running.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { promisify } from 'node:util';
import { generateNominalCatalogue, initWasmBulk, parseCatalogText, formatTle, toSatrec } from '@cosmos/astro';
import autocannon from 'autocannon';
import { BulkPropagator, EciBaseCalculator, createSingleThreadRuntime } from 'satellite.js';
import { io } from 'socket.io-client';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNT, seed } from '../../apps/server/src/db/seed/seed.ts';
import { TickState, initTickRuntime } from '../../apps/server/src/sky/compute.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('n') ?? 30_000);
const execFileAsync = promisify(execFile);
const AUTOCANNON = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const RUNS = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** N element sets: the file given, or the nominal catalogue replicated with shifted node and anomaly. */
function catalogue(): { line1: string; line2: string; name: string }[] {
  const path = arg('catalog');
  if (path) {
    const res = parseCatalogText(readFileSync(path, 'utf8'));
    if (!res.ok) throw new Error(`catalogue: line ${res.errors[0].line}: ${res.errors[0].reason}`);
    return res.records.slice(0, N);
  }
  const res = parseCatalogText(generateNominalCatalogue({ epoch: new Date(Date.UTC(2026, 0, 1)) }));
  if (!res.ok) throw new Error('nominal');
  const out: { line1: string; line2: string; name: string }[] = [];
  for (let k = 0; out.length < N; k++) {
    for (const r of res.records) {
      if (out.length >= N) break;
      const lines = formatTle({
        noradId: 100_000 + out.length,
        epoch: r.epoch,
        inclinationDeg: r.inclinationDeg,
        raanDeg: (r.raanDeg + k * 7.3) % 360,
        eccentricity: r.eccentricity,
        argPerigeeDeg: r.argPerigeeDeg,
        meanAnomalyDeg: (r.meanAnomalyDeg + k * 11.1) % 360,
        meanMotionRevPerDay: r.meanMotionRevPerDay,
      });
      out.push({ ...lines, name: `${r.name} #${k}` });
    }
  }
  return out;
}

async function propagation(tles: { line1: string; line2: string }[]) {
  const date = new Date(Date.UTC(2026, 0, 1, 6));
  // Bare: satellite.js WebAssembly bulk propagator, one thread.
  const rt = await createSingleThreadRuntime();
  const satrecs = tles.map((t) => toSatrec(t));
  const bare = new BulkPropagator({
    runtime: rt,
    calculators: [new EciBaseCalculator()] as const,
    satRecsCount: satrecs.length,
    datesCount: 1,
  });
  bare.setSatRecs(satrecs); // once: the upload is not part of a pass
  // Engine: exactly what the worker runs per tick, `state.tick(t, ['rt'])`: bulk SGP4 (WASM), Sun,
  // planets, moons and small bodies, change detection on the raw output against the last-sent
  // buffer, and the copy of the raw frame transferred to the main thread.
  await initWasmBulk();
  if (!(await initTickRuntime())) throw new Error('no WASM runtime');
  const state = new TickState();
  state.load(tles);
  if (!state.wasm) throw new Error('engine is not on the WASM path');
  // Bare and engine passes alternate (same instants) so load from other processes hits both alike.
  const bareMs: number[] = [];
  const engineMs: number[] = [];
  const ratios: number[] = [];
  let moved = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const d = new Date(date.getTime() + i * 1000);
    let t0 = performance.now();
    bare.setDates([d]);
    bare.run();
    const out = bare.getRawOutput().eci.position;
    if (!(out.length >= satrecs.length * 3)) throw new Error('bare output');
    const b = performance.now() - t0;
    t0 = performance.now();
    const res = state.tick(d.getTime(), ['rt']);
    const e = performance.now() - t0;
    if (i >= 3) {
      bareMs.push(b);
      engineMs.push(e);
      ratios.push(e / b);
      moved = res.groups.rt!.idx.length;
    }
  }
  return { bare: median(bareMs), engine: median(engineMs), pairedRatio: median(ratios), moved };
}

async function api(tles: { line1: string; line2: string; name: string }[]) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    SKY_TICK_MS: '1000',
  });
  const db = await createPgliteDb();
  await migrate(db);
  await seed(db, config);
  const text = tles.map((t) => `${t.name}\n${t.line1}\n${t.line2}`).join('\n');
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
  const imp = await fetch(`${address}/api/catalog/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    body: text,
  });
  if (!imp.ok) throw new Error(`import failed: ${imp.status} ${await imp.text()}`);
  await fetch(`${address}/api/subscription/current`, { headers: { authorization: `Bearer ${token}` } });
  await db.query("UPDATE subscriptions SET plan_id = 'pro' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [
    DEMO_ACCOUNT.email,
  ]);
  // Reload the engine so the imported catalogue is what both the API and the tick use.
  const status = await (
    await fetch(`${address}/api/catalog/status`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  // autocannon runs in its own process so the load generator does not share the server's event loop.
  const run = async (): Promise<autocannon.Result> => {
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        AUTOCANNON,
        '-c',
        '10',
        '-d',
        '10',
        '-j',
        '-H',
        `authorization=Bearer ${token}`,
        `${address}/api/celestial-data?limit=500`,
      ],
      { maxBuffer: 64 << 20 },
    );
    return JSON.parse(stdout) as autocannon.Result;
  };
  const stopped = await run();
  const socket = io(address, { path: '/socket.io', transports: ['websocket'], auth: { token } });
  let updates = 0;
  let objects = 0;
  socket.on('celestialDataUpdate', (u: { objects: unknown[] }) => {
    updates++;
    objects = u.objects.length;
  });
  await new Promise<void>((r) => socket.on('connect', () => r()));
  await new Promise((r) => socket.emit('subscribe', 'celestial', r));
  await new Promise((r) => setTimeout(r, 3000));
  const running = await run();
  const got = updates;
  socket.disconnect();
  // Stopped again (no subscriber, so no tick) after the running run: order effects (heap growth,
  // other processes on the machine) show up as a difference between the two stopped runs.
  await new Promise((r) => setTimeout(r, 1500));
  const stoppedAfter = await run();
  await built.close();
  await db.close();
  return { stopped, stoppedAfter, running, updates: got, objects, status };
}

const tles = catalogue();
console.log(
  `satellites: ${tles.length}${arg('catalog') ? ` from ${arg('catalog')}` : ' (nominal catalogue replicated)'}`,
);
const only = arg('only'); // prop | api
if (only !== 'api') {
  const p = await propagation(tles);
  console.log(
    `propagation, median of ${RUNS}: bare satellite.js WASM bulk ${p.bare.toFixed(1)} ms · engine tick ${p.engine.toFixed(1)} ms (${p.moved} objects moved per tick) · ratio of medians ${(p.engine / p.bare).toFixed(2)}×, median of paired ratios ${p.pairedRatio.toFixed(2)}×`,
  );
}
if (only === 'prop') process.exit(0);
const a = await api(tles);
const rps = (r: autocannon.Result) => r.requests.average;
console.log(`catalogue in the API: ${a.status.count} satellites`);
const stoppedRps = (rps(a.stopped) + rps(a.stoppedAfter)) / 2;
console.log(
  `GET /api/celestial-data?limit=500 (10 connections, 10 s, load generator in its own process): tick stopped ${rps(a.stopped).toFixed(0)} req/s before / ${rps(a.stoppedAfter).toFixed(0)} after (p99 ${a.stopped.latency.p99} / ${a.stoppedAfter.latency.p99} ms) · tick running ${rps(a.running).toFixed(0)} req/s (p99 ${a.running.latency.p99} ms) · ratio running/stopped ${(rps(a.running) / stoppedRps).toFixed(2)} · ${a.updates} socket updates of ~${a.objects} objects received meanwhile`,
);
process.exit(0);
