/**
 * `npm run bench:billing`: server-side bulk exports and the renewal job, each next to a baseline
 * measured in the same run on the same machine (in process, embedded PGlite).
 *
 * export   = POST /api/exports, 50,000 rows (16 bodies × 3,125 instants), CSV, through app.inject
 *            baseline: the same ephemeris positions computed in a bare loop (no formatting, no HTTP)
 * stall    = longest gap of a 1 ms timer while the export runs (how long other requests could wait)
 *            baseline: the same timer while the bare loop runs (one synchronous block)
 * renewal  = runRenewals over N ended subscriptions (lock, invoice, charge, advance the period)
 *            baseline: N plain single-row INSERTs of an invoice, one at a time
 */
import { SOLAR_SYSTEM_BODIES, bodyHelioState, type SolarSystemId } from '@cosmos/astro';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import { runRenewals } from '../../apps/server/src/jobs/renewal.ts';

const N = Number(process.env.RENEWALS ?? 1000);
const STEPS = 3125;
const FROM = Date.parse('2026-01-01T00:00:00Z');

function stallMeter() {
  let last = performance.now();
  let worst = 0;
  const iv = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 1);
  return () => {
    clearInterval(iv);
    return worst;
  };
}

const db = await createPgliteDb();
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  CATALOG_URL: 'off',
  RENEWAL_INTERVAL_MS: '0',
});
await seed(db, config);
const built = await buildApp({ config, db, logger: createLogger(config) });
const app = built.app;
try {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.test', password: 'Bench-the-cosmos-2026!' },
  });
  const auth = { authorization: `Bearer ${reg.json().token}` };
  const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
  await app.inject({ method: 'PUT', url: '/api/billing/payment-method', headers: auth, payload: card });
  await app.inject({ method: 'POST', url: '/api/subscription/change', headers: auth, payload: { planId: 'pro' } });
  const body = {
    from: new Date(FROM).toISOString(),
    to: new Date(FROM + (STEPS - 1) * 60_000).toISOString(),
    stepMinutes: 1,
    ids: SOLAR_SYSTEM_BODIES.map((b) => b.id),
    format: 'csv',
    fields: ['id', 'name', 'type', 'time', 'x', 'y', 'z', 'vx', 'vy', 'vz'],
  };

  // Warm both paths once (JIT, ephemeris caches), then measure.
  await app.inject({
    method: 'POST',
    url: '/api/exports',
    headers: auth,
    payload: { ...body, to: new Date(FROM + 99 * 60_000).toISOString() },
  });
  const bare = () => {
    let sum = 0;
    for (let i = 0; i < STEPS; i++)
      for (const b of SOLAR_SYSTEM_BODIES)
        sum += bodyHelioState(b.id as SolarSystemId, new Date(FROM + i * 60_000)).r[0];
    return sum;
  };
  bare();

  let stop = stallMeter();
  let t0 = performance.now();
  await new Promise((r) => setTimeout(r, 5)); // let the meter start
  t0 = performance.now();
  bare();
  const bareMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 5)); // the timer fires only after the synchronous loop
  const bareStall = stop();

  stop = stallMeter();
  t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/exports', headers: auth, payload: body });
  const exportMs = performance.now() - t0;
  const exportStall = stop();
  if (res.statusCode !== 200) throw new Error(`export failed ${res.statusCode} ${res.body.slice(0, 200)}`);

  // Renewals: N users whose period ended.
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT 'r' || g || '@example.test', 'x', 'R', 'N', 'user' FROM generate_series(1, $1) g`,
    [N],
  );
  await db.query(`INSERT INTO subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
    SELECT id, 'pro', 'active', '2026-05-01', '2026-06-01' FROM users WHERE email LIKE 'r%@example.test'`);
  t0 = performance.now();
  const report = await runRenewals(built.ctx, new Date('2026-06-01T00:00:01Z'));
  const renewMs = performance.now() - t0;
  const ids = await db.query<{ id: string }>(`SELECT id FROM users WHERE email LIKE 'r%@example.test'`);
  t0 = performance.now();
  for (const [i, u] of ids.entries()) {
    await db.query(
      `INSERT INTO invoices (user_id, number, issued_on, amount_cents, status, plan_id) VALUES ($1, $2, '2026-06-01', 2999, 'Paid', 'pro')`,
      [u.id, `BASE-${i}`],
    );
  }
  const insertMs = performance.now() - t0;

  const rows = 16 * STEPS;
  console.log(
    `export  ${rows} rows CSV ${(res.rawPayload.length / 1e6).toFixed(1)} MB: ${exportMs.toFixed(0)} ms (${Math.round(rows / (exportMs / 1000))} rows/s); bare ephemeris loop ${bareMs.toFixed(0)} ms; ratio ${(exportMs / bareMs).toFixed(2)}x`,
  );
  console.log(
    `stall   longest event-loop gap during the export ${exportStall.toFixed(0)} ms; during the bare loop ${bareStall.toFixed(0)} ms; ratio ${(exportStall / bareStall).toFixed(2)}x`,
  );
  console.log(
    `renewal ${report.renewed} renewals: ${renewMs.toFixed(0)} ms (${(renewMs / N).toFixed(2)} ms each); ${N} plain invoice INSERTs ${insertMs.toFixed(0)} ms; ratio ${(renewMs / insertMs).toFixed(2)}x`,
  );
} finally {
  await built.close();
  await db.close();
}
