/**
 * Horizon profiles of a user's places: drawn in the polar editor or imported from a HeyWhatsThat or PVGIS file;
 * a place without one has a flat horizon. Only the place's owner reads or writes it (404 otherwise, as places do).
 */
import type { HorizonProfile, HorizonPoint } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { ownsPlace } from '../places/places.service.ts';
import { HorizonFileError, horizonAltitude, parseHorizonFile, type HorizonFormat } from './horizon-files.ts';
import * as repo from './horizons.repository.ts';

const notYours = () =>
  new AppError(404, 'not_found', 'Place not found', [{ field: 'id', message: 'not one of your places' }]);

async function mustOwn(ctx: AppContext, userId: string, placeId: string) {
  if (!(await ownsPlace(ctx, userId, placeId))) throw notYours();
}

const present = (placeId: string, r: repo.HorizonRow | undefined): HorizonProfile =>
  r
    ? { placeId, source: r.source, points: r.points, updatedAt: new Date(r.updated_at).toISOString() }
    : { placeId, source: 'flat', points: [], updatedAt: null };

export async function getHorizon(ctx: AppContext, userId: string, placeId: string): Promise<HorizonProfile> {
  await mustOwn(ctx, userId, placeId);
  return present(placeId, await repo.findHorizon(ctx.db, placeId));
}

const sorted = (points: HorizonPoint[]) => [...points].sort((a, b) => a.azimuthDeg - b.azimuthDeg);

export async function drawHorizon(ctx: AppContext, userId: string, placeId: string, points: HorizonPoint[]) {
  await mustOwn(ctx, userId, placeId);
  return present(placeId, await repo.upsertHorizon(ctx.db, placeId, 'drawn', sorted(points)));
}

export async function importHorizon(
  ctx: AppContext,
  userId: string,
  placeId: string,
  text: string,
  format: HorizonFormat | 'auto',
): Promise<HorizonProfile> {
  await mustOwn(ctx, userId, placeId);
  let parsed;
  try {
    parsed = parseHorizonFile(text, format);
  } catch (e) {
    if (e instanceof HorizonFileError)
      throw new AppError(400, 'validation_failed', `The horizon file cannot be read: ${e.message}`, [
        { field: `text (line ${e.line})`, message: e.message },
      ]);
    throw e;
  }
  return present(placeId, await repo.upsertHorizon(ctx.db, placeId, parsed.format, parsed.points));
}

export async function flattenHorizon(ctx: AppContext, userId: string, placeId: string) {
  await mustOwn(ctx, userId, placeId);
  await repo.deleteHorizon(ctx.db, placeId);
}

/** The skyline of a place as a function of azimuth (flat without a profile): what passes and the outlook use. */
export async function horizonOf(ctx: AppContext, placeId: string | null): Promise<(azDeg: number) => number> {
  const row = placeId ? await repo.findHorizon(ctx.db, placeId) : undefined;
  if (!row || row.points.length === 0) return () => 0;
  const points = row.points;
  return (az) => horizonAltitude(points, az);
}
