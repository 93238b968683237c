/**
 * Sky facts for the assistant, computed live: positions, sub-points, altitudes, distances, rise
 * and set, Moon phases, eclipses, oppositions and conjunctions (astronomy-engine), and satellite
 * positions and passes (SGP4 via @cosmos/astro, elements from the catalogue or the nominal ISS).
 */
import {
  bodyHelioState,
  generateNominalCatalogue,
  getSmallBody,
  parseTleText,
  smallBodyState,
  findObserverPasses,
  ObserverSky,
  propagateAt,
  satelliteLook,
  standardMagnitude,
  toSatrec,
  type ObserverPass,
} from '@cosmos/astro';
import {
  Body,
  DefineStar,
  Equator,
  GeoVector,
  Horizon,
  MoonPhase,
  Observer,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonPhase,
  SearchRelativeLongitude,
  SearchRiseSet,
  SiderealTime,
  type GlobalSolarEclipseInfo,
  type LunarEclipseInfo,
} from 'astronomy-engine';
import type { Queryable } from '../../../db/client.ts';
import { msg, type Msg } from '../../../lib/i18n/index.ts';
import { findSatellite } from '../../catalog/catalog.repository.ts';
import type { MoonPhase as Phase } from '../classifier.ts';
import type { Site } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';

export const AU_KM = 149_597_870.7;
const DAY = 86_400_000;
const BODY: Record<string, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};
export const bodyOf = (id: string): Body | undefined => BODY[id];
const observer = (s: Site | null) => new Observer(s?.lat ?? 0, s?.lon ?? 0, 0);
const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;

export interface Placement {
  /** Where on Earth the object is straight overhead. */
  subLat: number;
  subLon: number;
  /** Altitude and azimuth for the user's site (null without a site). */
  altitudeDeg: number | null;
  azimuthDeg: number | null;
  /** Distance from the user (or Earth's centre) in km; null for stars and deep sky (see distanceLy). */
  distanceKm: number | null;
  distanceLy: number | null;
  raHours: number;
  decDeg: number;
}

/** Sub-point of an RA/Dec of date at `now`: latitude = declination, longitude = RA − Greenwich sidereal time. */
function subPoint(raHours: number, decDeg: number, now: Date) {
  return { subLat: decDeg, subLon: wrap180((raHours - SiderealTime(now)) * 15) };
}

export async function place(
  db: Queryable,
  target: SkyTarget,
  site: Site | null,
  now: Date,
): Promise<Placement | { error: Msg }> {
  if (target.kind === 'satellite') {
    const tle = await satelliteElements(db, target, now);
    if (!tle) return { error: msg('assistant.sky.notFound', { name: target.name }) };
    const satrec = toSatrec(tle);
    const p = propagateAt(satrec, now);
    if (!p.ok) return { error: msg('assistant.sky.tooOld', { name: tle.name }) };
    const look = site ? satelliteLook(satrec, { lat: site.lat, lon: site.lon, heightKm: 0 }, now) : null;
    return {
      subLat: p.geodetic.lat,
      subLon: p.geodetic.lon,
      altitudeDeg: look?.elevationDeg ?? null,
      azimuthDeg: look?.azimuthDeg ?? null,
      distanceKm: look?.rangeKm ?? p.geodetic.alt_km,
      distanceLy: null,
      raHours: 0,
      decDeg: 0,
    };
  }
  if (target.kind === 'body') {
    const body = BODY[target.id];
    if (!body) return { error: msg('assistant.sky.cannotPlace', { name: target.name }) };
    const eq = Equator(body, now, observer(site), true, true);
    const hor = site ? Horizon(now, observer(site), eq.ra, eq.dec, 'normal') : null;
    const geoDist = GeoVector(body, now, true).Length() * AU_KM;
    return {
      ...subPoint(eq.ra, eq.dec, now),
      altitudeDeg: hor?.altitude ?? null,
      azimuthDeg: hor?.azimuth ?? null,
      distanceKm: site ? eq.dist * AU_KM : geoDist,
      distanceLy: null,
      raHours: eq.ra,
      decDeg: eq.dec,
    };
  }
  if (target.kind === 'small') {
    // Asteroids and comets: geocentric J2000 vector from the two heliocentric states (light time ignored: minutes of motion).
    const earth = bodyHelioState('earth', now).r;
    const r = smallBodyState(getSmallBody(target.id)!, now).r;
    const g = [r[0] - earth[0], r[1] - earth[1], r[2] - earth[2]] as const;
    const distAu = Math.hypot(...g);
    const ra = (((Math.atan2(g[1], g[0]) * 180) / Math.PI + 360) % 360) / 15;
    const dec = (Math.asin(g[2] / distAu) * 180) / Math.PI;
    const hor = site ? Horizon(now, observer(site), ra, dec, 'normal') : null;
    return {
      ...subPoint(ra, dec, now),
      altitudeDeg: hor?.altitude ?? null,
      azimuthDeg: hor?.azimuth ?? null,
      distanceKm: distAu * AU_KM,
      distanceLy: null,
      raHours: ra,
      decDeg: dec,
    };
  }
  // Stars and deep-sky objects: catalogue J2000 place (precession since 2000 is a fraction of a degree).
  const ra = target.raDeg / 15;
  const hor = site ? Horizon(now, observer(site), ra, target.decDeg, 'normal') : null;
  return {
    ...subPoint(ra, target.decDeg, now),
    altitudeDeg: hor?.altitude ?? null,
    azimuthDeg: hor?.azimuth ?? null,
    distanceKm: null,
    distanceLy: target.distanceLy,
    raHours: ra,
    decDeg: target.decDeg,
  };
}

const PHASE_LON: Record<Phase, number> = { new: 0, first: 90, full: 180, last: 270 };
export const PHASE_NAME: Record<Phase, string> = {
  new: 'new moon',
  first: 'first quarter',
  full: 'full moon',
  last: 'last quarter',
};

/** The (nth + 1)-th occurrence of a Moon phase after `now`. */
export function nextPhase(phase: Phase, now: Date, nth: number): Date {
  let t = now;
  let hit = now;
  for (let i = 0; i <= nth; i++) {
    hit = SearchMoonPhase(PHASE_LON[phase], t, 40)!.date;
    t = new Date(hit.getTime() + DAY);
  }
  return hit;
}

/** The next four quarters after now, in order. */
export function nextQuarters(now: Date): { phase: Phase; date: Date }[] {
  return (Object.keys(PHASE_LON) as Phase[])
    .map((phase) => ({ phase, date: nextPhase(phase, now, 0) }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

export const moonPhaseAngle = (now: Date) => MoonPhase(now);

export function nextEclipse(
  kind: 'solar' | 'lunar',
  now: Date,
  nth: number,
): LunarEclipseInfo | GlobalSolarEclipseInfo {
  let t = now;
  let e: LunarEclipseInfo | GlobalSolarEclipseInfo =
    kind === 'lunar' ? SearchLunarEclipse(t) : SearchGlobalSolarEclipse(t);
  for (let i = 0; i < nth; i++) {
    t = new Date(e.peak.date.getTime() + 10 * DAY);
    e = kind === 'lunar' ? SearchLunarEclipse(t) : SearchGlobalSolarEclipse(t);
  }
  return e;
}

/** Relative longitude 0 is opposition for an outer planet and inferior conjunction for Mercury and Venus. */
export function nextRelativeLongitude(body: Body, angle: number, now: Date, nth: number): Date {
  let t = now;
  let hit = now;
  for (let i = 0; i <= nth; i++) {
    hit = SearchRelativeLongitude(body, angle, t).date;
    t = new Date(hit.getTime() + DAY);
  }
  return hit;
}

export function riseSet(id: string, site: Site, event: 'rise' | 'set', now: Date, nth: number): Date | null {
  const body = BODY[id];
  if (!body) return null;
  let t = now;
  let hit: Date | null = null;
  for (let i = 0; i <= nth; i++) {
    hit = SearchRiseSet(body, observer(site), event === 'rise' ? +1 : -1, t, 2)?.date ?? null;
    if (!hit) return null;
    t = new Date(hit.getTime() + 60_000);
  }
  return hit;
}

/**
 * Rise or set of a fixed star (or deep-sky object) from its J2000 catalogue place: astronomy-engine's
 * user-defined star applies precession, nutation, aberration and the standard refraction (rise and set
 * when the centre is 34' below the geometric horizon). Null when it does not happen within two days
 * of the search start (circumpolar, or never rises at this latitude).
 */
export function starRiseSet(
  raDeg: number,
  decDeg: number,
  site: Site,
  event: 'rise' | 'set',
  now: Date,
  nth: number,
): Date | null {
  let t = now;
  let hit: Date | null = null;
  for (let i = 0; i <= nth; i++) {
    // Star1 is module state in astronomy-engine: define it right before each synchronous search.
    DefineStar(Body.Star1, raDeg / 15, decDeg, 1000);
    hit = SearchRiseSet(Body.Star1, observer(site), event === 'rise' ? +1 : -1, t, 2)?.date ?? null;
    if (!hit) return null;
    t = new Date(hit.getTime() + 60_000);
  }
  return hit;
}

type Elements = { name: string; noradId: number; line1: string; line2: string; nominal: boolean };
let nominalIss: { day: string; line1: string; line2: string } | undefined;

/** A satellite's element set from the catalogue; the ISS falls back to its nominal orbit (labelled as such). */
export async function satelliteElements(
  db: Queryable,
  target: Extract<SkyTarget, { kind: 'satellite' }>,
  now: Date,
): Promise<Elements | undefined> {
  const row = await findSatellite(db, target.noradId ? { noradId: target.noradId } : { name: target.name });
  if (row)
    return {
      name: row.name,
      noradId: row.norad_id,
      line1: row.line1,
      line2: row.line2,
      nominal: row.source === 'nominal',
    };
  if (target.noradId !== 25544) return undefined;
  const day = now.toISOString().slice(0, 10);
  if (nominalIss?.day !== day) {
    const parsed = parseTleText(generateNominalCatalogue({ epoch: new Date(`${day}T00:00:00Z`) }));
    const rec = parsed.ok ? parsed.records.find((r) => r.noradId === 25544) : undefined;
    if (!rec) return undefined;
    nominalIss = { day, line1: rec.line1, line2: rec.line2 };
  }
  return { name: 'ISS (ZARYA)', noradId: 25544, line1: nominalIss.line1, line2: nominalIss.line2, nominal: true };
}

/** How far ahead the assistant looks: every pass over three days, visible ones over ten (they can be a week apart). */
export const PASS_DAYS = 3;
export const VISIBLE_PASS_DAYS = 10;

/**
 * The next passes above 10° with the visible-pass model of @cosmos/astro (Earth's shadow, the Sun's
 * altitude at the site, predicted magnitude): every pass when `visibleOnly` is false, else only those
 * that can be seen. Passes already in progress at `now` are left out (they are not "next").
 */
export async function passes(
  db: Queryable,
  target: Extract<SkyTarget, { kind: 'satellite' }>,
  site: Site,
  now: Date,
  count: number,
  visibleOnly = false,
): Promise<{ name: string; nominal: boolean; passes: ObserverPass[] } | undefined> {
  const tle = await satelliteElements(db, target, now);
  if (!tle) return undefined;
  const from = now.getTime();
  const days = visibleOnly ? VISIBLE_PASS_DAYS : PASS_DAYS;
  const sky = new ObserverSky({ lat: site.lat, lon: site.lon, heightKm: 0 }, from, from + days * DAY);
  const list = findObserverPasses(toSatrec(tle), sky, {
    standardMagnitude: standardMagnitude(tle.noradId, tle.name).mag,
    minElevationDeg: 10,
    visibleOnly,
    trackStepSeconds: 10,
  }).filter((p) => !p.clipped || p.rise.time > from);
  return { name: tle.name, nominal: tle.nominal, passes: list.slice(0, count) };
}

/** Altitude of an object for a site at a time (degrees). */
export function altitudeOf(id: string, site: Site, at: Date): number {
  const eq = Equator(BODY[id]!, at, observer(site), true, true);
  return Horizon(at, observer(site), eq.ra, eq.dec, 'normal').altitude;
}
export const altitudeOfRaDec = (raDeg: number, decDeg: number, site: Site, at: Date) =>
  Horizon(at, observer(site), raDeg / 15, decDeg, 'normal').altitude;

/** "Tonight": now if the Sun is already 6° below the horizon, else the coming dusk (Sun at −12°) or 22:00 UTC-offset fallback. */
export function tonightAt(site: Site, now: Date): Date {
  if (altitudeOf('sun', site, now) < -6) return now;
  const set = riseSet('sun', site, 'set', now, 0);
  return set ? new Date(set.getTime() + 90 * 60_000) : new Date(now.getTime() + 8 * 3_600_000);
}
