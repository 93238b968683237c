/**
 * `npm run bench:outlook [-- --n 20] [-- --days 7]`
 *
 * The "will I see it?" outlook (issue 35) as GET /api/sky/outlook computes it: the visible passes of N followed
 * satellites over D days from one place (passesFor, as the sky worker runs it), each judged (judgePass: horizon
 * clip, Sun and Moon, limiting magnitude, forecast hour, verdict) and the D nights judged (judgeNight), with the
 * bundled sample forecast and a non-flat horizon. The follows are a realistic user's: the ISS, Hubble, twelve
 * Starlinks and other satellites of the nominal catalogue (its Starlinks are low, with passes every night).
 * Baseline in the same run: the passes alone, which GET /api/sky/passes already computes, so the verdicts' own
 * share shows. "Searched" runs the pass search for each follow; "reused" takes this minute's passes from the
 * server's PassCache (Satellite Data asks for passes, then their outlook; Tonight and the dashboard ask again).
 * Both are timed after a warm-up run, so outlook.service's Sun and Moon memo (per process; the same instants recur)
 * is warm in both. Target: under 300 ms for 20 follows over 7 days. Median of 5 runs after a warm-up.
 */
import { loadavg } from 'node:os';
import type { SkyPass } from '@cosmos/contracts';
import { PassCache } from '../../apps/server/src/sky/pass-cache.ts';
import { passesFor, type PassRequest } from '../../apps/server/src/sky/passes.ts';
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

// A realistic follow list: the ISS, Hubble, Starlinks, then the rest of the nominal catalogue in its order.
const all = benchCatalogue(2000, new Date(FROM));
const pick = (f: (s: (typeof all)[number]) => boolean, n: number) => all.filter(f).slice(0, n);
const sats = [
  ...new Set([
    ...pick((s) => s.noradId === 25544 || s.noradId === 20580, 2),
    ...pick((s) => /STARLINK/i.test(s.name), 12),
    ...all,
  ]),
].slice(0, N);
const hours = sampleForecast(FROM);
const horizon = (az: number) => (az > 90 && az < 180 ? 15 : 3);

const request = (s: (typeof sats)[number]): PassRequest => ({
  tle: { line1: s.line1, line2: s.line2 },
  noradId: s.noradId,
  name: s.name,
  station: SITE,
  from: FROM,
  days: DAYS,
  minEl: 10,
  visibleOnly: true,
});

function passesOnly() {
  return sats.map((s) => passesFor(request(s)));
}

function judgeAll(lists: SkyPass[][]) {
  let judged = 0;
  for (const list of lists)
    for (const p of list) {
      judgePass(SITE, p, hours, horizon);
      judged++;
    }
  for (let d = 0; d < DAYS; d++) judgeNight(SITE, new Date(FROM + d * DAY).toISOString().slice(0, 10), hours);
  return judged;
}

const outlook = () => judgeAll(passesOnly());

// The server's cache, filled once as a first request this minute would.
const cache = new PassCache();
const cached = () => Promise.all(sats.map((s) => cache.get(request(s), async () => passesFor(request(s)))));
await cached();
const cachedLists = await cached();

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

async function timeAsync(f: () => Promise<unknown>, runs = 5) {
  await f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  return median(t);
}

const passes = passesOnly().reduce((n, l) => n + l.length, 0);
const base = time(passesOnly);
const ours = time(outlook);
const reused = await timeAsync(async () => judgeAll(await cached()));
console.log(
  `outlook: ${sats.length} followed satellites (${sats
    .map((s) => s.name)
    .slice(0, 4)
    .join(', ')}…), ${DAYS} days, ` +
    `${passes} visible passes judged, ${DAYS} nights; ${cachedLists.length} lists cached`,
);
console.log(`  passes alone (baseline, what /api/sky/passes computes): ${base.toFixed(1)} ms`);
console.log(`  passes searched + verdicts + nights (the outlook):     ${ours.toFixed(1)} ms`);
console.log(`  the same with this minute's passes reused:             ${reused.toFixed(1)} ms`);
console.log(
  `  verdicts' own share: ${(ours - base).toFixed(1)} ms; target < 300 ms: searched ${ours < 300 ? 'met' : 'NOT met'}, ` +
    `reused ${reused < 300 ? 'met' : 'NOT met'}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
