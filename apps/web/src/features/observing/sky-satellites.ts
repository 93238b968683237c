/**
 * Followed satellites on the sky chart: their element sets (the TLE export, so the browser propagates what the
 * server does) → SGP4 → look angles from the place at a time, and their pass tracks around it.
 */
import {
  apparentAltitudeDeg,
  gmstAt,
  illumination,
  lookFromEcf,
  parseTleText,
  propagateAt,
  siteFrame,
  sunAltitudeDeg,
  sunTemeKm,
  toEcf,
  toSatrec,
  VISIBLE_MIN_ELEVATION_DEG,
  VISIBLE_SUN_MAX_ALT_DEG,
  type Vec3,
} from '@cosmos/astro';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { AltAz } from './sky-dome';

import { FOLLOWS_KEY } from '../../lib/follows';
const FAIL = 'Failed to fetch celestial data'; // spec §8

export interface SkySatellite {
  name: string;
  satrec: ReturnType<typeof toSatrec>;
}

/** The followed satellites' element sets, refreshed hourly. */
export const useFollowedElements = () =>
  useQuery({
    // Under the follow list's key: a follow or unfollow anywhere refreshes the chart's satellites.
    queryKey: [...FOLLOWS_KEY, 'elements'],
    staleTime: 3_600_000,
    queryFn: async () => {
      const res = await api<Response>('/api/sky/elements?format=tle', { failMessage: FAIL, raw: true });
      const parsed = parseTleText(await res.text());
      return parsed.ok ? parsed.records.map((r) => ({ name: r.name, satrec: toSatrec(r) })) : [];
    },
  });

/** Look angles of a satellite from a place at a time; null when SGP4 fails. */
export function satelliteAltAz(
  sat: SkySatellite,
  site: { lat: number; lon: number; heightKm: number },
  ms: number,
): AltAz | null {
  const r = propagateAt(sat.satrec, new Date(ms));
  if (!r.ok) return null;
  const look = lookFromEcf(siteFrame(site), toEcf(r.r, gmstAt(ms), [0, 0, 0] as Vec3));
  return { altDeg: look.elevationDeg, azDeg: look.azimuthDeg };
}

export interface TrackPoint extends AltAz {
  time: number;
  /** Sunlit, at least 10° up, the Sun at least 6° below the horizon: the portal's definition of "visible". */
  visible: boolean;
}

/**
 * The satellite's passes over the place between `from` and `to` (every 15 s), each a run of points above the
 * horizon with their altitude refracted for drawing and whether the satellite can be seen there — the same
 * rule and shadow model as the server's visible passes. A pass under way at `from` or `to` is followed to its
 * rise or set (up to 20 minutes beyond), so the chart shows whole pass tracks.
 */
export function passTracks(
  sat: SkySatellite,
  site: { lat: number; lon: number; heightKm: number },
  from: number,
  to: number,
): TrackPoint[][] {
  const frame = siteFrame(site);
  const STEP = 15_000;
  const EXTRA = 20 * 60_000;
  const passes: TrackPoint[][] = [];
  let run: TrackPoint[] = [];
  for (let t = from - EXTRA; t <= to + EXTRA; t += STEP) {
    const r = propagateAt(sat.satrec, new Date(t));
    const look = r.ok ? lookFromEcf(frame, toEcf(r.r, gmstAt(t), [0, 0, 0] as Vec3)) : null;
    if (!r.ok || !look || look.elevationDeg <= 0) {
      if (run.length) passes.push(run);
      run = [];
      if (t > to) break;
      continue;
    }
    const lit = illumination(r.r, sunTemeKm(t)).state !== 'umbra';
    const visible =
      lit && look.elevationDeg >= VISIBLE_MIN_ELEVATION_DEG && sunAltitudeDeg(frame, t) <= VISIBLE_SUN_MAX_ALT_DEG;
    run.push({ time: t, altDeg: apparentAltitudeDeg(look.elevationDeg), azDeg: look.azimuthDeg, visible });
  }
  if (run.length) passes.push(run);
  // Keep only the passes that are above the horizon at some moment of [from, to].
  return passes.filter((p) => p[p.length - 1].time >= from && p[0].time <= to);
}
