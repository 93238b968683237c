import { relativeState, toSatrec } from '@cosmos/astro';
import type { Conjunction, ConjunctionRun } from '@cosmos/contracts';
import type { z } from 'zod';
import type { ConjunctionListQuery, ConjunctionTrack } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { noradIdsOwnedBy } from '../catalog/catalog.service.ts';
import * as repo from './conjunctions.repository.ts';

const DAY_MS = 86_400_000;
const iso = (d: Date | string) => new Date(d).toISOString();

export function presentRun(r: repo.RunRow): ConjunctionRun {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    startedAt: iso(r.started_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    durationMs: r.duration_ms,
    windowStart: iso(r.window_start),
    windowEnd: iso(r.window_end),
    thresholdKm: r.threshold_km,
    objects: r.objects,
    pairsExamined: r.pairs_examined === null ? null : Number(r.pairs_examined),
    conjunctions: r.conjunctions,
    error: r.error,
  };
}

export function present(r: repo.ConjunctionRow): Conjunction {
  const tca = new Date(r.tca).getTime();
  const obj = (norad: number, name: string, epoch: Date) => ({
    id: `sat-${norad}`,
    noradId: norad,
    name,
    epoch: iso(epoch),
    elementAgeDays: Math.round(((tca - new Date(epoch).getTime()) / DAY_MS) * 1000) / 1000,
  });
  return {
    id: r.id,
    primary: obj(r.primary_norad, r.primary_name, r.primary_epoch),
    secondary: obj(r.secondary_norad, r.secondary_name, r.secondary_epoch),
    tca: iso(r.tca),
    missKm: r.miss_km,
    relativeSpeedKmS: r.rel_speed_kms,
    ric: { radialKm: r.radial_km, inTrackKm: r.in_track_km, crossTrackKm: r.cross_track_km },
  };
}

export async function list(ctx: AppContext, query: z.infer<typeof ConjunctionListQuery>) {
  const rows = await repo.list(ctx.db, {
    norad: query.id ? Number(query.id.slice(4)) : undefined,
    q: query.q || undefined,
    type: query.type,
    // Owner lives in the SATCAT metadata (the catalogue's), not in the stored encounters.
    norads: query.owner ? await noradIdsOwnedBy(ctx.db, query.owner) : undefined,
    from: query.from,
    to: query.to,
    maxKm: query.maxKm,
    limit: query.limit + 1,
    afterId: query.cursor,
    sort: query.sort,
  });
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const run = await repo.latestRun(ctx.db, 'done');
  return {
    items: page.map(present),
    nextCursor: more ? page[page.length - 1].id : null,
    run: run ? presentRun(run) : null,
  };
}

export async function status(ctx: AppContext) {
  const [latest, current] = await Promise.all([repo.latestRun(ctx.db, 'done'), repo.latestRun(ctx.db, 'running')]);
  return {
    latest: latest ? presentRun(latest) : null,
    current: current ? presentRun(current) : null,
    days: ctx.config.CONJUNCTION_DAYS,
    thresholdKm: ctx.config.CONJUNCTION_KM,
  };
}

const TRACK_HALF_S = 600;
const TRACK_STEP_S = 10;

/** Both objects every 10 s for ±10 minutes around TCA, and finely around TCA, from the element sets that were screened. */
export async function track(ctx: AppContext, id: string): Promise<z.infer<typeof ConjunctionTrack>> {
  const row = await repo.getById(ctx.db, id);
  if (!row) throw notFound('Conjunction');
  const a = toSatrec({ line1: row.primary_line1, line2: row.primary_line2 });
  const b = toSatrec({ line1: row.secondary_line1, line2: row.secondary_line2 });
  const tca = new Date(row.tca).getTime();
  const times: string[] = [];
  const primary: [number, number, number][] = [];
  const secondary: [number, number, number][] = [];
  for (let s = -TRACK_HALF_S; s <= TRACK_HALF_S; s += TRACK_STEP_S) {
    const st = relativeState(a, b, tca + s * 1000);
    if (!st.ok) continue;
    times.push(iso(new Date(tca + s * 1000)));
    primary.push(st.p1);
    secondary.push(st.p2);
  }
  // Close-up: the time the secondary takes to cross 20 miss distances (at least 50 ms, at most a minute).
  const spanS = Math.min(60, Math.max(0.05, (20 * Math.max(row.miss_km, 0.01)) / Math.max(row.rel_speed_kms, 1e-3)));
  const closeUp = {
    stepS: spanS / 100,
    primary: [] as [number, number, number][],
    secondary: [] as [number, number, number][],
  };
  for (let k = -50; k <= 50; k++) {
    const st = relativeState(a, b, tca + k * closeUp.stepS * 1000);
    if (!st.ok) continue;
    closeUp.primary.push(st.p1);
    closeUp.secondary.push(st.p2);
  }
  return { conjunction: present(row), stepS: TRACK_STEP_S, times, primary, secondary, closeUp };
}
