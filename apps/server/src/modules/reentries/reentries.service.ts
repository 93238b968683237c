/**
 * The re-entry watch: every catalogue object whose element set says its orbit is decaying, with the
 * predicted re-entry window from @cosmos/astro's `predictReentry` (King-Hele decay through Vallado's
 * exponential atmosphere, ±20 % of the remaining time; see packages/astro/src/reentry.ts). This branch has
 * no element-set history table, so the prediction uses each object's current element set only.
 */
import { predictReentry, type ReentryPrediction } from '@cosmos/astro';
import type { Reentry, ReentryList } from '@cosmos/contracts';
import type { SkyEngine } from '../../sky/engine.ts';
import { cosparFromTle, orbitOf } from '../launches/launch-objects.ts';

export const MODEL =
  'King-Hele circular-orbit decay through Vallado’s exponential atmosphere, calibrated by the element set’s mean-motion derivative; window ±20 % of the time remaining from the epoch';
const DAY_MS = 86_400_000;
/** A predicted re-entry this far in the past still shows (the catalogue may keep a decayed object a few days). */
const OVERDUE_MS = 3 * DAY_MS;

export interface Watched extends ReentryPrediction {
  noradId: number;
  name: string;
  designator: string;
  perigeeKm: number;
  apogeeKm: number;
  epochMs: number;
}

/** Objects whose perigee is decaying, re-computed once per catalogue version. */
const cache = new WeakMap<SkyEngine, { version: number; watched: Watched[] }>();

export function decaying(engine: SkyEngine): Watched[] {
  const hit = cache.get(engine);
  if (hit && hit.version === engine.version) return hit.watched;
  const watched: Watched[] = [];
  for (const s of engine.satellites) {
    const o = orbitOf(s);
    // Above 1000 km drag is negligible; a positive ṅ there is manoeuvre or noise.
    if (!(o.meanMotionDot > 0) || o.perigeeKm > 1000 || !Number.isFinite(o.perigeeKm)) continue;
    const p = predictReentry({
      epochMs: s.epochMs,
      meanMotionRevPerDay: o.meanMotion,
      meanMotionDot: o.meanMotionDot,
      perigeeAltKm: o.perigeeKm,
    });
    if (!p) continue;
    watched.push({
      ...p,
      noradId: s.noradId,
      name: s.name,
      designator: cosparFromTle(s.line1) ?? '',
      perigeeKm: o.perigeeKm,
      apogeeKm: o.apogeeKm,
      epochMs: s.epochMs,
    });
  }
  watched.sort((a, b) => a.predictedMs - b.predictedMs);
  cache.set(engine, { version: engine.version, watched });
  return watched;
}

/** The watch at `now`: predicted windows that are not long past and open within the horizon. */
export function upcoming(engine: SkyEngine, now: number, horizonDays: number): Watched[] {
  return decaying(engine).filter(
    (w) => w.windowEndMs >= now - OVERDUE_MS && w.windowStartMs <= now + horizonDays * DAY_MS,
  );
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

export const present = (w: Watched): Reentry => ({
  id: `sat-${w.noradId}`,
  name: w.name,
  noradId: w.noradId,
  designator: w.designator,
  perigeeKm: round(w.perigeeKm, 1),
  apogeeKm: round(w.apogeeKm, 1),
  decayKmPerDay: round(w.decayKmPerDay, 3),
  elementEpoch: iso(w.epochMs),
  predicted: iso(w.predictedMs),
  windowStart: iso(w.windowStartMs),
  windowEnd: iso(w.windowEndMs),
});

/** Objects known to have decayed; the catalogue on this branch carries no decay dates, so app.ts may pass a source. */
export type DecayedSource = () => ReentryList['decayed'];

export function list(
  engine: SkyEngine,
  decayed: DecayedSource,
  query: { horizonDays: number; limit: number },
  now = Date.now(),
): ReentryList {
  return {
    model: MODEL,
    items: upcoming(engine, now, query.horizonDays).slice(0, query.limit).map(present),
    decayed: decayed().slice(0, query.limit),
  };
}
