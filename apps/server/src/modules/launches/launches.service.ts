/**
 * Launches: the last good Launch Library fetch (or the bundled samples when none ever succeeded), the
 * hourly refresh under an advisory lock, follows, and the status-change notifications a refresh causes.
 */
import type { Launch, LaunchList } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { notifyInTx } from '../notifications/notifications.service.ts';
import * as follows from '../follows/follows.service.ts';
import { claimRefresh, refreshFailed, refreshState, refreshSucceeded } from '../leases/leases.service.ts';
import { parseLaunchLibrary, type LaunchRecord } from './launch-library.ts';
import { objectsOfLaunch } from './launch-objects.ts';
import { isSampleId, sampleLaunches } from './launch-samples.ts';
import * as repo from './launches.repository.ts';

export const REFRESH_INTERVAL_MS = 3_600_000;
const FETCH_TIMEOUT_MS = 30_000;
const MAX_BYTES = 5_000_000;
/** A launch past its NET stays "upcoming" this long unless it has a final status (holds, slips, in flight). */
const GRACE_MS = 6 * 3_600_000;
const FINAL = new Set(['Success', 'Failure', 'Partial Failure']);

export const isUpcoming = (l: LaunchRecord, now: number) =>
  !FINAL.has(l.statusAbbrev) && l.net.getTime() > now - GRACE_MS;

/** The launches served now: live rows once a fetch has succeeded, otherwise the samples. */
export async function current(ctx: AppContext, now: number): Promise<{ launches: LaunchRecord[]; live: boolean }> {
  const state = await refreshState(ctx.db, 'launches');
  if (state.last_refresh) return { launches: await repo.listAll(ctx.db), live: true };
  return { launches: sampleLaunches(now), live: false };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(l: LaunchRecord, engine: SkyEngine, following: Set<string>): Launch {
  return {
    id: l.id,
    name: l.name,
    status: { abbrev: l.statusAbbrev, name: l.statusName },
    net: l.net.toISOString(),
    windowStart: iso(l.windowStart),
    windowEnd: iso(l.windowEnd),
    vehicle: l.vehicle,
    provider: l.provider,
    mission: { name: l.missionName, description: l.missionDescription, type: l.missionType, orbit: l.orbit },
    pad: { name: l.padName, location: l.padLocation },
    launchDesignator: l.launchDesignator,
    // Objects appear in the catalogue only after launch; a failed launch has none to show.
    objects:
      l.launchDesignator && l.net.getTime() <= Date.now()
        ? objectsOfLaunch(engine, l.launchDesignator)
            .slice(0, 50)
            .map(({ id, name, designator }) => ({ id, name, designator }))
        : [],
    sample: isSampleId(l.id),
    following: following.has(l.id),
  };
}

export async function list(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  query: { window: 'upcoming' | 'recent'; limit: number },
): Promise<LaunchList> {
  const now = Date.now();
  const [{ launches, live }, following, state] = await Promise.all([
    current(ctx, now),
    follows.followedIds(ctx.db, userId, 'launch'),
    refreshState(ctx.db, 'launches'),
  ]);
  const chosen =
    query.window === 'upcoming'
      ? launches.filter((l) => isUpcoming(l, now)).sort((a, b) => a.net.getTime() - b.net.getTime())
      : launches
          .filter((l) => !isUpcoming(l, now) && l.net.getTime() <= now)
          .sort((a, b) => b.net.getTime() - a.net.getTime());
  return {
    items: chosen.slice(0, query.limit).map((l) => present(l, engine, following)),
    status: { source: live ? 'live' : 'sample', lastRefresh: iso(state.last_refresh), lastError: state.last_error },
  };
}

export async function find(ctx: AppContext, id: string): Promise<LaunchRecord> {
  const { launches } = await current(ctx, Date.now());
  const found = launches.find((l) => l.id === id);
  if (!found) throw notFound('Launch');
  return found;
}

export async function get(ctx: AppContext, engine: SkyEngine, userId: string, id: string): Promise<Launch> {
  const l = await find(ctx, id);
  return present(l, engine, await follows.followedIds(ctx.db, userId, 'launch'));
}

export async function follow(ctx: AppContext, userId: string, id: string) {
  const launch = await find(ctx, id);
  await follows.followLaunch(ctx, userId, id, launch.name);
  return { launchId: id, following: true };
}

export async function unfollow(ctx: AppContext, userId: string, id: string) {
  await follows.unfollow(ctx, userId, 'launch', id);
}

export type RefreshOutcome = 'disabled' | 'skipped' | 'refreshed' | 'failed';

/** The configured sources: LAUNCHES_URL may name several (upcoming and previous), space- or comma-separated. */
export const sourceUrls = (value: string) => (value === 'off' ? [] : value.split(/[\s,]+/).filter(Boolean));

/**
 * Fetches every source and replaces the stored launches in one transaction — all or nothing: one failed
 * fetch or malformed entry keeps the last good set and records why. Followers of a launch whose status
 * changed are notified in the same transaction (announced after it commits).
 */
export async function refreshLaunches(
  ctx: AppContext,
  opts: { fetchImpl?: typeof fetch; force?: boolean; url?: string } = {},
): Promise<RefreshOutcome> {
  const urls = sourceUrls(opts.url ?? ctx.config.LAUNCHES_URL);
  if (urls.length === 0) return 'disabled';
  const claimed = await ctx.db.tx((q) =>
    claimRefresh(q, 'launches', {
      force: Boolean(opts.force),
      minIntervalS: Math.floor(REFRESH_INTERVAL_MS / 1000) - 60,
    }),
  );
  if (!claimed) return 'skipped';
  try {
    const byId = new Map<string, LaunchRecord>();
    for (const [i, url] of urls.entries()) {
      const parsed = parseLaunchLibrary(await fetchText(url, opts.fetchImpl ?? fetch));
      if (!parsed.ok) {
        const more = parsed.errors.length > 3 ? ` (and ${parsed.errors.length - 3} more)` : '';
        throw new Error(`launch source ${i + 1} did not parse: ${parsed.errors.slice(0, 3).join('; ')}${more}`);
      }
      for (const l of parsed.launches) byId.set(l.id, l);
    }
    const launches = [...byId.values()];
    const announces = await ctx.db.tx(async (q) => {
      const before = new Map((await repo.listAll(q)).map((l) => [l.id, l]));
      await repo.replaceAll(q, launches);
      await refreshSucceeded(q, 'launches');
      const changed = launches.filter((l) => {
        const old = before.get(l.id);
        return old && old.statusAbbrev !== l.statusAbbrev;
      });
      const out: (() => void)[] = [];
      if (changed.length === 0) return out;
      const followers = await follows.launchFollowers(
        q,
        changed.map((l) => l.id),
      );
      for (const f of followers) {
        const l = changed.find((c) => c.id === f.launch_id)!;
        const { announce } = await notifyInTx(ctx, q, f.user_id, {
          type: 'sky',
          title: `Launch status: ${l.name}`,
          message: `${l.name} is now "${l.statusName}" (was "${before.get(l.id)!.statusName}"). NET ${utc(l.net)}.`,
          link: `/mission-control?launch=${encodeURIComponent(l.id)}`,
        });
        out.push(announce);
      }
      return out;
    });
    for (const a of announces) a();
    ctx.log.info({ count: launches.length }, 'launches refreshed');
    return 'refreshed';
  } catch (err) {
    const message = (err as Error).message.slice(0, 500);
    const prev = await refreshState(ctx.db, 'launches');
    await refreshFailed(ctx.db, 'launches', message);
    if (prev.last_error !== message) ctx.log.warn({ err: message }, 'launch refresh failed; keeping the last good set');
    return 'failed';
  }
}

export const utc = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;

async function fetchText(url: string, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`launch source answered HTTP ${res.status} (${new URL(url).host})`);
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new Error(`launch source answer is larger than ${MAX_BYTES} bytes`);
  return text;
}
