import type { HorizonPoint } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export interface HorizonRow {
  place_id: string;
  source: 'drawn' | 'heywhatsthat' | 'pvgis';
  points: HorizonPoint[];
  updated_at: Date | string;
}

export const findHorizon = async (q: Queryable, placeId: string) =>
  (
    await q.query<HorizonRow>('SELECT place_id, source, points, updated_at FROM horizon_profiles WHERE place_id = $1', [
      placeId,
    ])
  )[0];

export const upsertHorizon = async (
  q: Queryable,
  placeId: string,
  source: HorizonRow['source'],
  points: HorizonPoint[],
) =>
  (
    await q.query<HorizonRow>(
      `INSERT INTO horizon_profiles (place_id, source, points) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (place_id) DO UPDATE SET source = EXCLUDED.source, points = EXCLUDED.points, updated_at = now()
       RETURNING place_id, source, points, updated_at`,
      [placeId, source, JSON.stringify(points)],
    )
  )[0];

export const deleteHorizon = (q: Queryable, placeId: string) =>
  q.query('DELETE FROM horizon_profiles WHERE place_id = $1', [placeId]);
