/**
 * The evaluation's own sky reference, independent of the assistant's tools: astronomy-engine searches, the ISS
 * element set the portal serves, and a plain 5-second satellite.js scan for passes.
 */
import { generateNominalCatalogue, parseTleText } from '@cosmos/astro';
import { Body, Equator, GeoVector, Horizon, Observer } from 'astronomy-engine';
import * as satellite from 'satellite.js';
import type { Db } from '../src/db/client.ts';
import { EVAL_SITE } from './eval-app.ts';

export const DAY = 86_400_000;
const OBS = new Observer(EVAL_SITE.lat, EVAL_SITE.lon, 0);

export function nthSearch(fn: (t: Date) => Date, nth: number, now: Date) {
  let t = now;
  let hit = now;
  for (let i = 0; i <= nth; i++) {
    hit = fn(t);
    t = new Date(hit.getTime() + DAY);
  }
  return hit;
}

export async function issElements(db: Db, now: Date) {
  const row = (
    await db.query<{ line1: string; line2: string }>('SELECT line1, line2 FROM satellites WHERE norad_id = 25544')
  )[0];
  if (row) return row;
  const day0 = now.toISOString().slice(0, 10);
  const parsed = parseTleText(generateNominalCatalogue({ epoch: new Date(`${day0}T00:00:00Z`) }));
  return parsed.ok
    ? parsed.records.find((r) => r.noradId === 25544)!
    : (() => {
        throw new Error('no ISS');
      })();
}

const R_EARTH_KM = 6378.137;
export const sunAltitude = (t: Date) => {
  const eq = Equator(Body.Sun, t, OBS, true, true);
  return Horizon(t, OBS, eq.ra, eq.dec).altitude; // geometric: the visibility rule is "Sun below −6°"
};
/** Sunlit outside a cylinder of Earth's radius behind Earth (simpler than the portal's conical umbra; seconds apart in LEO). */
function sunlit(r: satellite.EciVec3<number>, t: Date): boolean {
  const s = GeoVector(Body.Sun, t, false);
  const n = Math.hypot(s.x, s.y, s.z) || 1;
  const along = (r.x * s.x + r.y * s.y + r.z * s.z) / n;
  if (along > 0) return true;
  const perp2 = r.x * r.x + r.y * r.y + r.z * r.z - along * along;
  return perp2 > R_EARTH_KM * R_EARTH_KM;
}

interface ScannedPass {
  rise: Date;
  visible: boolean;
  /** The first sample at which it is visible (a pass may rise in daylight or in Earth's shadow). */
  visibleStart?: Date;
}
/**
 * Independent passes above 10°: a plain 5-second scan with satellite.js, each pass marked visible when
 * at some sample the Sun is below −6° at the site (astronomy-engine) and the satellite is sunlit (the
 * cylinder above). Passes already in progress at `now` are skipped: the assistant lists those rising after.
 */
export function scanPasses(line1: string, line2: string, now: Date, days: number): ScannedPass[] {
  const rec = satellite.twoline2satrec(line1, line2);
  const gd = {
    latitude: satellite.degreesToRadians(EVAL_SITE.lat),
    longitude: satellite.degreesToRadians(EVAL_SITE.lon),
    height: 0,
  };
  const look = (t: Date) => {
    const pv = satellite.propagate(rec, t);
    if (!pv || typeof pv.position === 'boolean' || !pv.position) return null;
    const ecf = satellite.eciToEcf(pv.position, satellite.gstime(t));
    return { el: satellite.radiansToDegrees(satellite.ecfToLookAngles(gd, ecf).elevation), r: pv.position };
  };
  const STEP = 5_000;
  const end = now.getTime() + days * DAY;
  const out: ScannedPass[] = [];
  let t = now.getTime();
  while ((look(new Date(t))?.el ?? -90) >= 10 && t < end) t += STEP;
  let current: ScannedPass | null = null;
  for (; t < end; t += STEP) {
    const d = new Date(t);
    const l = look(d);
    const up = l !== null && l.el >= 10;
    if (up && !current) current = { rise: new Date(t - STEP / 2), visible: false };
    if (up && current && !current.visible) {
      current.visible = sunAltitude(d) < -6 && sunlit(l!.r, d);
      if (current.visible) current.visibleStart = d;
    }
    if (!up && current) {
      out.push(current);
      current = null;
    }
  }
  return out;
}

const RAD = Math.PI / 180;
/**
 * A satellite's look angles from the evaluation's site (satellite.js SGP4, then its ECF look angles): elevation and
 * azimuth in degrees; and the point on Earth below it (geodetic latitude and longitude, degrees).
 */
export function satelliteLook(line1: string, line2: string, at: Date) {
  const rec = satellite.twoline2satrec(line1, line2);
  const pv = satellite.propagate(rec, at);
  const eci = pv!.position as satellite.EciVec3<number>;
  const gmst = satellite.gstime(at);
  const look = satellite.ecfToLookAngles(
    { latitude: EVAL_SITE.lat * RAD, longitude: EVAL_SITE.lon * RAD, height: 0 },
    satellite.eciToEcf(eci, gmst),
  );
  const geo = satellite.eciToGeodetic(eci, gmst);
  return {
    elevationDeg: look.elevation / RAD,
    azimuthDeg: look.azimuth / RAD,
    subLat: satellite.degreesLat(geo.latitude),
    subLon: satellite.degreesLong(geo.longitude),
  };
}
