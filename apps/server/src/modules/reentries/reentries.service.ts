/**
 * The re-entry watch: every catalogue object whose element set says its orbit is decaying, with the
 * predicted re-entry window from @cosmos/astro's `predictReentry` (King-Hele decay through Vallado's
 * exponential atmosphere, ±20 % of the remaining time; see packages/astro/src/reentry.ts). The decay rate
 * comes from the element-set history when an object has several sets over at least half a day in the last
 * 30 days (a least-squares line through their mean motions: one set's ṅ field is noisy and often stale),
 * and from the current element set's ṅ otherwise.
 */
import { predictReentry, type ReentryPrediction, satelliteId } from '@cosmos/astro';
import type { Reentry, ReentryList } from '@cosmos/contracts';
import type { Db } from '../../db/client.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { meanMotionHistory } from '../catalog/catalog.service.ts';
import { cosparFromTle, orbitOf } from '../launches/launch-objects.ts';

export const MODEL =
  'King-Hele circular-orbit decay through Vallado’s exponential atmosphere, calibrated by the mean-motion trend of the element-set history (30 days; the current set’s mean-motion derivative when it holds one set); window ±20 % of the time remaining from the epoch';
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
  /** Where the decay rate came from: the fitted element-set history, or the current set's ṅ. */
  basis: 'history' | 'elements';
}

/** History older than this before the current epoch says little about today's drag (solar activity changes). */
export const HISTORY_WINDOW_DAYS = 30;
/** Sets closer together than this give a slope dominated by fitting noise. */
const MIN_HISTORY_SPAN_DAYS = 0.5;

type MeanMotionPoint = { epochMs: number; meanMotion: number };

/**
 * The TLE-style ṅ/2 (rev/day²) of the least-squares line through the mean motions, or null when the
 * points are too few or too close together to fit.
 */
export function fittedMeanMotionDot(points: MeanMotionPoint[]): number | null {
  const byEpoch = [...new Map(points.map((p) => [p.epochMs, p])).values()];
  if (byEpoch.length < 2) return null;
  const t = byEpoch.map((p) => p.epochMs / DAY_MS);
  if (Math.max(...t) - Math.min(...t) < MIN_HISTORY_SPAN_DAYS) return null;
  const tMean = t.reduce((a, b) => a + b, 0) / t.length;
  const nMean = byEpoch.reduce((a, p) => a + p.meanMotion, 0) / byEpoch.length;
  let sxy = 0;
  let sxx = 0;
  byEpoch.forEach((p, i) => {
    sxy += (t[i]! - tMean) * (p.meanMotion - nMean);
    sxx += (t[i]! - tMean) ** 2;
  });
  return sxy / sxx / 2;
}

/** Objects whose perigee is decaying, re-computed once per catalogue version. */
const cache = new WeakMap<SkyEngine, { version: number; watched: Promise<Watched[]> }>();

export function decaying(engine: SkyEngine, db: Db): Promise<Watched[]> {
  const hit = cache.get(engine);
  if (hit && hit.version === engine.version) return hit.watched;
  const watched = computeDecaying(engine, db);
  cache.set(engine, { version: engine.version, watched });
  watched.catch(() => cache.delete(engine));
  return watched;
}

async function computeDecaying(engine: SkyEngine, db: Db): Promise<Watched[]> {
  // Above 1000 km drag is negligible; a positive ṅ there is manoeuvre or noise.
  const candidates = engine.satellites
    .map((s) => ({ s, o: orbitOf(s) }))
    .filter(({ o }) => o.meanMotionDot > 0 && o.perigeeKm <= 1000 && Number.isFinite(o.perigeeKm));
  const oldest = Math.min(...candidates.map(({ s }) => s.epochMs));
  const history = await meanMotionHistory(
    db,
    candidates.map(({ s }) => s.noradId),
    new Date((Number.isFinite(oldest) ? oldest : Date.now()) - HISTORY_WINDOW_DAYS * DAY_MS),
  );
  const watched: Watched[] = [];
  for (const { s, o } of candidates) {
    const points = (history.get(s.noradId) ?? []).filter(
      (p) => p.epochMs <= s.epochMs && p.epochMs >= s.epochMs - HISTORY_WINDOW_DAYS * DAY_MS,
    );
    const fitted = fittedMeanMotionDot([...points, { epochMs: s.epochMs, meanMotion: o.meanMotion }]);
    // A history that shows no decay outweighs one set's positive ṅ.
    if (fitted !== null && !(fitted > 0)) continue;
    const p = predictReentry({
      epochMs: s.epochMs,
      meanMotionRevPerDay: o.meanMotion,
      meanMotionDot: fitted ?? o.meanMotionDot,
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
      basis: fitted === null ? 'elements' : 'history',
    });
  }
  watched.sort((a, b) => a.predictedMs - b.predictedMs);
  return watched;
}

/** The watch at `now`: predicted windows that are not long past and open within the horizon. */
export async function upcoming(engine: SkyEngine, db: Db, now: number, horizonDays: number): Promise<Watched[]> {
  return (await decaying(engine, db)).filter(
    (w) => w.windowEndMs >= now - OVERDUE_MS && w.windowStartMs <= now + horizonDays * DAY_MS,
  );
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

export const present = (w: Watched): Reentry => ({
  id: satelliteId(w.noradId),
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
  basis: w.basis,
});

/** Objects known to have decayed, most recent first (app.ts passes the SATCAT decay dates the catalogue stores). */
export type DecayedSource = (
  limit: number,
) => Promise<{ source: ReentryList['decayedSource']; windowDays: number; items: ReentryList['decayed'] }>;

export async function list(
  engine: SkyEngine,
  db: Db,
  decayed: DecayedSource,
  query: { horizonDays: number; limit: number },
  now = Date.now(),
): Promise<ReentryList> {
  const [items, gone] = await Promise.all([upcoming(engine, db, now, query.horizonDays), decayed(query.limit)]);
  return {
    model: MODEL,
    items: items.slice(0, query.limit).map(present),
    decayed: gone.items,
    decayedWindowDays: gone.windowDays,
    decayedSource: gone.source,
  };
}
