/**
 * `npm run bench:catalog`: catalogue search over a generated 30,000-object catalogue (issue 14), next to a
 * bare linear scan of the same data measured in the same run.
 *
 * ours  = GET /api/celestial-data?q=…&<filters>&limit=20 through app.inject (auth, validation, filters,
 *         positions of the page, serialisation): wall time of the inject, an upper bound on server time
 *         (the catalogue is stored in PGlite and loaded into the sky engine as the server does)
 * facets = GET /api/celestial-data/facets with the same query
 * bare  = Array.filter over plain {name, norad, cospar, owner, type} rows: lower-case `includes` on the
 *         name/number/designator and the same equality filters, no HTTP, no positions
 * Each query set runs ROUNDS times; p50/p95 over every request.
 */
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPgliteDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import { parseCatalogText } from '@cosmos/astro';
import { upsertSatellites, bumpVersion } from '../../apps/server/src/modules/catalog/catalog.repository.ts';
import { replaceSatcat } from '../../apps/server/src/modules/catalog/satcat.repository.ts';
import { generateCatalogue, generatedFacts } from '../../apps/server/test/generated-catalogue.ts';

const N = Number(process.env.CATALOG_SIZE ?? 30_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);

const db = await createPgliteDb();
await migrate(db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST: '/nonexistent',
  CATALOG_URL: 'off',
  CONJUNCTION_AUTO: 'false',
});
await seed(db, config);
const built = await buildApp({ config, db, logger: createLogger(config) });
const { app } = built;

const sats = generateCatalogue(N);
const parsed = parseCatalogText(sats.map((s) => `${s.name}\n${s.line1}\n${s.line2}`).join('\n'));
if (!parsed.ok) throw new Error(`generated catalogue did not parse: ${parsed.errors[0]?.reason}`);
await db.tx(async (q) => {
  await q.query('DELETE FROM satellites');
  await upsertSatellites(q, parsed.records, 'live');
  await replaceSatcat(
    q,
    sats.map((s) => ({
      noradId: s.noradId,
      name: s.name,
      cospar: s.meta!.cospar,
      objectType: s.meta!.objectType,
      owner: s.meta!.owner,
      launchDate: s.meta!.launchDate,
      launchSite: null,
      decayDate: s.meta!.decayDate,
      periodMin: null,
      inclinationDeg: null,
      apogeeKm: null,
      perigeeKm: null,
      rcsSize: 'MEDIUM',
    })),
    'satcat',
  );
  await bumpVersion(q);
});
await built.skyEngine.refreshFromDb(true);
if (built.skyEngine.satellites.length !== N) throw new Error('catalogue not loaded');

const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.test', password: 'Bench-the-cosmos-2026!' },
});
const auth = { authorization: `Bearer ${reg.json().token}` };

/** Queries a person types: a designator, a name fragment, a number, and filter combinations. */
const queries: { params: Record<string, string>; bare: (r: Row) => boolean }[] = [];
type Row = { hay: string; owner: string; type: string; launch: string; name: string };
const rows: Row[] = sats.map((s) => ({
  hay: `${s.name.toLowerCase()}\u0000${s.noradId}\u0000${s.meta!.cospar!.toLowerCase()}`,
  owner: s.meta!.owner!,
  type: s.meta!.objectType,
  launch: s.meta!.launchDate!,
  name: s.name,
}));
for (const k of [17, 4_321, 12_345, 29_999]) {
  const f = generatedFacts(k);
  const c = f.cospar.toLowerCase();
  queries.push({ params: { q: f.cospar }, bare: (r) => r.hay.includes(c) });
  const n = String(f.noradId);
  queries.push({ params: { q: n }, bare: (r) => r.hay.includes(n) });
}
queries.push({ params: { q: 'starlink' }, bare: (r) => r.hay.includes('starlink') });
queries.push({ params: { q: 'molniya-2' }, bare: (r) => r.hay.includes('molniya-2') });
queries.push({
  params: { q: 'object', owner: 'US', objectType: 'DEB' },
  bare: (r) => r.hay.includes('object') && r.owner === 'US' && r.type === 'DEB',
});
queries.push({
  params: { owner: 'PRC', launchedAfter: '2000-01-01' },
  bare: (r) => r.owner === 'PRC' && r.launch >= '2000-01-01',
});
queries.push({ params: { q: 'no such thing' }, bare: (r) => r.hay.includes('no such thing') });

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const fmt = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(2)} ms  p95 ${pct(xs, 0.95).toFixed(2)} ms`;

async function measure(path: string) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const q of queries) {
      const url = `${path}?${new URLSearchParams({ ...q.params, ...(path.endsWith('facets') ? {} : { limit: '20' }) })}`;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: auth });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
  return times;
}
function measureBare() {
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const q of queries) {
      const t0 = performance.now();
      const hits = rows.filter(q.bare).slice(0, 20);
      times.push(performance.now() - t0);
      found += hits.length;
    }
  return { times, found };
}

await measure('/api/celestial-data'); // warm-up: JIT, the serializer, positions of the first pages
measureBare();
const ours = await measure('/api/celestial-data');
const facets = await measure('/api/celestial-data/facets');
const bare = measureBare();
console.log(
  `catalogue search, ${N.toLocaleString('en')} objects, ${queries.length} queries × ${ROUNDS} rounds (${new Date().toISOString()})`,
);
console.log(`  GET /api/celestial-data (inject)  ${fmt(ours)}`);
console.log(`  GET /api/celestial-data/facets    ${fmt(facets)}`);
console.log(`  bare linear scan                  ${fmt(bare.times)}`);
await built.close();
