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
  standardMagnitude,
  sunTemeKm,
  toEcf,
  visualMagnitude,
  toSatrec,
  VISIBLE_MIN_ELEVATION_DEG,
  VISIBLE_SUN_MAX_ALT_DEG,
  type Vec3,
} from '@cosmos/astro';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { followedElementsText } from '../../lib/api/queries/sky';
import type { AltAz } from './sky-dome';

export interface SkySatellite {
  name: string;
  satrec: ReturnType<typeof toSatrec>;
}

/** The followed satellites' element sets, refreshed hourly. */
export const useFollowedElements = () =>
  useQuery({
    // Under the follow list's key: a follow or unfollow anywhere refreshes the chart's satellites.
    queryKey: keys.follows.elements(),
    staleTime: 3_600_000,
    queryFn: async () => {
      const parsed = parseTleText(await followedElementsText());
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

export interface SatelliteNow extends AltAz {
  /** Sunlit, at least 10° up, the Sun at least 6° below the horizon. */
  visible: boolean;
  rangeKm: number;
  /** Predicted visual magnitude (standard magnitude, range, phase), null in the Earth's shadow. */
  magnitude: number | null;
}

/** Where a satellite is and how bright it looks from a place at a time; null when SGP4 fails. */
export function satelliteNow(
  sat: SkySatellite,
  site: { lat: number; lon: number; heightKm: number },
  ms: number,
): SatelliteNow | null {
  const r = propagateAt(sat.satrec, new Date(ms));
  if (!r.ok) return null;
  const frame = siteFrame(site);
  const gmst = gmstAt(ms);
  const look = lookFromEcf(frame, toEcf(r.r, gmst, [0, 0, 0] as Vec3));
  const sun = sunTemeKm(ms);
  const ill = illumination(r.r, sun);
  // The observer in the satellite's (TEME) frame: the Earth-fixed site turned back by the sidereal angle.
  const c = Math.cos(gmst);
  const s = Math.sin(gmst);
  const o = [frame.ecf[0] * c - frame.ecf[1] * s, frame.ecf[0] * s + frame.ecf[1] * c, frame.ecf[2]];
  const toSun = [sun[0] - r.r[0], sun[1] - r.r[1], sun[2] - r.r[2]];
  const toObs = [o[0] - r.r[0], o[1] - r.r[1], o[2] - r.r[2]];
  const cos =
    (toSun[0] * toObs[0] + toSun[1] * toObs[1] + toSun[2] * toObs[2]) /
    (Math.hypot(toSun[0], toSun[1], toSun[2]) * Math.hypot(toObs[0], toObs[1], toObs[2]));
  const phase = Math.acos(Math.max(-1, Math.min(1, cos)));
  const std = standardMagnitude(Number(sat.satrec.satnum), sat.name).mag;
  const magnitude = ill.state === 'umbra' ? null : visualMagnitude(std, look.rangeKm, phase, ill.fraction);
  const visible =
    ill.state !== 'umbra' &&
    look.elevationDeg >= VISIBLE_MIN_ELEVATION_DEG &&
    sunAltitudeDeg(frame, ms) <= VISIBLE_SUN_MAX_ALT_DEG;
  return { altDeg: look.elevationDeg, azDeg: look.azimuthDeg, visible, rangeKm: look.rangeKm, magnitude };
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
  const start = from - EXTRA;
  const steps = Math.floor((to + EXTRA - start) / STEP);
  // The satellite's look angles at every 15-s step would cost ~400 SGP4 runs per satellite and redraw. A first look
  // every 4th step finds where it is near the horizon (above −10°: a low orbit cannot climb from below that to above
  // 0° in the 30 s to the next look); only those stretches are looked at every step.
  const COARSE = 4;
  const lookAt = (t: number) => {
    const r = propagateAt(sat.satrec, new Date(t));
    return r.ok ? { r: r.r, look: lookFromEcf(frame, toEcf(r.r, gmstAt(t), [0, 0, 0] as Vec3)) } : null;
  };
  const near = new Uint8Array(steps + 1);
  for (let i = 0; i <= steps; i += COARSE) {
    const p = lookAt(start + i * STEP);
    if (p && p.look.elevationDeg > -10)
      for (let j = Math.max(0, i - COARSE + 1); j <= Math.min(steps, i + COARSE - 1); j++) near[j] = 1;
  }
  const passes: TrackPoint[][] = [];
  let run: TrackPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = start + i * STEP;
    const p = near[i] ? lookAt(t) : null;
    if (!p || p.look.elevationDeg <= 0) {
      if (run.length) passes.push(run);
      run = [];
      if (t > to) break;
      continue;
    }
    const { r, look } = p;
    const lit = illumination(r, sunTemeKm(t)).state !== 'umbra';
    const visible =
      lit && look.elevationDeg >= VISIBLE_MIN_ELEVATION_DEG && sunAltitudeDeg(frame, t) <= VISIBLE_SUN_MAX_ALT_DEG;
    run.push({ time: t, altDeg: apparentAltitudeDeg(look.elevationDeg), azDeg: look.azimuthDeg, visible });
  }
  if (run.length) passes.push(run);
  // Keep only the passes that are above the horizon at some moment of [from, to].
  return passes.filter((p) => p[p.length - 1].time >= from && p[0].time <= to);
}
