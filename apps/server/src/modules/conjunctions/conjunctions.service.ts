import { relativeState, satcatOwner, toSatrec, noradOf, satelliteId } from '@cosmos/astro';
import type {
  Conjunction,
  ConjunctionObjectType,
  ConjunctionOwner,
  ConjunctionOwners,
  ConjunctionRun,
} from '@cosmos/contracts';
import type { z } from 'zod';
import type { ConjunctionListQuery, ConjunctionTrack } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './conjunctions.repository.ts';
import { defaultSigmaKm, probabilityOf } from './conjunction-probability.ts';
import type { Vec3 } from '@cosmos/astro';

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
    found: r.found,
    conjunctions: r.conjunctions,
    error: r.error,
  };
}

const TYPE_NAMES = { PAY: 'payload', 'R/B': 'rocket-body', DEB: 'debris', UNK: 'unknown' } as const;

/** A SATCAT owner code with the catalogue's readable name and region for it (both null for an unlisted code). */
export function presentOwner(code: string): ConjunctionOwner {
  const known = satcatOwner(code);
  return { code, name: known?.name ?? null, country: known?.country ?? null };
}

export function present(r: repo.ListedConjunctionRow, sigmaKm: Vec3 | null = null): Conjunction {
  const tca = new Date(r.tca).getTime();
  const obj = (
    norad: number,
    name: string,
    epoch: Date,
    owner: string | null,
    type: repo.ListedConjunctionRow['primary_type'],
    fromSatcat: boolean,
  ) => ({
    id: satelliteId(norad),
    noradId: norad,
    name,
    owner: owner === null ? null : presentOwner(owner),
    objectType: TYPE_NAMES[type] satisfies ConjunctionObjectType,
    objectTypeFrom: fromSatcat ? ('satcat' as const) : ('name' as const),
    epoch: iso(epoch),
    elementAgeDays: Math.round(((tca - new Date(epoch).getTime()) / DAY_MS) * 1000) / 1000,
  });
  return {
    id: r.id,
    primary: obj(
      r.primary_norad,
      r.primary_name,
      r.primary_epoch,
      r.primary_owner,
      r.primary_type,
      r.primary_type_satcat,
    ),
    secondary: obj(
      r.secondary_norad,
      r.secondary_name,
      r.secondary_epoch,
      r.secondary_owner,
      r.secondary_type,
      r.secondary_type_satcat,
    ),
    tca: iso(r.tca),
    missKm: r.miss_km,
    relativeSpeedKmS: r.rel_speed_kms,
    ric: { radialKm: r.radial_km, inTrackKm: r.in_track_km, crossTrackKm: r.cross_track_km },
    probability: probabilityOf(r, sigmaKm),
  };
}

export async function list(ctx: AppContext, query: z.infer<typeof ConjunctionListQuery>) {
  const rows = await repo.list(ctx.db, {
    norad: query.id ? (noradOf(query.id) ?? undefined) : undefined,
    q: query.q || undefined,
    type: query.type,
    // Owner and SATCAT type come from the catalogue's SATCAT rows, joined in the same query.
    owners: query.owner,
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
    items: page.map((r) => present(r, defaultSigmaKm(ctx.config))),
    nextCursor: more ? page[page.length - 1].id : null,
    run: run ? presentRun(run) : null,
  };
}

/** The owners the filter can offer: those of the stored encounters' objects. */
export async function owners(ctx: AppContext): Promise<ConjunctionOwners> {
  const rows = await repo.listOwners(ctx.db);
  return { owners: rows.map((r) => ({ ...presentOwner(r.owner), encounters: r.encounters })) };
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
  return {
    conjunction: present(row, defaultSigmaKm(ctx.config)),
    stepS: TRACK_STEP_S,
    times,
    primary,
    secondary,
    closeUp,
  };
}
