/**
 * Positions at a chosen time, computed (not replayed): satellites with SGP4 from their element
 * sets, solar-system bodies with astronomy-engine, asteroids and comets with two-body Kepler —
 * the same @cosmos/astro code the server uses. Stars do not move on these time scales.
 */
import {
  bodyHelioState,
  getSmallBody,
  heliocentricToScene,
  propagateAt,
  satelliteToScene,
  smallBodyState,
  SOLAR_SYSTEM_BODIES,
  toSatrec,
  type SatRec,
  type SolarSystemId,
} from '@cosmos/astro';
import type { VizObject } from './model';

const SOLAR_IDS = new Set<string>(SOLAR_SYSTEM_BODIES.map((b) => b.id));
const satrecCache = new WeakMap<object, SatRec | null>();

function satrecOf(o: VizObject): SatRec | null {
  if (!o.tle) return null;
  let rec = satrecCache.get(o.tle);
  if (rec === undefined) {
    try {
      rec = toSatrec(o.tle);
    } catch {
      rec = null;
    }
    satrecCache.set(o.tle, rec);
  }
  return rec;
}

/** Updates o.state and o.position in place for `date`; returns false when it cannot move. */
export function moveToTime(o: VizObject, date: Date): boolean {
  const epoch = date.toISOString();
  if (o.state.frame === 'TEME') {
    const rec = satrecOf(o);
    if (!rec) return false;
    const r = propagateAt(rec, date);
    if (!r.ok) return false;
    o.state = { frame: 'TEME', epoch, r: r.r, v: r.v, geodetic: r.geodetic };
    o.position = satelliteToScene(r.r);
    o.lastUpdated = date.getTime();
    return true;
  }
  if (o.state.frame === 'HELIO_EQJ2000') {
    let s: { r: [number, number, number]; v: [number, number, number] } | null = null;
    if (SOLAR_IDS.has(o.id)) s = bodyHelioState(o.id as SolarSystemId, date);
    else {
      const b = getSmallBody(o.id);
      if (b) s = smallBodyState(b, date);
    }
    if (!s) return false;
    o.state = { frame: 'HELIO_EQJ2000', epoch, r: s.r, v: s.v };
    o.position = heliocentricToScene(s.r);
    o.lastUpdated = date.getTime();
    return true;
  }
  return false;
}

export function moveAllToTime(objects: readonly VizObject[], date: Date) {
  for (const o of objects) moveToTime(o, date);
}

/** Unit vector from Earth to the Sun in scene (equatorial) axes. */
export function sunDirection(date: Date): [number, number, number] {
  const e = bodyHelioState('earth', date).r;
  const n = Math.hypot(e[0], e[1], e[2]);
  return [-e[0] / n, -e[1] / n, -e[2] / n];
}
