/**
 * `npm run bench:outlook [-- --n 20] [-- --days 7]`
 *
 * The "will I see it?" outlook (issue 35) as GET /api/sky/outlook computes it: the visible passes of N followed
 * satellites over D days from one place (passesFor, as the sky worker runs it), each judged (judgePass: horizon
 * clip, Sun and Moon, limiting magnitude, forecast hour, verdict) and the D nights judged (judgeNight), with the
 * bundled sample forecast and a non-flat horizon. Baseline in the same run: the passes alone, which
 * GET /api/sky/passes already computes, so the verdict's own share shows. Target: under 300 ms for 20 follows
 * over 7 days. Median of 5 runs after a warm-up.
 */
import { passesFor } from '../../apps/server/src/sky/passes.ts';
import { judgeNight, judgePass } from '../../apps/server/src/modules/weather/outlook.service.ts';
import { sampleForecast } from '../../apps/server/src/modules/weather/weather-sample.ts';
import { benchCatalogue } from './passes-catalogue.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('n', 20);
const DAYS = arg('days', 7);
const SITE = { lat: 51.4779, lon: -0.0015, heightKm: 0.046 };
const FROM = Date.parse('2026-11-23T00:00:00Z');
const DAY = 86_400_000;

// The first N of the nominal catalogue: low orbits, several visible passes a night each.
const sats = benchCatalogue(N, new Date(FROM));
const hours = sampleForecast(FROM);
const horizon = (az: number) => (az > 90 && az < 180 ? 15 : 3);

function passesOnly() {
  return sats.map((s) =>
    passesFor({
      tle: { line1: s.line1, line2: s.line2 },
      noradId: s.noradId,
      name: s.name,
      station: SITE,
      from: FROM,
      days: DAYS,
      minEl: 10,
      visibleOnly: true,
    }),
  );
}

function outlook() {
  let judged = 0;
  for (const list of passesOnly())
    for (const p of list) {
      judgePass(SITE, p, hours, horizon);
      judged++;
    }
  for (let d = 0; d < DAYS; d++) judgeNight(SITE, new Date(FROM + d * DAY).toISOString().slice(0, 10), hours);
  return judged;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(f: () => unknown, runs = 5) {
  f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
}

const passes = passesOnly().reduce((n, l) => n + l.length, 0);
const base = time(passesOnly);
const ours = time(outlook);
console.log(`outlook: ${N} followed satellites, ${DAYS} days, ${passes} visible passes judged, ${DAYS} nights`);
console.log(`  passes alone (baseline, what /api/sky/passes computes): ${base.toFixed(1)} ms`);
console.log(`  passes + verdicts + nights (the outlook):              ${ours.toFixed(1)} ms`);
console.log(
  `  verdicts' own share: ${(ours - base).toFixed(1)} ms; target < 300 ms: ${ours < 300 ? 'met' : 'NOT met'}`,
);
