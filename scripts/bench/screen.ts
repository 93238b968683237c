/**
 * `npm run bench:screen [-- --n 32000] [--days 7] [--threads 2] [--sample 40] [--planted 40] [--round-s 10] [--nice 19] [--pglite]`
 *
 * Issue 34's "speed and proof", all in one run of the production code path:
 * 1. The app (buildApp, PostgreSQL database `screen_bench` by default, created if missing and emptied at
 *    each run (BENCH_DATABASE_URL), `--pglite` for the embedded one) with the
 *    catalogue of screen-population.ts (bundled catalogue + synthetic population, ≥ 30,000 objects) imported
 *    through the admin import route, plus `--planted` objects placed (packages/astro designEncounter) to pass a
 *    random catalogue object within 0.1–4.9 km at a random time of the window, so the recall sample has encounters.
 * 2. API latency idle: autocannon in its own process, 10 connections, alternating rounds on `/healthz` and a real
 *    API route (`/api/celestial-data?q=starlink&limit=20`, the catalogue search served from the sky engine); two
 *    rounds of each before the screen and two after it, so a change in the neighbours' load shows on both sides.
 * 3. The screen: POST /api/conjunctions/run, i.e. the job the server runs (worker threads at the lowest CPU
 *    priority, CONJUNCTION_THREADS = `--threads`, window CONJUNCTION_DAYS = `--days`, 5 km), rounds of the
 *    same API load until the run is done. Wall time from the request to the stored result.
 * 4. Probabilities: every stored encounter read back through GET /api/conjunctions?sort=probability (the maximum
 *    probability and Foster's with the default covariance, computed by the server as for any reader), timed.
 * 5. Recall: a random sample of catalogue objects (`--sample`, LEO) plus the planted objects and their partners,
 *    screened by packages/astro's brute force (SGP4 every second, every pair every second) over the same 7 days;
 *    each encounter it finds must be among the stored ones (same pair, TCA within 1 s).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  bruteForceEncounters,
  designEncounter,
  formatTle,
  parseCatalogText,
  prng,
  toSatrec,
  type BruteEncounter,
} from '@cosmos/astro';
import type { SatRec } from 'satellite.js';
import type autocannon from 'autocannon';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb, createPostgresDb, type Db } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNT, seed } from '../../apps/server/src/db/seed/seed.ts';
import { screenPopulation } from './screen-population.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('n', 32_000);
const DAYS = arg('days', 7);
const THREADS = arg('threads', 2);
const SAMPLE = arg('sample', 40);
const PLANTED = arg('planted', 40);
const ROUND_S = arg('round-s', 10);
const NICE = arg('nice', 19);
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/screen_bench';
const DAY_MS = 86_400_000;
const execFileAsync = promisify(execFile);
const AUTOCANNON = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** CPU seconds of each thread of this process (utime + stime from /proc), by thread id. */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const f = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(tid, (Number(f[11]) + Number(f[12])) / 100); // clock ticks (USER_HZ = 100)
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

/** The benchmark's own database (emptied at each run), created on the server the first time. */
async function benchDatabase(): Promise<Db> {
  const db = await createPostgresDb(DB_URL);
  try {
    await db.query('SELECT 1');
    return db;
  } catch (err) {
    if (!/does not exist/.test((err as Error).message)) throw err;
    await db.close();
    const url = new URL(DB_URL);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = await createPostgresDb(url.toString());
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    await admin.close();
    return createPostgresDb(DB_URL);
  }
}

interface Planted {
  text: string;
  pairs: [number, number][];
}

/** Objects placed to meet random LEO catalogue objects at random times in [start + 5 %, start + 95 %] of the window. */
function plant(primaries: { noradId: number; sat: SatRec }[], startMs: number, rand: () => number): Planted {
  const lines: string[] = [];
  const pairs: [number, number][] = [];
  let id = 330_000;
  for (let k = 0; k < PLANTED; k++) {
    const p = primaries[Math.floor(rand() * primaries.length)]!;
    const t0 = startMs + (0.05 + 0.9 * rand()) * DAYS * DAY_MS;
    try {
      const d = designEncounter(
        p.sat,
        t0,
        0.1 + rand() * 4.8,
        10 + rand() * 160,
        [rand() - 0.5, rand() - 0.5, rand() - 0.5],
        id,
      );
      if (d.residualKm > 0.01) continue;
      const { line1, line2 } = formatTle({ noradId: id, epoch: new Date(t0), ...d.elements });
      lines.push(`PLANTED ${id}`, line1, line2);
      pairs.push([p.noradId, id]);
      id++;
    } catch {
      /* a primary SGP4 cannot propagate at t0 gets no partner */
    }
  }
  return { text: lines.join('\n'), pairs };
}

async function main() {
  const epoch = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const pop = screenPopulation(N, epoch);
  const parsed = parseCatalogText(pop.text);
  if (!parsed.ok) throw new Error(`population: line ${parsed.errors[0].line}: ${parsed.errors[0].reason}`);
  const rand = prng(20261128);
  const leo = parsed.records
    .filter((r) => r.line2 && Number(r.line2.slice(52, 63)) > 11) // mean motion > 11 rev/day: LEO
    .map((r) => ({ noradId: r.noradId, line1: r.line1, line2: r.line2 }));
  const primaries = Array.from({ length: PLANTED * 2 }, () => leo[Math.floor(rand() * leo.length)]!).map((r) => ({
    noradId: r.noradId,
    sat: toSatrec(r),
    line1: r.line1,
    line2: r.line2,
  }));
  // The run's window starts when it is requested, a minute or two from now: plant well inside it.
  const planted = plant(primaries, Date.now() + 5 * 60_000, rand);
  const text = `${pop.text}${planted.text}\n`;
  const objects = pop.total + planted.pairs.length;
  log(
    `catalogue: ${objects} objects (${JSON.stringify(pop.counts)}, planted ${planted.pairs.length}); window ${DAYS} days; load average ${loadavg()}`,
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    CATALOG_URL: 'off',
    CONJUNCTION_AUTO: 'false',
    CONJUNCTION_DAYS: String(DAYS),
    CONJUNCTION_THREADS: String(THREADS),
    CONJUNCTION_NICE: String(NICE),
    ACCURACY_INTERVAL_MS: '0',
  });
  let db: Db;
  if (process.argv.includes('--pglite')) db = await createPgliteDb();
  else {
    db = await benchDatabase();
    await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  }
  await migrate(db);
  await seed(db, config);
  const built = await buildApp({ config, db, logger: createLogger(config) });
  await db.query("DELETE FROM satellites WHERE source = 'nominal'");
  await db.query('UPDATE users SET role = $2 WHERE email = $1', [DEMO_ACCOUNT.email, 'admin']);
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
  log(`imported: ${JSON.stringify(await imp.json()).slice(0, 200)}`);

  const targets = { healthz: `${address}/healthz`, search: `${address}/api/celestial-data?q=starlink&limit=20` };
  type Target = keyof typeof targets;
  const round = async (t: Target): Promise<autocannon.Result> => {
    const { stdout } = await execFileAsync(
      process.execPath,
      [AUTOCANNON, '-c', '10', '-d', String(ROUND_S), '-j', '-H', `authorization=Bearer ${token}`, targets[t]],
      { maxBuffer: 64 << 20 },
    );
    return JSON.parse(stdout) as autocannon.Result;
  };
  const p99s: Record<'idle' | 'busy', Record<Target, number[]>> = {
    idle: { healthz: [], search: [] },
    busy: { healthz: [], search: [] },
  };
  const rps: Record<'idle' | 'busy', Record<Target, number[]>> = {
    idle: { healthz: [], search: [] },
    busy: { healthz: [], search: [] },
  };
  const record = (phase: 'idle' | 'busy', t: Target, r: autocannon.Result) => {
    p99s[phase][t].push(r.latency.p99);
    rps[phase][t].push(Math.round(r.requests.average));
    log(
      `  ${phase} ${t}: p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, errors ${r.errors + r.non2xx}`,
    );
  };
  for (let k = 0; k < 2; k++) for (const t of ['healthz', 'search'] as const) record('idle', t, await round(t));
  const idleLoad = loadavg();

  // 3. The screen, as the server runs it.
  const before = threadCpu();
  // The screening threads are the ones that start with the run: their CPU time, sampled every second (a thread's
  // entry goes when it ends, so up to a second of each is not counted).
  const screenCpu = new Map<string, number>();
  const sampler = setInterval(() => {
    for (const [tid, s] of threadCpu()) if (!before.has(tid)) screenCpu.set(tid, s);
  }, 1000);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const started = await fetch(`${address}/api/conjunctions/run`, { method: 'POST', headers: auth });
  if (started.status !== 202) throw new Error(`run did not start: ${started.status} ${await started.text()}`);
  const run = (await started.json()) as { id: string; windowStart: string };
  log(`screen started (run ${run.id}), load average ${loadavg()}`);
  type Status = {
    latest: { id: string; durationMs: number; found: number; conjunctions: number; pairsExamined: number } | null;
    current: unknown;
  };
  const status = async () =>
    (await (await fetch(`${address}/api/conjunctions/status`, { headers: auth })).json()) as Status;
  let done: Status['latest'] = null;
  const loads: string[] = [];
  for (let k = 0; !done; k++) {
    record('busy', k % 2 ? 'search' : 'healthz', await round(k % 2 ? 'search' : 'healthz'));
    loads.push(loadavg());
    const s = await status();
    if (s.latest?.id === run.id) done = s.latest;
    else if (!s.current) throw new Error('the screen failed (see the server log)');
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const workerCpuS = [...screenCpu.values()].reduce((a, b) => a + b, 0);
  log(
    `screen done: ${(wallMs / 1000).toFixed(1)} s (run ${done.durationMs} ms), ${done.found} found, ${done.conjunctions} stored`,
  );

  // Idle again, the neighbours' load being what it is now: the ratio uses the idle rounds before and after.
  for (let k = 0; k < 2; k++) for (const t of ['healthz', 'search'] as const) record('idle', t, await round(t));

  // 4. Every stored encounter with its probabilities, through the API.
  const tp = performance.now();
  type Item = {
    id: string;
    primary: { noradId: number };
    secondary: { noradId: number };
    tca: string;
    missKm: number;
    probability: { max: number; foster: number | null };
  };
  const stored: Item[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const res = await fetch(
      `${address}/api/conjunctions?sort=probability&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: auth },
    );
    const page = (await res.json()) as { items: Item[]; nextCursor: string | null };
    for (const it of page.items) stored.push(it);
    cursor = page.nextCursor;
  }
  const probMs = performance.now() - tp;
  const withFoster = stored.filter((s) => s.probability.foster !== null).length;
  log(
    `probabilities: ${stored.length} encounters read in ${(probMs / 1000).toFixed(1)} s, Foster on ${withFoster}; highest max Pc ${stored[0]?.probability.max.toExponential(2)}`,
  );
  await built.close();
  await db.close();

  // 5. Recall against brute force on a random sample (the planted pairs and random LEO objects).
  const tr = performance.now();
  const ids = new Set<number>();
  for (const [a, b] of planted.pairs) ids.add(a).add(b);
  for (let k = 0; k < SAMPLE; k++) ids.add(leo[Math.floor(rand() * leo.length)]!.noradId);
  const byId = new Map(parsed.records.map((r) => [r.noradId, r]));
  const plantedRecs = parseCatalogText(planted.text);
  if (plantedRecs.ok) for (const r of plantedRecs.records) byId.set(r.noradId, r);
  const sample = [...ids].sort((a, b) => a - b);
  const sats = sample.map((id) => toSatrec(byId.get(id)!));
  const startMs = new Date(run.windowStart).getTime();
  const windowS = Math.floor((DAYS * DAY_MS) / 1000);
  const inside = (t: number) => t > startMs + 2000 && t < startMs + windowS * 1000 - 2000;
  const reference: BruteEncounter[] = bruteForceEncounters(sats, startMs, windowS, 5).filter((r) => inside(r.tcaMs));
  const cutoff = done.conjunctions < done.found ? Math.max(...stored.map((s) => s.missKm)) : Infinity;
  const judged = reference.filter((r) => r.missKm <= cutoff);
  let found = 0;
  let maxMiss = 0;
  for (const r of judged) {
    const [pa, pb] = [sample[r.a]!, sample[r.b]!];
    const m = stored.find(
      (s) => s.primary.noradId === pa && s.secondary.noradId === pb && Math.abs(Date.parse(s.tca) - r.tcaMs) < 1000,
    );
    if (!m) {
      log(`  MISSED: ${pa}–${pb} at ${new Date(r.tcaMs).toISOString()}, ${r.missKm.toFixed(3)} km`);
      continue;
    }
    found++;
    maxMiss = Math.max(maxMiss, Math.abs(m.missKm - r.missKm));
  }
  const recallS = (performance.now() - tr) / 1000;
  const ratio = (t: Target) => +(median(p99s.busy[t]) / median(p99s.idle[t])).toFixed(2);
  const result = {
    objects,
    population: pop.counts,
    planted: planted.pairs.length,
    days: DAYS,
    threads: THREADS,
    screenWallS: +(wallMs / 1000).toFixed(1),
    runDurationS: +(done.durationMs / 1000).toFixed(1),
    processCpuS: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    screenThreadsCpuS: +workerCpuS.toFixed(1),
    // What the screen's wall time would be with its threads on otherwise idle cores.
    idleMachineScreenS: +(workerCpuS / Math.min(THREADS, 2)).toFixed(1),
    nice: NICE,
    found: done.found,
    stored: done.conjunctions,
    pairsExamined: done.pairsExamined,
    probabilitiesReadS: +(probMs / 1000).toFixed(1),
    screenPlusProbabilitiesS: +((wallMs + probMs) / 1000).toFixed(1),
    withFoster,
    recall: {
      sampleObjects: sample.length,
      samplePairs: (sample.length * (sample.length - 1)) / 2,
      bruteForceEncounters: reference.length,
      judgedUnderStoredCutoff: judged.length,
      storedCutoffKm: Number.isFinite(cutoff) ? +cutoff.toFixed(3) : null,
      found,
      recall: judged.length ? +(found / judged.length).toFixed(4) : null,
      maxMissErrorKm: +maxMiss.toFixed(4),
      bruteForceS: +recallS.toFixed(1),
    },
    api: {
      idle: { p99: p99s.idle, rps: rps.idle },
      busy: { p99: p99s.busy, rps: rps.busy },
      ratioHealthz: ratio('healthz'),
      ratioSearch: ratio('search'),
    },
    loadAverage: { idle: idleLoad, duringScreen: loads, end: loadavg() },
  };
  console.log(JSON.stringify(result));
  log(
    `RESULT: ${objects} objects × ${DAYS} d: screen ${result.screenWallS} s (threads' CPU ${result.screenThreadsCpuS} s) + probabilities ${result.probabilitiesReadS} s = ${result.screenPlusProbabilitiesS} s (target < 600 s); recall ${found}/${judged.length}; API p99 ratio healthz ${result.api.ratioHealthz}×, search ${result.api.ratioSearch}× (target ≤ 1.5×)`,
  );
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
