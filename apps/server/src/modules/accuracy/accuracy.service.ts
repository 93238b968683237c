/**
 * "How accurate is Cosmos?" (issue 34): the accuracy job measures each published figure against an independent
 * reference and stores the report; GET /api/accuracy serves the last one and `npm run accuracy` prints a fresh one.
 * The math (and what each reference is) lives in packages/astro/src/accuracy; the CPU-heavy parts run in a worker
 * (sky/accuracy-runner.ts). Samples are picked deterministically from the catalogue, so two runs on one catalogue
 * measure the same objects.
 */
import { MAGNITUDE_VALIDATION_SET, reentryScore, validateMagnitudes, type Site } from '@cosmos/astro';
import type { AccuracyReport } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { measureAccuracy, type AccuracyJob } from '../../sky/accuracy-runner.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SatelliteEntry } from '../../sky/objects.ts';
import { catalogueCompleteness, decayDatesOf, elementAges, satcatFetched } from '../catalog/catalog.service.ts';
import { claimRefresh, refreshFailed, refreshSucceeded } from '../leases/leases.service.ts';
import { decaying } from '../reentries/reentries.service.ts';
import * as repo from './accuracy.repository.ts';

export const ACCURACY_JOB = 'accuracy report';
/** Re-entry windows are ±20 % of the time remaining (packages/astro reentry.ts). */
const REENTRY_WINDOW_PERCENT = 20;

/** Where the pass sample is seen from: three latitudes, both hemispheres. */
export const PASS_SITES: Site[] = [
  { lat: 51.48, lon: 0, heightKm: 0.05 },
  { lat: 40.42, lon: -3.7, heightKm: 0.65 },
  { lat: -33.87, lon: 151.21, heightKm: 0.05 },
];

/** Sample sizes: a run costs a few seconds of one core at low priority. */
export const SAMPLE = { passObjects: 8, passHours: 6, recallObjects: 100, recallHours: 1, planted: 15 };

/** `n` objects spread evenly over the list (sorted by catalogue number, so a catalogue gives the same sample). */
function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);
}

export function samples(engine: SkyEngine, now: number): AccuracyJob {
  const sats = [...engine.satellites].sort((a, b) => a.noradId - b.noradId);
  const tle = (s: SatelliteEntry) => ({ line1: s.line1, line2: s.line2 });
  const flying = sats.filter((s) => s.info.perigeeKm > 200);
  // The busiest shell of low orbit, where encounters happen; any low orbit when the catalogue has few there.
  const shell = sats.filter((s) => s.info.perigeeKm >= 450 && s.info.apogeeKm <= 650);
  const recallPool = shell.length >= 20 ? shell : flying.filter((s) => s.info.apogeeKm < 2000);
  return {
    passSample: spread(flying, SAMPLE.passObjects).map(tle),
    sites: PASS_SITES,
    passFrom: now,
    passTo: now + SAMPLE.passHours * 3_600_000,
    recallSample: spread(recallPool, SAMPLE.recallObjects).map(tle),
    recallStartMs: now,
    recallWindowS: SAMPLE.recallHours * 3600,
    thresholdKm: 5,
    planted: SAMPLE.planted,
  };
}

/** Records today's re-entry predictions and scores every earlier one whose object has decayed since. */
export async function reentryFigure(db: Db, engine: SkyEngine, now: Date): Promise<AccuracyReport['reentries']> {
  const watched = await decaying(engine, db);
  await repo.recordForecasts(db, watched, now);
  const rows = await repo.listForecasts(db);
  const decays = await decayDatesOf(db, [...new Set(rows.map((r) => r.norad_id))]);
  const score = reentryScore(
    rows.map((r) => ({
      noradId: r.norad_id,
      predictedAt: new Date(r.predicted_at).getTime(),
      windowStart: new Date(r.window_start).getTime(),
      windowEnd: new Date(r.window_end).getTime(),
      decayDate: decays.get(r.norad_id) ?? null,
    })),
  );
  return {
    method: `Each day the job records every re-entry prediction (King-Hele decay, window ±${REENTRY_WINDOW_PERCENT} % of the time remaining); when SATCAT later lists the object's decay date, the prediction counts as inside if that day falls in its window.`,
    sampleSize: score.resolved,
    measuredAt: now.toISOString(),
    windowPercent: REENTRY_WINDOW_PERCENT,
    ...score,
    share: score.share === null ? null : Math.round(score.share * 1000) / 1000,
    recordingSince: rows[0] ? new Date(rows[0].predicted_at).toISOString() : null,
    decaySource: (await satcatFetched(db)) ? 'satcat' : 'none',
  };
}

/** Measures every figure now (seconds of CPU in a worker). */
export async function measure(ctx: Pick<AppContext, 'db'>, engine: SkyEngine, signal?: AbortSignal) {
  const now = new Date();
  const at = now.toISOString();
  const job = samples(engine, now.getTime());
  const m = await measureAccuracy(job, signal);
  const families = validateMagnitudes();
  const { count, bySource } = engine.counts();
  const kinds = (['live', 'nominal', 'imported'] as const).filter((k) => bySource[k] > 0);
  const report: AccuracyReport = {
    measuredAt: at,
    refreshHours: 0,
    passTiming: {
      method:
        'Rise, culmination and set of the ISS over two sites in three days against python-sgp4 and astropy (another SGP4 implementation and frames library); and rise and set of a sample of today’s catalogue over three sites against an exhaustive 1-second scan of the same SGP4, which checks that the search skips no pass.',
      sampleSize: m.reference.passes + m.sample.passes,
      measuredAt: at,
      reference: m.reference,
      sample: m.sample,
    },
    magnitudes: {
      method:
        'The magnitude model (family standard magnitude, range, phase law) against published mean observed magnitudes with their mean range; most points come from the paper the family value comes from, so they check the range law, and points marked independent check the photometry.',
      sampleSize: MAGNITUDE_VALIDATION_SET.length,
      measuredAt: at,
      families,
    },
    conjunctions: {
      method: `The screen against a brute-force scan (every pair's distance every second, minima refined to the millisecond) of ${m.recall.objects} catalogue objects in low orbit and ${m.recall.planted} objects placed to meet some of them, over ${m.recall.windowHours} h; an encounter is found when the screen lists the pair within 1 s of its time of closest approach.`,
      sampleSize: m.recall.reference,
      measuredAt: at,
      objects: m.recall.objects,
      planted: m.recall.planted,
      windowHours: m.recall.windowHours,
      thresholdKm: m.recall.thresholdKm,
      reference: m.recall.reference,
      found: m.recall.found,
      recall: m.recall.recall === null ? null : Math.round(m.recall.recall * 1000) / 1000,
      maxMissErrorKm: m.recall.maxMissErrorKm,
      maxTcaErrorSeconds: m.recall.maxTcaErrorSeconds,
    },
    reentries: await reentryFigure(ctx.db, engine, now),
    catalogue: {
      method:
        'On-orbit objects in SATCAT (no decay date) against objects with an element set; element-set ages from their epochs.',
      sampleSize: count,
      measuredAt: at,
      objects: count,
      source: kinds.length === 1 ? kinds[0]! : kinds.length === 0 ? 'empty' : 'mixed',
      completeness: await catalogueCompleteness(ctx.db),
      elementAge: await elementAges(ctx.db, now),
    },
  };
  return report;
}

export type RunOutcome = 'disabled' | 'skipped' | 'measured' | 'failed';

/**
 * One run of the job: claimed by one process per interval on the shared refresh lease 'accuracy', measured, stored
 * whole (a failure keeps the last report and records the error on the lease).
 */
export async function refreshAccuracy(
  ctx: AppContext,
  engine: SkyEngine,
  opts: { force?: boolean; signal?: AbortSignal } = {},
): Promise<RunOutcome> {
  const interval = ctx.config.ACCURACY_INTERVAL_MS;
  if (interval === 0 && !opts.force) return 'disabled';
  const claimed = await ctx.db.tx((q) =>
    claimRefresh(q, 'accuracy', {
      force: Boolean(opts.force),
      minIntervalS: Math.max(0, Math.floor(interval / 1000) - 60),
    }),
  );
  if (!claimed) return 'skipped';
  try {
    const report = await measure(ctx, engine, opts.signal);
    await ctx.db.tx(async (q) => {
      await repo.saveReport(q, report);
      await refreshSucceeded(q, 'accuracy');
    });
    ctx.log.info({ measuredAt: report.measuredAt }, 'accuracy report measured');
    return 'measured';
  } catch (err) {
    const message = (err as Error).message.slice(0, 500);
    await refreshFailed(ctx.db, 'accuracy', message).catch(() => undefined);
    ctx.log.warn({ err: message }, 'accuracy report failed; the last one is kept');
    return 'failed';
  }
}

const EMPTY = { passTiming: null, magnitudes: null, conjunctions: null, reentries: null, catalogue: null };

/** The last stored report (every figure null until the job has measured once). */
export async function lastReport(ctx: AppContext): Promise<AccuracyReport> {
  const row = await repo.getReport(ctx.db);
  const refreshHours = Math.round((ctx.config.ACCURACY_INTERVAL_MS / 3_600_000) * 10) / 10;
  return row.report ? { ...row.report, refreshHours } : { measuredAt: null, ...EMPTY, refreshHours };
}
