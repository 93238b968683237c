/**
 * Where the assistant's sky facts come from: sky math is @cosmos/astro's (almanac.ts for the Sun, Moon,
 * planets, stars and small bodies; SGP4 and the visible-pass model for satellites), and this file adds
 * what needs the server: a satellite's elements from the catalogue (the ISS falls back to its nominal
 * orbit, labelled as such), and the one `place` entry point the sky tool uses for any kind of target.
 */
import {
  bodySkyPlace,
  findObserverPasses,
  generateNominalCatalogue,
  isAlmanacBody,
  ObserverSky,
  parseTleText,
  propagateAt,
  raDecSkyPlace,
  satelliteLook,
  smallBodySkyPlace,
  standardMagnitude,
  toSatrec,
  type ObserverPass,
  type SkyPlace,
} from '@cosmos/astro';
import { msg, type Msg } from '../../../lib/i18n/index.ts';
import type { SkyEngine } from '../../../sky/engine.ts';
import type { SatelliteEntry } from '../../../sky/objects.ts';
import type { Site } from '../format.ts';
import type { SkyTarget } from '../sky-targets.ts';

const DAY = 86_400_000;

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
  /** IAU constellation (English name); null for satellites, whose direction changes by the second. */
  constellation: string | null;
  /** Its three-letter IAU symbol ("Tau"), for the name in the answer's language. */
  constellationSymbol: string | null;
}

const fromSkyPlace = (p: SkyPlace, distanceLy: number | null): Placement => ({
  subLat: p.subLat,
  subLon: p.subLon,
  altitudeDeg: p.altitudeDeg,
  azimuthDeg: p.azimuthDeg,
  distanceKm: p.distanceKm,
  distanceLy,
  constellation: p.constellation.name,
  constellationSymbol: p.constellation.symbol,
});

export async function place(
  engine: SkyEngine | undefined,
  target: SkyTarget,
  site: Site | null,
  now: Date,
): Promise<Placement | { error: Msg }> {
  if (target.kind === 'satellite') {
    const tle = satelliteElements(engine, target, now);
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
      constellation: null,
      constellationSymbol: null,
    };
  }
  if (target.kind === 'body') {
    if (!isAlmanacBody(target.id)) return { error: msg('assistant.sky.cannotPlace', { name: target.name }) };
    return fromSkyPlace(bodySkyPlace(target.id, site, now), null);
  }
  if (target.kind === 'small') {
    const p = smallBodySkyPlace(target.id, site, now);
    return p ? fromSkyPlace(p, null) : { error: msg('assistant.sky.cannotPlace', { name: target.name }) };
  }
  return fromSkyPlace(raDecSkyPlace(target.raDeg, target.decDeg, site, now), target.distanceLy);
}

type Elements = { name: string; noradId: number; line1: string; line2: string; nominal: boolean };
let nominalIss: { day: string; line1: string; line2: string } | undefined;

/**
 * A satellite of the live catalogue: by catalogue number (five or six digits), by COSPAR id
 * ("1998-067A"), else the shortest name containing the words (STARLINK-1007, "hubble").
 */
export function findCatalogueSatellite(
  engine: SkyEngine | undefined,
  by: { noradId?: number | null; name?: string },
): SatelliteEntry | undefined {
  if (!engine) return undefined;
  if (by.noradId) {
    const e = engine.get(`sat-${by.noradId}`);
    return e?.kind === 'sat' ? e.ref : undefined;
  }
  const name = by.name?.trim();
  if (!name) return undefined;
  const cospar = /^\d{4}-\d{3}[a-z]{0,3}$/i.test(name) ? name.toUpperCase() : null;
  if (cospar) return engine.satellites.find((s) => (s.meta?.cospar ?? s.info.cospar) === cospar);
  const hits = engine.satellitesMatching(name);
  const exact = hits.find((s) => s.name.toLowerCase() === name.toLowerCase());
  return exact ?? [...hits].sort((a, b) => a.name.length - b.name.length || a.noradId - b.noradId)[0];
}

/** A satellite's element set from the catalogue; the ISS falls back to its nominal orbit (labelled as such). */
export function satelliteElements(
  engine: SkyEngine | undefined,
  target: Extract<SkyTarget, { kind: 'satellite' }>,
  now: Date,
): Elements | undefined {
  const row = findCatalogueSatellite(engine, target.noradId ? { noradId: target.noradId } : { name: target.name });
  if (row)
    return {
      name: row.name,
      noradId: row.noradId,
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
  engine: SkyEngine | undefined,
  target: Extract<SkyTarget, { kind: 'satellite' }>,
  site: Site,
  now: Date,
  count: number,
  visibleOnly = false,
): Promise<{ name: string; nominal: boolean; passes: ObserverPass[] } | undefined> {
  const tle = satelliteElements(engine, target, now);
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
