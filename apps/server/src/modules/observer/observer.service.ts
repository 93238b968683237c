/**
 * The observer's sky for a signed-in user: tonight's Sun, Moon and planets, the brightest visible
 * passes of the whole catalogue in the coming night (computed in the sky worker, cached per place
 * and night), and the satellites the user follows.
 */
import { nightNotOver, standardMagnitude, tonightSky, type Tonight as AstroTonight } from '@cosmos/astro';
import type {
  BrightestPasses,
  FollowedSatellite,
  IdentifyQuery,
  IdentifyResponse,
  ObservingLocation,
  Tonight,
  UpdateLocationBody,
} from '@cosmos/contracts';
import type { z } from 'zod';

type IdentifyQueryT = z.infer<typeof IdentifyQuery>;
type IdentifyResponseT = z.infer<typeof IdentifyResponse>;
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { identifyAnswer } from '../../sky/identify-answer.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import * as repo from './observer.repository.ts';

const HOUR = 3_600_000;
const CACHE_MAX = 500;

export const needLocation = () =>
  new AppError(409, 'location_required', 'Set your ground station location (latitude and longitude) in your profile', [
    { field: 'latitude', message: 'missing in profile' },
  ]);

/** The user's observing place (see repo.findStation): 404 for a location that is not theirs, 409 for none. */
export async function station(ctx: AppContext, userId: string, locationId?: string): Promise<repo.Station> {
  const s = await repo.findStation(ctx.db, userId, locationId);
  if (s === undefined) throw notFound('Location');
  if (!s) throw needLocation();
  return s;
}

export const presentStation = (s: repo.Station) => ({ lat: s.lat, lon: s.lon, name: s.name, timeZone: s.timeZone });

/**
 * The evening's date counted from local noon (before noon, the night began the day before). Tonight, Brightest and
 * the coming night use `nightDate` instead, which ends a night at sunrise.
 */
export function eveningDate(now: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now - 12 * HOUR),
  );
}

/** A small bounded memo: the oldest entry goes first when full. */
function memo<T>() {
  const m = new Map<string, T>();
  return {
    get: (k: string) => m.get(k),
    set(k: string, v: T) {
      if (m.size >= CACHE_MAX) m.delete(m.keys().next().value!);
      m.set(k, v);
    },
    delete: (k: string) => m.delete(k),
  };
}

const tonightCache = memo<AstroTonight>();
function tonightAt(s: repo.Station, date: string): AstroTonight {
  const key = `${s.lat},${s.lon},${date}`;
  let t = tonightCache.get(key);
  if (!t) tonightCache.set(key, (t = tonightSky(s, date)));
  return t;
}

/** "Tonight" at the place: the night not yet over (before today's sunrise the current one, after it the coming one). */
export function nightDate(s: repo.Station, now: number): string {
  return nightNotOver(s, now, s.timeZone, (date) => tonightAt(s, date)).date;
}

export async function tonight(
  ctx: AppContext,
  userId: string,
  q: { date?: string; locationId?: string },
): Promise<Tonight> {
  const s = await station(ctx, userId, q.locationId);
  const t = tonightAt(s, q.date ?? nightDate(s, Date.now()));
  return { ...t, station: presentStation(s) };
}

/**
 * The dark part of tonight (`nightDate`), from now or dusk (Sun at −6°) to dawn: the window Brightest searches, so it
 * and Tonight always describe the same night. Between dawn and sunrise it is empty.
 */
export function comingNight(s: repo.Station, now: number): { from: number; to: number; date: string } {
  const date = nightDate(s, now);
  const t = tonightAt(s, date);
  const dusk = Date.parse(t.sun.civilDusk ?? t.from);
  const dawn = Date.parse(t.sun.civilDawn ?? t.to);
  const from = Math.max(now, dusk);
  return { from, to: Math.max(from, dawn), date };
}

const brightCache = memo<Promise<BrightestPasses>>();
export const BRIGHTEST_LIMIT = 20;

export async function brightest(
  ctx: AppContext,
  engine: SkyEngine,
  ticker: SkyTicker,
  userId: string,
  locationId?: string,
): Promise<BrightestPasses> {
  const s = await station(ctx, userId, locationId);
  const now = Date.now();
  const night = comingNight(s, now);
  // Places within 0.1° (about 10 km) share one computation per catalogue version and hour.
  const site = { lat: Math.round(s.lat * 10) / 10, lon: Math.round(s.lon * 10) / 10, heightKm: 0 };
  const key = `${site.lat},${site.lon},${night.date},${engine.version},${Math.floor(now / HOUR)}`;
  let p = brightCache.get(key);
  if (!p) {
    const from = night.from;
    p = ticker.brightest(site, from, night.to, BRIGHTEST_LIMIT).then((rows) => ({
      station: { lat: site.lat, lon: site.lon, name: s.name, timeZone: s.timeZone },
      date: night.date,
      from: new Date(from).toISOString(),
      to: new Date(night.to).toISOString(),
      computedAt: new Date().toISOString(),
      satellites: engine.satellites.length,
      passes: (rows ?? []).map(({ sat, pass }) => ({
        id: `sat-${sat.noradId}`,
        name: sat.name,
        standardMagnitude: standardMagnitude(sat.noradId, sat.name),
        pass,
      })),
    }));
    brightCache.set(key, p);
    p.catch(() => brightCache.delete(key));
  }
  return p;
}

const noradOf = (id: string) => Number(id.slice(4));

export async function listFollowed(ctx: AppContext, engine: SkyEngine, userId: string): Promise<FollowedSatellite[]> {
  const rows = await repo.listFollowed(ctx.db, userId);
  return rows.map((r) => ({
    id: `sat-${r.norad_id}`,
    name: engine.get(`sat-${r.norad_id}`)?.name ?? `Catalogue number ${r.norad_id}`,
    followedAt: new Date(r.created_at).toISOString(),
  }));
}

export async function follow(
  ctx: AppContext,
  engine: SkyEngine,
  userId: string,
  id: string,
): Promise<FollowedSatellite[]> {
  if (engine.get(id)?.kind !== 'sat') throw notFound('Satellite');
  await repo.follow(ctx.db, userId, noradOf(id));
  return listFollowed(ctx, engine, userId);
}

export async function unfollow(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await repo.unfollow(ctx.db, userId, noradOf(id)))) throw notFound('Followed satellite');
}

// ---- Observing locations ----

/** Saved locations per account. */
export const MAX_LOCATIONS = 20;

const presentLocation = (r: repo.LocationRow): ObservingLocation => ({
  id: r.id,
  name: r.name,
  latitude: r.latitude,
  longitude: r.longitude,
  altitudeM: r.altitude_m,
  timeZone: r.time_zone,
  isDefault: r.is_default,
});

export async function listLocations(ctx: AppContext, userId: string): Promise<ObservingLocation[]> {
  return (await repo.listLocations(ctx.db, userId)).map(presentLocation);
}

export async function createLocation(
  ctx: AppContext,
  userId: string,
  b: { name: string; latitude: number; longitude: number; altitudeM: number; isDefault: boolean },
): Promise<ObservingLocation> {
  return presentLocation(
    await ctx.db.tx(async (q) => {
      const n = await repo.countLocations(q, userId);
      if (n >= MAX_LOCATIONS)
        throw new AppError(409, 'too_many_locations', `At most ${MAX_LOCATIONS} observing locations per account`, [
          { field: 'name', message: 'delete one first' },
        ]);
      // The first location becomes the default, so there always is one.
      return repo.insertLocation(q, userId, {
        ...b,
        timeZone: repo.timeZoneAt(b.latitude, b.longitude),
        isDefault: b.isDefault || n === 0,
      });
    }),
  );
}

export async function updateLocation(
  ctx: AppContext,
  userId: string,
  id: string,
  b: UpdateLocationBody,
): Promise<ObservingLocation> {
  return presentLocation(
    await ctx.db.tx(async (q) => {
      const cur = await repo.findLocation(q, userId, id);
      if (!cur) throw notFound('Location');
      const next = {
        name: b.name ?? cur.name,
        latitude: b.latitude ?? cur.latitude,
        longitude: b.longitude ?? cur.longitude,
        altitudeM: b.altitudeM ?? cur.altitude_m,
        isDefault: b.isDefault ?? cur.is_default,
        timeZone: cur.time_zone,
      };
      // Unsetting the default is done by making another location the default.
      if (cur.is_default && b.isDefault === false)
        throw new AppError(400, 'validation_error', 'Make another location the default instead', [
          { field: 'isDefault', message: 'one location stays the default' },
        ]);
      if (next.latitude !== cur.latitude || next.longitude !== cur.longitude)
        next.timeZone = repo.timeZoneAt(next.latitude, next.longitude);
      return (await repo.updateLocation(q, userId, id, next))!;
    }),
  );
}

export async function deleteLocation(ctx: AppContext, userId: string, id: string): Promise<void> {
  const gone = await ctx.db.tx((q) => repo.deleteLocation(q, userId, id));
  if (!gone) throw notFound('Location');
}

// ---- "What was that?" ----

export async function identifyAt(
  ctx: AppContext,
  ticker: SkyTicker,
  userId: string,
  q: IdentifyQueryT,
): Promise<IdentifyResponseT> {
  const s = await station(ctx, userId, q.locationId);
  const hits = await ticker.identify({
    site: s,
    at: Date.parse(q.at),
    azimuthDeg: q.azimuthDeg,
    elevationDeg: q.elevationDeg,
    radiusDeg: q.radiusDeg,
    windowSeconds: q.windowSeconds,
  });
  // Ranked by plausibility, with whether anything could have been seen and what else shines there (sky/identify-answer.ts).
  const found = hits.map(({ sat, hit }) => ({ ...hit, id: `sat-${sat.noradId}`, name: sat.name }));
  return { station: presentStation(s), ...identifyAnswer(s, { ...q, at: Date.parse(q.at) }, found) };
}
