/**
 * `npm run bench:planner [-- --n 30000] [-- --hours 4]`
 *
 * The astrophotography planner over a whole catalogue: @cosmos/astro fieldCrossings (WASM bulk SGP4 as the sky
 * worker runs it) for a target up the whole window (the Pleiades from Greenwich, 2026-11-23 18:00 UTC), with a
 * 135 mm full-frame field and an 8″ SCT field, median of 3 runs each. Same-run baseline: the bare bulk propagation of
 * the whole catalogue at every coarse step of the window (propagateMany only, no geometry): what any prefilter at
 * that step has to pay. The catalogue is the reproducible synthetic one of bench:passes (passes-catalogue.ts).
 */
import { loadavg } from 'node:os';
import {
  BULK_STRIDE,
  fieldCrossings,
  fieldFromOptics,
  initWasmBulk,
  propagateMany,
  standardMagnitude,
  type FieldOfView,
} from '@cosmos/astro';
import { benchCatalogue } from './passes-catalogue.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('n', 30_000);
const HOURS = arg('hours', 4);
const FROM = Date.UTC(2026, 10, 23, 18);
const TO = FROM + HOURS * 3_600_000;
const SITE = { lat: 51.48, lon: -0.1, heightKm: 0.05 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const wasm = await initWasmBulk();
const sats = benchCatalogue(N, new Date(FROM));
const satrecs = sats.map((s) => s.satrec);
const mags = sats.map((s) => standardMagnitude(s.noradId, s.name));
console.log(`catalogue ${N} objects, window ${HOURS} h, WASM bulk ${wasm}, load average ${loadavg()[0]!.toFixed(1)}`);

const fields: [string, FieldOfView][] = [
  ['135 mm full frame', fieldFromOptics(36, 24, 135)],
  ['8-inch SCT, 1-inch sensor', fieldFromOptics(13.2, 8.8, 2032)],
];
for (const step of [120, 300, 600]) {
  for (const [label, fov] of fields) {
    const times: number[] = [];
    let r: ReturnType<typeof fieldCrossings> | undefined;
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      r = fieldCrossings(satrecs, (i) => mags[i]!, {
        site: SITE,
        raDeg: 56.75,
        decDeg: 24.12,
        fov,
        from: FROM,
        to: TO,
        coarseStepSeconds: step,
      });
      times.push(performance.now() - t0);
    }
    const up = r!.fieldUp.reduce((s, [a, b]) => s + (b - a), 0) / 3_600_000;
    console.log(
      `step ${step} s, ${label}: median ${median(times).toFixed(0)} ms (runs ${times.map((x) => x.toFixed(0)).join(', ')}); ` +
        `field up ${up.toFixed(2)} h, ${r!.crossings.length} crossings (${r!.crossings.filter((c) => c.sunlit).length} sunlit), ` +
        `${r!.clean.length} clean windows; ${r!.stats.coarseSteps} bulk steps, ${r!.stats.candidateSteps} candidate steps, ` +
        `${r!.stats.refineEvaluations} single propagations`,
    );
  }
  // Baseline: bare bulk propagation at the same coarse step over the same window.
  const buf = new Float64Array(N * BULK_STRIDE);
  const times: number[] = [];
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    for (let t = FROM; t <= TO; t += step * 1000) propagateMany(satrecs, new Date(t), buf);
    times.push(performance.now() - t0);
  }
  console.log(`step ${step} s, baseline bare bulk propagation: median ${median(times).toFixed(0)} ms`);
}
console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
