/**
 * The next rise and set of a Solar System body or a fixed star (J2000 RA/Dec) seen from a site, within a day
 * of `ms`: astronomy-engine's search (upper limb with standard refraction for the Sun and Moon, the centre
 * for planets and stars). For the sky chart's details panel.
 */
import { Body, DefineStar, Illumination, Observer, SearchRiseSet } from 'astronomy-engine';
import { BODY, isAlmanacBody } from './bodies.ts';

export type RiseSetTarget = { body: string } | { raDeg: number; decDeg: number };

export interface RiseSet {
  /** ms, or null when it does not rise (or set) within a day: circumpolar, or never up. */
  rise: number | null;
  set: number | null;
}

export function nextRiseSet(
  target: RiseSetTarget,
  site: { lat: number; lon: number; heightKm: number },
  ms: number,
): RiseSet {
  let body: Body;
  if ('body' in target) {
    const b = isAlmanacBody(target.body) ? BODY[target.body] : undefined;
    if (b === undefined) return { rise: null, set: null };
    body = b;
  } else {
    // One user-defined star slot: each call redefines it before searching, so calls do not interfere.
    DefineStar(Body.Star1, target.raDeg / 15, target.decDeg, 1000);
    body = Body.Star1;
  }
  const obs = new Observer(site.lat, site.lon, site.heightKm * 1000);
  const start = new Date(ms);
  const find = (dir: 1 | -1) => SearchRiseSet(body, obs, dir, start, 1)?.date.getTime() ?? null;
  return { rise: find(+1), set: find(-1) };
}

/** Apparent visual magnitude of a Solar System body (astronomy-engine's Illumination), null for an unknown one. */
export function bodyMagnitude(id: string, ms: number): number | null {
  const b = isAlmanacBody(id) ? BODY[id] : undefined;
  if (b === undefined) return null;
  return Illumination(b, new Date(ms)).mag;
}
