/** Ground tracks: geodetic points of a satellite between two times (pure, a few milliseconds for the cap). */
import { propagateAt } from '@cosmos/astro';
import { MAX_TRACK_POINTS, type GroundTrack } from '@cosmos/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function groundTrack(
  engine: SkyEngine,
  id: string,
  q: { from?: string; to?: string; stepSeconds: number },
  now = Date.now(),
): GroundTrack {
  const e = engine.get(id);
  if (!e || e.kind !== 'sat') throw notFound('Satellite');
  const from = q.from ? Date.parse(q.from) : now;
  const to = q.to ? Date.parse(q.to) : from + 2 * 3_600_000;
  if (!(to > from))
    throw new AppError(400, 'validation_failed', '`to` must be after `from`', [
      { field: 'to', message: 'must be after from' },
    ]);
  const step = q.stepSeconds * 1000;
  const n = Math.floor((to - from) / step) + 1;
  if (n > MAX_TRACK_POINTS) {
    throw new AppError(
      400,
      'validation_failed',
      `At most ${MAX_TRACK_POINTS} points: widen stepSeconds or shorten the span`,
      [{ field: 'stepSeconds', message: `gives ${n} points; at most ${MAX_TRACK_POINTS}` }],
    );
  }
  const points: GroundTrack['points'] = [];
  for (let i = 0; i < n; i++) {
    const t = from + i * step;
    const r = propagateAt(e.ref.satrec, new Date(t));
    if (r.ok)
      points.push({
        time: new Date(t).toISOString(),
        lat: r4(r.geodetic.lat),
        lon: r4(r.geodetic.lon),
        altKm: Math.round(r.geodetic.alt_km * 100) / 100,
      });
  }
  return {
    id,
    name: e.name,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    stepSeconds: q.stepSeconds,
    periodMinutes: Math.round(((2 * Math.PI) / e.ref.satrec.no) * 100) / 100,
    points,
  };
}
