/**
 * The one follow list (issue 32): the satellites and launches a user follows, each with its alert settings (visible
 * passes, conjunctions under a distance, re-entry window, launch status). Every page's Follow writes here, and every
 * alert job reads here: pass alerts (jobs/sky-alerts), conjunctions, re-entries, launches.
 */
import type { Follow, FollowKind, FollowedSatellite, FollowSatelliteBody } from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { activeTeamIds } from '../teams/team-access.ts';
import * as repo from './follows.repository.ts';

/** Enough for anyone's watch list (per kind); keeps the alert jobs' work per user bounded. */
export const MAX_FOLLOWS = 200;
export const DEFAULT_THRESHOLD_KM = 5;
/** A new follow's pass alert goes out this long before the pass becomes visible (the job's fixed window before issue 35). */
export const DEFAULT_LEAD_MINUTES = 30;

/** What a new follow alerts on: everything that applies to its kind. */
export const defaultSettings = (kind: FollowKind, label: string | null = null): repo.FollowSettings => ({
  label,
  passAlerts: kind === 'satellite',
  conjunctionAlerts: kind === 'satellite',
  conjunctionKm: DEFAULT_THRESHOLD_KM,
  reentryAlerts: kind === 'satellite',
  launchAlerts: kind === 'launch',
  leadMinutes: DEFAULT_LEAD_MINUTES,
  passVerdict: 'any',
});

export const settingsOf = (r: repo.FollowRow): repo.FollowSettings => ({
  label: r.label,
  passAlerts: r.pass_alerts,
  conjunctionAlerts: r.conjunction_alerts,
  conjunctionKm: r.conjunction_km,
  reentryAlerts: r.reentry_alerts,
  launchAlerts: r.launch_alerts,
  leadMinutes: r.lead_minutes,
  passVerdict: r.pass_verdict,
});

/** Satellites are named from the live catalogue; launches by the name stored when followed. */
export const nameOf = (r: repo.FollowRow, engine: SkyEngine) =>
  r.kind === 'satellite' ? (engine.get(r.target_id)?.name ?? r.target_id) : (r.label ?? r.target_id);

export const present = (r: repo.FollowRow, engine: SkyEngine): Follow => ({
  kind: r.kind,
  objectId: r.target_id,
  name: nameOf(r, engine),
  thresholdKm: r.conjunction_km,
  alerts: {
    passes: r.pass_alerts,
    conjunctions: r.conjunction_alerts,
    reentry: r.reentry_alerts,
    launchStatus: r.launch_alerts,
  },
  leadMinutes: r.lead_minutes,
  passVerdict: r.pass_verdict,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function list(ctx: AppContext, engine: SkyEngine, userId: string): Promise<Follow[]> {
  return (await repo.listForUser(ctx.db, userId)).map((r) => present(r, engine));
}

/** Ids the user follows of one kind (launch lists mark what is followed; exports and the feed take satellites). */
export const followedIds = async (q: Queryable, userId: string, kind: FollowKind) =>
  new Set((await repo.listForUser(q, userId)).filter((r) => r.kind === kind).map((r) => r.target_id));

async function upsert(
  ctx: AppContext,
  userId: string,
  kind: FollowKind,
  targetId: string,
  change: (current: repo.FollowSettings) => repo.FollowSettings,
  label: string | null,
) {
  return ctx.db.tx(async (q) => {
    const existing = await repo.findForUser(q, userId, kind, targetId);
    if (!existing && (await repo.countForUser(q, userId, kind)) >= MAX_FOLLOWS)
      throw new AppError(409, 'conflict', `You can follow at most ${MAX_FOLLOWS} ${kind}s`, [
        { field: 'objectId', message: `at most ${MAX_FOLLOWS}` },
      ]);
    return repo.upsertForUser(
      q,
      userId,
      kind,
      targetId,
      change(existing ? settingsOf(existing) : defaultSettings(kind, label)),
    );
  });
}

/** Follows a satellite (every alert on, 5 km) or changes the alerts of one already followed. */
export async function followSatellite(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  objectId: string,
  given: z.output<typeof FollowSatelliteBody> = {},
): Promise<Follow> {
  const body = given ?? {};
  if (engine.get(objectId)?.kind !== 'sat') throw notFound('Satellite');
  const row = await upsert(
    ctx,
    userId,
    'satellite',
    objectId,
    (s) => ({
      ...s,
      conjunctionKm: body.thresholdKm ?? s.conjunctionKm,
      passAlerts: body.alerts?.passes ?? s.passAlerts,
      conjunctionAlerts: body.alerts?.conjunctions ?? s.conjunctionAlerts,
      reentryAlerts: body.alerts?.reentry ?? s.reentryAlerts,
      leadMinutes: body.leadMinutes ?? s.leadMinutes,
      passVerdict: body.passVerdict ?? s.passVerdict,
    }),
    null,
  );
  return present(row, engine);
}

/** Follows a launch the launches module found (it passes the name); `launchStatus` switches its alerts. */
export async function followLaunch(
  ctx: AppContext,
  userId: string,
  launchId: string,
  name: string,
  launchStatus?: boolean,
): Promise<void> {
  await upsert(
    ctx,
    userId,
    'launch',
    launchId,
    (s) => ({ ...s, label: name, launchAlerts: launchStatus ?? s.launchAlerts }),
    name,
  );
}

export async function unfollow(ctx: AppContext, userId: string, kind: FollowKind, targetId: string): Promise<void> {
  if (!(await repo.removeForUser(ctx.db, userId, kind, targetId)))
    throw notFound(kind === 'launch' ? 'Followed launch' : 'Followed object');
}

/** The satellites as the old `/api/sky/follows` answered them (kept for API clients). */
export async function satellitesAsBefore(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
): Promise<FollowedSatellite[]> {
  return (await repo.listForUser(ctx.db, userId))
    .filter((r) => r.kind === 'satellite')
    .map((r) => ({ id: r.target_id, name: nameOf(r, engine), followedAt: new Date(r.created_at).toISOString() }));
}

// ── for the alert jobs ──

/** Every follow of a satellite, all users, personal and through an active team (conjunctions, re-entries, passes). */
export const satelliteFollowers = async (ctx: AppContext) => repo.satelliteFollows(ctx.db, await activeTeamIds(ctx.db));

/** Users who want the visible passes of a satellite, with its catalogue number, lead time and verdict filter. */
export const passFollowers = async (ctx: AppContext) =>
  (await satelliteFollowers(ctx))
    .filter((f) => f.pass_alerts)
    .map((f) => ({
      user_id: f.user_id,
      norad_id: Number(f.object_id.slice(4)),
      leadMinutes: f.lead_minutes,
      passVerdict: f.pass_verdict,
    }));

/** Who is told of these launches' status and window (inside the caller's transaction `q`). */
export const launchFollowers = async (q: Queryable, launchIds: string[]) =>
  repo.launchFollows(q, launchIds, await activeTeamIds(q));

// ── what a team shares (team-follows.service, launches' team-launches.service) ──

export const listForTeam = (q: Queryable, teamId: string, kind: FollowKind) => repo.listForTeam(q, teamId, kind);

/** Shares with the team (true when newly shared); 409 past MAX_FOLLOWS. Call inside a transaction. */
export async function shareWithTeam(
  q: Queryable,
  teamId: string,
  kind: FollowKind,
  targetId: string,
  by: string,
  settings: Partial<repo.FollowSettings> = {},
): Promise<boolean> {
  const already = (await repo.listForTeam(q, teamId, kind)).some((r) => r.target_id === targetId);
  if (!already && (await repo.countForTeam(q, teamId, kind)) >= MAX_FOLLOWS)
    throw new AppError(409, 'conflict', `A team can share at most ${MAX_FOLLOWS} ${kind}s`, [
      { field: kind === 'launch' ? 'id' : 'objectId', message: `at most ${MAX_FOLLOWS}` },
    ]);
  return repo.upsertForTeam(q, teamId, kind, targetId, { ...defaultSettings(kind), ...settings }, by);
}

export const unshareFromTeam = (q: Queryable, teamId: string, kind: FollowKind, targetId: string) =>
  repo.removeForTeam(q, teamId, kind, targetId);
