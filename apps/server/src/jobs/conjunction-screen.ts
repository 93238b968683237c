/**
 * Conjunction screening job: after every catalogue change (and at start when the last screen is stale)
 * one process — the one that claims the run under the advisory lock — screens the whole catalogue over
 * the next CONJUNCTION_DAYS in worker threads, replaces the stored encounters in one transaction, and
 * alerts the followers of the objects involved, once per encounter.
 */
import type { AppContext } from '../context.ts';
import {
  claimRun,
  failRun,
  replaceResults,
  type NewConjunction,
  type RunRow,
} from '../modules/conjunctions/conjunctions.repository.ts';
import { alertFollowers } from '../modules/conjunctions/conjunction-alerts.ts';
import type { SkyEngine } from '../sky/engine.ts';
import { runScreen } from '../sky/conjunction-runner.ts';

const DAY_MS = 86_400_000;
/** An automatic screen of the same catalogue version younger than this is not repeated. */
const FRESH_FOR = '6 hours';
/** Catalogue reloads come in bursts (import, then every process's poll): wait for quiet. */
const DEBOUNCE_MS = 5_000;
/**
 * At most this many encounters are stored (the closest ones): each row keeps both element sets, and a
 * catalogue with randomly phased shells can produce hundreds of thousands of passes under 5 km in 3 days.
 */
export const MAX_STORED = 50_000;

export interface ConjunctionJob {
  /** Starts a run now unless one is running; resolves to the claimed run (null when not claimed). */
  start(trigger: RunRow['trigger']): Promise<RunRow | null>;
  /** Resolves when the run this process is doing (if any) has finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startConjunctionJob(ctx: AppContext, engine: SkyEngine): ConjunctionJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const abort = new AbortController();

  async function start(trigger: RunRow['trigger']): Promise<RunRow | null> {
    if (stopped || running) return null;
    const now = Date.now();
    const run = await ctx.db.tx((q) =>
      claimRun(q, {
        trigger,
        windowStart: new Date(now),
        windowEnd: new Date(now + ctx.config.CONJUNCTION_DAYS * DAY_MS),
        thresholdKm: ctx.config.CONJUNCTION_KM,
        catalogVersion: engine.version,
        freshFor: trigger === 'admin' ? undefined : FRESH_FOR,
      }),
    );
    if (!run) return null;
    running = execute(run).finally(() => (running = undefined));
    return run;
  }

  async function execute(run: RunRow) {
    const t0 = performance.now();
    // Sorted by catalogue number: the lower number of a pair is its primary (the RIC frame's owner).
    const sats = [...engine.satellites].sort((a, b) => a.noradId - b.noradId);
    try {
      const { rows, stats } = await runScreen(
        {
          tles: sats.map((s) => ({ noradId: s.noradId, line1: s.line1, line2: s.line2 })),
          startMs: new Date(run.window_start).getTime(),
          endMs: new Date(run.window_end).getTime(),
          thresholdKm: run.threshold_km,
          nice: ctx.config.CONJUNCTION_NICE,
        },
        ctx.config.CONJUNCTION_THREADS,
        abort.signal,
      );
      const kept = rows.length > MAX_STORED ? [...rows].sort((a, b) => a.missKm - b.missKm).slice(0, MAX_STORED) : rows;
      if (kept.length < rows.length)
        ctx.log.warn(
          { found: rows.length, stored: kept.length },
          'conjunction screen: storing the closest encounters only',
        );
      const stored: NewConjunction[] = kept.map((r) => {
        const p = sats[r.primary];
        const s = sats[r.secondary];
        return {
          primary_norad: p.noradId,
          secondary_norad: s.noradId,
          primary_name: p.name,
          secondary_name: s.name,
          primary_line1: p.line1,
          primary_line2: p.line2,
          secondary_line1: s.line1,
          secondary_line2: s.line2,
          primary_epoch: new Date(p.epochMs),
          secondary_epoch: new Date(s.epochMs),
          tca: new Date(Math.round(r.tcaMs)),
          miss_km: r.missKm,
          rel_speed_kms: r.relSpeedKmS,
          radial_km: r.ric[0],
          in_track_km: r.ric[1],
          cross_track_km: r.ric[2],
        };
      });
      const durationMs = Math.round(performance.now() - t0);
      await ctx.db.tx((q) =>
        replaceResults(q, run.id, stored, {
          durationMs,
          objects: stats.objects,
          pairsExamined: stats.pairsExamined,
          found: rows.length,
        }),
      );
      ctx.log.info(
        { run: run.id, conjunctions: stored.length, durationMs, pairsExamined: stats.pairsExamined },
        'conjunction screen finished',
      );
      await alertFollowers(ctx, new Date()).catch((err) =>
        ctx.log.warn({ err: (err as Error).message }, 'conjunction alerts failed'),
      );
    } catch (err) {
      const message = stopped ? 'stopped with the server' : (err as Error).message;
      await failRun(ctx.db, run.id, message, Math.round(performance.now() - t0)).catch(() => undefined);
      if (!stopped) ctx.log.warn({ err: message, run: run.id }, 'conjunction screen failed');
    }
  }

  const schedule = (trigger: RunRow['trigger']) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        void start(trigger).catch((err) =>
          ctx.log.warn({ err: (err as Error).message }, 'conjunction screen could not start'),
        ),
      DEBOUNCE_MS,
    );
    timer.unref();
  };
  let unsubscribe: (() => void) | undefined;
  if (ctx.config.CONJUNCTION_AUTO) {
    // The catalogue jobs may load the engine after this job starts (app.ts starts jobs last): then its
    // first load is the start screen, not a catalogue change.
    let loaded = engine.version >= 0;
    unsubscribe = engine.onReload(() => {
      schedule(loaded ? 'catalog' : 'start');
      loaded = true;
    }) as () => void;
    if (loaded) schedule('start'); // a fresh screen of the same catalogue is skipped
  }

  return {
    start,
    idle: async () => {
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      abort.abort();
      await running;
    },
  };
}
