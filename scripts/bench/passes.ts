/**
 * `npm run bench:passes [-- --n 10000] [-- --days 7] [-- --baseline 500|all]`
 *
 * Visible passes of N satellites over D days for one observer (Greenwich, from 2026-11-23 00:00 UTC):
 *  - ours: @cosmos/astro findObserverPasses (orbit-geometry filter, dark windows, adaptive step,
 *    refined rise/set, shadow, magnitude and a 10 s track), over all N;
 *  - baseline: a bare satellite.js scan at a 30 s step (propagate, ecfToLookAngles, sunPos,
 *    shadowFraction at every step; a pass is a run of steps at ≥ 10°, visible when one of its steps
 *    is sunlit with the Sun below −6°). By default over an evenly spread subset of `--baseline`
 *    satellites (a full scan of 10,000 objects takes several minutes on this machine); ours is
 *    timed on that same subset too, so the ratio compares the same objects in the same run.
 * Timing accuracy: for every pass both find in the subset, the true rise/set is bisected to 1 ms with
 * satellite.js between the baseline's bracketing steps; each method's error against it is reported.
 */
import { ObserverSky, findObserverPasses, standardMagnitude } from '@cosmos/astro';
import { ecfToLookAngles, eciToEcf, gstime, propagate, shadowFraction, sunPos, type SatRec } from 'satellite.js';
import { benchCatalogue, type BenchSat } from './passes-catalogue.ts';
import { identify } from '../../apps/server/src/sky/identify.ts';
import { initWasmBulk } from '@cosmos/astro';

/**
 * "What was that?" over the whole catalogue for a 10-minute window (±300 s), as the worker runs it
 * (WASM bulk SGP4), against a bare satellite.js scan of the same window every 5 s.
 */
async function benchIdentify(sats: BenchSat[]) {
  await initWasmBulk();
  const satrecs = sats.map((s) => s.satrec);
  const mags = Float64Array.from(sats, (s) => standardMagnitude(s.noradId, s.name).mag);
  const q = {
    site: SITE,
    at: FROM + 18 * 3_600_000,
    azimuthDeg: 200,
    elevationDeg: 40,
    radiusDeg: 5,
    windowSeconds: 300,
  };
  const times: number[] = [];
  let found = 0;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    found = identify(satrecs, mags, q).length;
    times.push(performance.now() - t0);
  }
  const t0 = performance.now();
  let bare = 0;
  const target = { az: q.azimuthDeg * DEG, el: q.elevationDeg * DEG };
  for (const s of sats) {
    let hit = false;
    for (let t = q.at - 300_000; t <= q.at + 300_000 && !hit; t += 5000) {
      const d = new Date(t);
      const pv = propagate(s.satrec, d);
      if (!pv || s.satrec.error !== 0) continue;
      const la = ecfToLookAngles(GD, eciToEcf(pv.position, gstime(d)));
      const c =
        Math.sin(target.el) * Math.sin(la.elevation) +
        Math.cos(target.el) * Math.cos(la.elevation) * Math.cos(target.az - la.azimuth);
      if (Math.acos(Math.min(1, c)) <= q.radiusDeg * DEG) hit = true;
    }
    if (hit) bare++;
  }
  const bareMs = performance.now() - t0;
  const med = [...times].sort((a, b) => a - b)[1];
  console.log(
    `identify, ±300 s over ${sats.length} objects: ours median ${med.toFixed(0)} ms of 3 (${times.map((x) => x.toFixed(0)).join(', ')}), ${found} satellites within ${q.radiusDeg}°; bare satellite.js 5 s scan ${bareMs.toFixed(0)} ms, ${bare} found`,
  );
}

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg('n') ?? 10_000);
const DAYS = Number(arg('days') ?? 7);
const BASE = arg('baseline') === 'all' ? N : Number(arg('baseline') ?? 500);
const SITE = { lat: 51.4779, lon: -0.0015, heightKm: 0.046 };
const FROM = Date.parse('2026-11-23T00:00:00Z');
const TO = FROM + DAYS * 86_400_000;
const DEG = Math.PI / 180;
/** Track spacing of our result: the baseline's step (30 s), with shadow entries still refined to 0.1 s. --track 10 gives the API's. */
const TRACK_S = Number(arg('track') ?? 30);
const GD = { latitude: SITE.lat * DEG, longitude: SITE.lon * DEG, height: SITE.heightKm };

interface Found {
  rise: number;
  set: number;
  visible: boolean;
}

function ours(sats: BenchSat[]): { passes: Found[][]; ms: number; visible: number } {
  const t0 = performance.now();
  const sky = new ObserverSky(SITE, FROM, TO);
  let visible = 0;
  const passes = sats.map((s) => {
    const found = findObserverPasses(s.satrec, sky, {
      standardMagnitude: standardMagnitude(s.noradId, s.name).mag,
      visibleOnly: true,
      trackStepSeconds: TRACK_S,
    });
    visible += found.length;
    return found.map((p) => ({ rise: p.rise.time, set: p.set.time, visible: p.visible }));
  });
  return { passes, ms: performance.now() - t0, visible };
}

const elevationAt = (satrec: SatRec, t: number): number => {
  const d = new Date(t);
  const pv = propagate(satrec, d);
  if (!pv || satrec.error !== 0) return -90;
  return ecfToLookAngles(GD, eciToEcf(pv.position, gstime(d))).elevation / DEG;
};

/** The bare scan: every 30 s, look angles, the Sun's altitude and the shadow. */
function baseline(sats: BenchSat[]): { passes: Found[][]; ms: number; visible: number } {
  const t0 = performance.now();
  const step = 30_000;
  let visible = 0;
  const passes = sats.map((s) => {
    const out: Found[] = [];
    let rise: number | null = null;
    let seen = false;
    for (let t = FROM; t <= TO; t += step) {
      const d = new Date(t);
      const pv = propagate(s.satrec, d);
      const ok = pv && s.satrec.error === 0;
      const gmst = gstime(d);
      const el = ok ? ecfToLookAngles(GD, eciToEcf(pv.position, gmst)).elevation / DEG : -90;
      if (el >= 10) {
        if (rise === null) {
          rise = t;
          seen = false;
        }
        const jd = t / 86_400_000 + 2440587.5;
        const sun = sunPos(jd).rsun;
        const sunEcf = eciToEcf({ x: sun.x * 149_597_870.7, y: sun.y * 149_597_870.7, z: sun.z * 149_597_870.7 }, gmst);
        const sunAlt = ecfToLookAngles(GD, sunEcf).elevation / DEG;
        if (sunAlt < -6 && shadowFraction(sun, pv!.position) < 1) seen = true;
      } else if (rise !== null) {
        if (rise > FROM) out.push({ rise, set: t, visible: seen });
        rise = null;
      }
    }
    const vis = out.filter((p) => p.visible);
    visible += vis.length;
    return vis;
  });
  return { passes, ms: performance.now() - t0, visible };
}

/** True crossing of 10° between a (below) and b (above) or the reverse, bisected with satellite.js to 1 ms. */
function truth(satrec: SatRec, a: number, b: number): number {
  const below = elevationAt(satrec, a) < 10;
  while (b - a > 1) {
    const m = (a + b) / 2;
    if (elevationAt(satrec, m) < 10 === below) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

const sats = benchCatalogue(N, new Date(FROM));
if (arg('only') !== 'passes') await benchIdentify(sats);
if (arg('only') === 'identify') process.exit(0);
const every = Math.max(1, Math.floor(N / BASE));
const subset = sats.filter((_, i) => i % every === 0).slice(0, BASE);
console.log(
  `catalogue: ${sats.length} objects; observer ${SITE.lat}° N ${SITE.lon}° E; ${DAYS} days from ${new Date(FROM).toISOString()}`,
);

const full = ours(sats);
console.log(`ours, all ${sats.length}: ${(full.ms / 1000).toFixed(2)} s, ${full.visible} visible passes`);
const oursSub = ours(subset);
const baseSub = baseline(subset);
console.log(
  `subset of ${subset.length}: ours ${(oursSub.ms / 1000).toFixed(2)} s (${oursSub.visible} visible passes), bare satellite.js 30 s scan ${(baseSub.ms / 1000).toFixed(2)} s (${baseSub.visible} visible passes)`,
);
const perSatOurs = oursSub.ms / subset.length;
const perSatBase = baseSub.ms / subset.length;
console.log(
  `speed-up on the same objects: ${(perSatBase / perSatOurs).toFixed(1)}× (baseline extrapolated to ${sats.length}: ${((perSatBase * sats.length) / 1000).toFixed(0)} s vs ours measured ${(full.ms / 1000).toFixed(1)} s)`,
);

// Timing accuracy against bisected truth, on passes both methods found.
const errOurs: number[] = [];
const errBase: number[] = [];
let onlyBase = 0;
let onlyOurs = 0;
subset.forEach((s, i) => {
  const mine = oursSub.passes[i];
  const theirs = baseSub.passes[i];
  for (const b of theirs) {
    const m = mine.find((p) => Math.abs(p.rise - b.rise) < 60_000);
    if (!m) {
      onlyBase++;
      continue;
    }
    const tr = truth(s.satrec, b.rise - 30_000, b.rise);
    const ts = truth(s.satrec, b.set - 30_000, b.set);
    errOurs.push(Math.abs(m.rise - tr), Math.abs(m.set - ts));
    errBase.push(Math.abs(b.rise - tr), Math.abs(b.set - ts));
  }
  for (const m of mine) if (!theirs.some((b) => Math.abs(m.rise - b.rise) < 60_000)) onlyOurs++;
});
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `mean ${(s.reduce((a, b) => a + b, 0) / s.length / 1000).toFixed(3)} s, max ${(s[s.length - 1] / 1000).toFixed(3)} s`;
};
console.log(
  `timing error of rise/set on ${errOurs.length / 2} common visible passes: ours ${stats(errOurs)}; baseline ${stats(errBase)}`,
);
console.log(`visible passes only one method found: baseline-only ${onlyBase}, ours-only ${onlyOurs}`);
