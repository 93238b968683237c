/**
 * "What was that?" answered honestly: the satellites that passed near the direction, ranked by how plausibly each is
 * what was seen, and whether anything could have been seen at all (the Sun up, or every candidate too faint), with the
 * planets and bright stars near that direction for when no satellite explains it.
 */
import { brightBodiesNear, siteFrame, sunAltitudeDeg, type Site } from '@cosmos/astro';
import { NAKED_EYE_LIMIT, type IdentifyResponse } from '@cosmos/contracts';
import type { z } from 'zod';
import type { IdentifyHit } from './identify.ts';

type Answer = Omit<z.infer<typeof IdentifyResponse>, 'station'>;
type Candidate = Answer['candidates'][number];

/** Sun above this altitude (degrees): the sky is too bright for any satellite (a bright flare aside). */
export const DAYLIGHT_SUN_ALT_DEG = 0;
const TWILIGHT_SUN_ALT_DEG = -6;

/**
 * Lower is more plausible: the offset from the direction in search radii, plus half a point per magnitude fainter
 * than the naked-eye limit; a candidate that could not be seen ranks after every one that could.
 */
export function plausibility(
  c: Pick<Candidate, 'separationDeg' | 'magnitude' | 'nakedEye'>,
  radiusDeg: number,
): number {
  const faint = c.magnitude === null ? 10 : Math.max(0, c.magnitude - NAKED_EYE_LIMIT) / 2;
  return (c.nakedEye ? 0 : 100) + c.separationDeg / radiusDeg + faint;
}

export function identifyAnswer(
  site: Site,
  q: { at: number; azimuthDeg: number; elevationDeg: number; radiusDeg: number },
  hits: (Omit<IdentifyHit, 'index'> & { id: string; name: string })[],
): Answer {
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const sunAlt = sunAltitudeDeg(siteFrame(site), q.at);
  const candidates: Candidate[] = hits.map((h) => ({
    id: h.id,
    name: h.name,
    time: new Date(h.time).toISOString(),
    separationDeg: r2(h.separationDeg),
    azimuthDeg: r2(h.azimuthDeg),
    elevationDeg: r2(h.elevationDeg),
    rangeKm: Math.round(h.rangeKm),
    magnitude: h.magnitude === null ? null : r2(h.magnitude),
    sunlit: h.sunlit,
    sunAltitudeDeg: r2(h.sunAltitudeDeg),
    nakedEye:
      h.sunlit && h.magnitude !== null && h.magnitude <= NAKED_EYE_LIMIT && h.sunAltitudeDeg < TWILIGHT_SUN_ALT_DEG,
    track: h.track.map((p) => ({
      time: new Date(p.time).toISOString(),
      azimuthDeg: r2(p.azimuthDeg),
      elevationDeg: r2(p.elevationDeg),
    })),
  }));
  candidates.sort((a, b) => plausibility(a, q.radiusDeg) - plausibility(b, q.radiusDeg));
  const verdict: Answer['verdict'] =
    sunAlt > DAYLIGHT_SUN_ALT_DEG
      ? 'daylight'
      : candidates.length === 0
        ? 'none'
        : candidates.some((c) => c.nakedEye)
          ? 'candidates'
          : 'tooFaint';
  const nearby = brightBodiesNear(site, q.at, q.azimuthDeg, q.elevationDeg).map((b) => ({
    ...b,
    azimuthDeg: r2(b.azimuthDeg),
    elevationDeg: r2(b.elevationDeg),
    separationDeg: r2(b.separationDeg),
    magnitude: Math.round(b.magnitude * 10) / 10,
  }));
  return { sunAltitudeDeg: r2(sunAlt), verdict, candidates, nearby };
}
