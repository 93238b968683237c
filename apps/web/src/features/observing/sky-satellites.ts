/**
 * Followed satellites on the sky chart: their element sets (the TLE export, so the browser propagates what the
 * server does) → SGP4 → look angles from the place, now and over the next minutes.
 */
import { gmstAt, lookFromEcf, parseTleText, propagateAt, siteFrame, toEcf, toSatrec, type Vec3 } from '@cosmos/astro';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { AltAz } from './sky-dome';

const FAIL = 'Failed to fetch celestial data'; // spec §8

export interface SkySatellite {
  name: string;
  satrec: ReturnType<typeof toSatrec>;
}

/** The followed satellites' element sets, refreshed hourly. */
export const useFollowedElements = () =>
  useQuery({
    queryKey: ['observing', 'elements', 'followed'],
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

/** The path above the horizon from `from` for `minutes`, every 15 s (empty when the satellite stays below). */
export function skyPath(
  sat: SkySatellite,
  site: { lat: number; lon: number; heightKm: number },
  from: number,
  minutes = 15,
) {
  const out: AltAz[] = [];
  for (let t = from; t <= from + minutes * 60_000; t += 15_000) {
    const p = satelliteAltAz(sat, site, t);
    if (p && p.altDeg > 0) out.push(p);
    else if (out.length) break;
  }
  return out;
}
