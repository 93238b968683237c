/**
 * Where a user observes from (issue 32). `defaultPlace` is THE source for every sky surface: passes, Tonight,
 * brightest, the sky chart and map marker (through the web's places hook), Home events, alerts, the calendar feed,
 * exports, identify and the assistant. Nothing caches a user's place: each request reads it, so a new default
 * takes effect at once (the caches downstream are keyed by coordinates, not by user).
 */
import tzLookup from '@photostructure/tz-lookup';
import type { CreatePlaceBody, Place, UpdatePlaceBody } from '@cosmos/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './places.repository.ts';

/** Saved places per account. */
export const MAX_PLACES = 20;

/** A place as the sky computations take it. */
export interface Station {
  lat: number;
  lon: number;
  heightKm: number;
  timeZone: string;
  name: string;
  /** The place's id (calendar feeds and `?locationId=` name a place by it). */
  locationId: string;
}

/** IANA time zone of a point (tz-lookup; the ocean zones 'Etc/GMT±N' far from land). */
export function timeZoneAt(lat: number, lon: number): string {
  try {
    return tzLookup(lat, lon);
  } catch {
    return 'UTC';
  }
}

/** The row's time zone, filled and stored the first time a migrated row without one is read. */
async function zoned(q: Queryable, r: repo.PlaceRow): Promise<repo.PlaceRow & { time_zone: string }> {
  if (r.time_zone) return r as repo.PlaceRow & { time_zone: string };
  const timeZone = timeZoneAt(r.latitude, r.longitude);
  await repo.setTimeZone(q, r.id, timeZone);
  return { ...r, time_zone: timeZone };
}

const toStation = (r: repo.PlaceRow & { time_zone: string }): Station => ({
  lat: r.latitude,
  lon: r.longitude,
  heightKm: (r.elevation_m ?? 0) / 1000,
  timeZone: r.time_zone,
  name: r.name,
  locationId: r.id,
});

const present = (r: repo.PlaceRow & { time_zone: string }): Place => ({
  id: r.id,
  name: r.name,
  latitude: r.latitude,
  longitude: r.longitude,
  elevationM: r.elevation_m,
  timeZone: r.time_zone,
  isDefault: r.is_default,
});

/** The user's default place, or null when they have saved none. */
export async function defaultPlace(ctx: AppContext, userId: string): Promise<Station | null> {
  const row = await repo.findDefault(ctx.db, userId);
  return row ? toStation(await zoned(ctx.db, row)) : null;
}

/** The default place of each of these users, for jobs that serve many (alerts). */
export async function defaultPlaces(ctx: AppContext, userIds: string[]): Promise<Map<string, Station>> {
  const rows = userIds.length ? await repo.defaultsOf(ctx.db, userIds) : [];
  const out = new Map<string, Station>();
  for (const r of rows) out.set(r.user_id, toStation(await zoned(ctx.db, r)));
  return out;
}

/** 409 that tells the user what to do: save a place (the web links it to Settings → Places). */
export const needPlace = () =>
  new AppError(409, 'location_required', 'Save an observing place first (Settings → Places)', [
    { field: 'locationId', message: 'no observing place saved' },
  ]);

/**
 * The place a request is about: `placeId` when given (404 when it is not theirs), else the default (409 when the user
 * has none).
 */
export async function placeFor(ctx: AppContext, userId: string, placeId?: string): Promise<Station> {
  if (placeId) {
    const row = await repo.findPlace(ctx.db, userId, placeId);
    if (!row)
      throw new AppError(404, 'not_found', 'Place not found', [{ field: 'locationId', message: 'not one of yours' }]);
    return toStation(await zoned(ctx.db, row));
  }
  const s = await defaultPlace(ctx, userId);
  if (!s) throw needPlace();
  return s;
}

/** Whether `placeId` is one of the user's places. */
export const ownsPlace = async (ctx: AppContext, userId: string, placeId: string) =>
  !!(await repo.findPlace(ctx.db, userId, placeId));

export async function listPlaces(ctx: AppContext, userId: string): Promise<Place[]> {
  const rows = await repo.listPlaces(ctx.db, userId);
  return Promise.all(rows.map(async (r) => present(await zoned(ctx.db, r))));
}

export async function createPlace(
  ctx: AppContext,
  userId: string,
  b: z.output<typeof CreatePlaceBody>,
): Promise<Place> {
  const row = await ctx.db.tx(async (q) => {
    const n = await repo.countPlaces(q, userId);
    if (n >= MAX_PLACES)
      throw new AppError(409, 'too_many_places', `At most ${MAX_PLACES} places per account`, [
        { field: 'name', message: 'delete one first' },
      ]);
    // The first place becomes the default, so a user with any place always has one.
    return repo.insertPlace(q, userId, {
      name: b.name,
      latitude: b.latitude,
      longitude: b.longitude,
      elevationM: b.elevationM ?? null,
      timeZone: b.timeZone ?? timeZoneAt(b.latitude, b.longitude),
      isDefault: b.isDefault || n === 0,
    });
  });
  return present(await zoned(ctx.db, row));
}

export async function updatePlace(ctx: AppContext, userId: string, id: string, b: UpdatePlaceBody): Promise<Place> {
  const row = await ctx.db.tx(async (q) => {
    const cur = await repo.findPlace(q, userId, id);
    if (!cur) throw notFound('Place');
    // Another place becomes the default by being made the default; this one cannot just stop being it.
    if (cur.is_default && b.isDefault === false)
      throw new AppError(400, 'validation_failed', 'Make another place the default instead', [
        { field: 'isDefault', message: 'one place stays the default' },
      ]);
    const latitude = b.latitude ?? cur.latitude;
    const longitude = b.longitude ?? cur.longitude;
    const moved = latitude !== cur.latitude || longitude !== cur.longitude;
    return (await repo.updatePlace(q, userId, id, {
      name: b.name ?? cur.name,
      latitude,
      longitude,
      elevationM: b.elevationM !== undefined ? b.elevationM : cur.elevation_m,
      timeZone: b.timeZone ?? (moved || !cur.time_zone ? timeZoneAt(latitude, longitude) : cur.time_zone),
      isDefault: b.isDefault ?? cur.is_default,
    }))!;
  });
  return present(await zoned(ctx.db, row));
}

export async function deletePlace(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await ctx.db.tx((q) => repo.deletePlace(q, userId, id)))) throw notFound('Place');
}

/**
 * Coordinates sent the old way, with the profile (`PATCH /api/auth/profile` latitude/longitude): they become the
 * default place (a place already at those coordinates is made the default rather than copied), so API clients of
 * the profile keep working and there is still one source.
 */
export async function adoptCoordinates(ctx: AppContext, userId: string, lat: number, lon: number, label: string) {
  const same = (await repo.listPlaces(ctx.db, userId)).find(
    (r) => Math.abs(r.latitude - lat) < 1e-6 && Math.abs(r.longitude - lon) < 1e-6,
  );
  if (same) {
    if (!same.is_default) await updatePlace(ctx, userId, same.id, { isDefault: true });
    return;
  }
  await createPlace(ctx, userId, {
    name: label.trim().slice(0, 80) || 'Home',
    latitude: lat,
    longitude: lon,
    isDefault: true,
  });
}
