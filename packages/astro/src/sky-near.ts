/**
 * The bright things near a direction in the sky at an instant: planets, the Moon and naked-eye stars, for "What was
 * that?" when no satellite explains a sighting. Apparent places from astronomy-engine (planets, Moon: topocentric,
 * of date; stars: the bright-star table precessed from J2000), converted to azimuth and altitude without refraction.
 */
import { Body, Equator, Horizon, Illumination, Observer } from 'astronomy-engine';
import { precessFromJ2000 } from './star-place.ts';
import { BRIGHT_STARS } from './stars.ts';
import type { Site } from './sky-geometry.ts';

export interface NearbyBody {
  id: string;
  name: string;
  kind: 'planet' | 'moon' | 'star';
  azimuthDeg: number;
  elevationDeg: number;
  separationDeg: number;
  magnitude: number;
}

const BODIES: readonly [Body, string, NearbyBody['kind']][] = [
  [Body.Moon, 'moon', 'moon'],
  [Body.Mercury, 'mercury', 'planet'],
  [Body.Venus, 'venus', 'planet'],
  [Body.Mars, 'mars', 'planet'],
  [Body.Jupiter, 'jupiter', 'planet'],
  [Body.Saturn, 'saturn', 'planet'],
];

const DEG = Math.PI / 180;
function separationDeg(az1: number, el1: number, az2: number, el2: number): number {
  const c =
    Math.sin(el1 * DEG) * Math.sin(el2 * DEG) + Math.cos(el1 * DEG) * Math.cos(el2 * DEG) * Math.cos((az1 - az2) * DEG);
  return Math.acos(Math.max(-1, Math.min(1, c))) / DEG;
}

/**
 * Planets, the Moon and stars up to `maxMagnitude` within `radiusDeg` of (azimuth, elevation) at `ms`, above the
 * horizon, nearest first.
 */
export function brightBodiesNear(
  site: Site,
  ms: number,
  azimuthDeg: number,
  elevationDeg: number,
  radiusDeg = 25,
  maxMagnitude = 2,
): NearbyBody[] {
  const date = new Date(ms);
  const obs = new Observer(site.lat, site.lon, site.heightKm * 1000);
  const out: NearbyBody[] = [];
  const add = (id: string, name: string, kind: NearbyBody['kind'], raHours: number, decDeg: number, mag: number) => {
    const h = Horizon(date, obs, raHours, decDeg);
    if (h.altitude < 0) return;
    const sep = separationDeg(azimuthDeg, elevationDeg, h.azimuth, h.altitude);
    if (sep <= radiusDeg)
      out.push({ id, name, kind, azimuthDeg: h.azimuth, elevationDeg: h.altitude, separationDeg: sep, magnitude: mag });
  };
  for (const [body, id, kind] of BODIES) {
    const eq = Equator(body, date, obs, true, true);
    add(id, String(body), kind, eq.ra, eq.dec, Illumination(body, date).mag);
  }
  for (const s of BRIGHT_STARS) {
    if (s.vmag > maxMagnitude) continue;
    const p = precessFromJ2000(s.raDeg, s.decDeg, ms);
    add(s.id, s.name, 'star', p.raDeg / 15, p.decDeg, s.vmag);
  }
  return out.sort((a, b) => a.separationDeg - b.separationDeg);
}
