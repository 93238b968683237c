/**
 * What the sky chart can be clicked on: the drawn stars (named from the bright-star table when one is within
 * 0.3°), planets, the Sun and Moon, and satellites; the nearest to a point within a pick radius; and what the
 * details panel says of it (magnitude, altitude and azimuth, next rise and set, the object page).
 */
import { BRIGHT_STARS, nextRiseSet, type RiseSet } from '@cosmos/astro';
import type { SkySatellite } from './sky-satellites';
import { passTracks } from './sky-satellites';
import type { AltAz } from './sky-dome';

export type Pick =
  | {
      kind: 'star';
      xy: [number, number];
      p: AltAz;
      mag: number;
      ra: number;
      dec: number;
      name: string | null;
      id: string | null;
    }
  | { kind: 'body'; xy: [number, number]; p: AltAz; mag: number | null; id: string }
  | { kind: 'sat'; xy: [number, number]; p: AltAz; mag: number | null; id: string; name: string; sat: SkySatellite };

/** Names of the catalogue's stars that the bright-star table knows, by index in `stars`. */
export function starNames(
  stars: { ra: number; dec: number; mag: number }[],
): Map<number, { name: string; id: string }> {
  const out = new Map<number, { name: string; id: string }>();
  const D = Math.PI / 180;
  for (const b of BRIGHT_STARS) {
    let best = -1;
    let bestSep = 0.3;
    stars.forEach((s, i) => {
      if (Math.abs(s.dec - b.decDeg) > 0.3) return;
      const sep = Math.hypot((s.ra - b.raDeg) * Math.cos(b.decDeg * D), s.dec - b.decDeg);
      if (sep < bestSep && Math.abs(s.mag - b.vmag) < 1) {
        bestSep = sep;
        best = i;
      }
    });
    if (best >= 0 && !out.has(best)) out.set(best, { name: b.name, id: b.id });
  }
  return out;
}

/** The pick nearest (x, y) within `radius` chart units; bodies and satellites win over stars at equal distance. */
export function nearest(picks: Pick[], x: number, y: number, radius: number): Pick | null {
  let best: Pick | null = null;
  let bestD = radius;
  for (const p of picks) {
    // A star must be clicked closer than a planet or satellite, which are few and matter more.
    const d = Math.hypot(p.xy[0] - x, p.xy[1] - y) * (p.kind === 'star' ? 1.5 : 1);
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return best;
}

/** Next rise and set: astronomy-engine for stars and bodies, the next pass for a satellite (its current one if up). */
export function riseSetOf(pick: Pick, site: { lat: number; lon: number; heightKm: number }, ms: number): RiseSet {
  if (pick.kind !== 'sat') {
    const target = pick.kind === 'star' ? { raDeg: pick.ra, decDeg: pick.dec } : { body: pick.id };
    const next = nextRiseSet(target, site, ms);
    // Up now: the rise that brought it up (the last one) says more than tomorrow's.
    if (pick.p.altDeg <= 0) return next;
    const last = nextRiseSet(target, site, ms - 86_400_000).rise;
    return { rise: last !== null && last < ms ? last : next.rise, set: next.set };
  }
  const [pass] = passTracks(pick.sat, site, ms, ms + 12 * 3_600_000);
  if (!pass) return { rise: null, set: null };
  return { rise: pass[0].time > ms ? pass[0].time : null, set: pass[pass.length - 1].time };
}
