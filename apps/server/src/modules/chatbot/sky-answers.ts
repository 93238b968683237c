import {
  BRIGHT_STARS, SOLAR_SYSTEM_BODIES, apparentRaDec, bodyHelioState, generateNominalCatalogue, hasApparentPlace, parseTleText, predictPasses, toSatrec,
  type SolarSystemId,
} from '@cosmos/astro';
import type { Citation } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

export interface Answer {
  content: string;
  citations: Citation[];
  offerTicket?: boolean;
}
export interface Site {
  lat: number;
  lon: number;
}

const DEG = Math.PI / 180;
const objectLink = (id: string) => `/data-visualization?object=${encodeURIComponent(id)}`;
const LOCATION_CITATION: Citation = { kind: 'faq', title: 'How do I see passes over my location?', href: '/support?faq=ground-station' };

/** Greenwich mean sidereal time in degrees (IAU 1982, good to well under a second here). */
export function gmstDeg(date: Date) {
  const d = date.getTime() / 86_400_000 + 2440587.5 - 2451545.0;
  return (((280.46061837 + 360.98564736629 * d) % 360) + 360) % 360;
}

/** Altitude (deg) of an RA/Dec (deg) for an observer at `site` and `date`. */
export function altitudeDeg(raDeg: number, decDeg: number, site: Site, date: Date) {
  const ha = (gmstDeg(date) + site.lon - raDeg) * DEG;
  const s = Math.sin(site.lat * DEG) * Math.sin(decDeg * DEG) + Math.cos(site.lat * DEG) * Math.cos(decDeg * DEG) * Math.cos(ha);
  return Math.asin(Math.max(-1, Math.min(1, s))) / DEG;
}

const fmtRa = (h: number) => `${Math.floor(h)}h ${String(Math.floor((h % 1) * 60)).padStart(2, '0')}m`;
const fmtTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** 'where is Mars now': apparent RA/Dec (and altitude when we know where the user is), plus distance from the Sun. */
export function whereIsBody(id: SolarSystemId, site: Site | null, now: Date): Answer {
  const body = SOLAR_SYSTEM_BODIES.find((b) => b.id === id)!;
  const citations: Citation[] = [{ kind: 'object', title: body.name, href: objectLink(body.id) }];
  const helio = bodyHelioState(id, now);
  const sunDist = Math.hypot(...helio.r);
  const parts: string[] = [];
  if (hasApparentPlace(id)) {
    const ap = apparentRaDec(id, now, { lat: site?.lat ?? 0, lon: site?.lon ?? 0, heightM: 0 });
    parts.push(`Right now (${fmtTime(now)}) ${body.name} is at RA ${fmtRa(ap.raHours)}, Dec ${ap.decDeg.toFixed(1)}°, ${ap.distanceAu.toFixed(3)} AU from Earth.`);
    if (site) {
      const alt = altitudeDeg(ap.raDeg, ap.decDeg, site, now);
      parts.push(alt > 0 ? `From your location it is ${alt.toFixed(0)}° above the horizon.` : `From your location it is below the horizon (${alt.toFixed(0)}°).`);
    }
  }
  if (id !== 'sun') parts.push(`It is ${sunDist.toFixed(3)} AU from the Sun.`);
  return { content: parts.join(' '), citations };
}

export function findBody(text: string): SolarSystemId | undefined {
  const t = text.toLowerCase();
  return SOLAR_SYSTEM_BODIES.find((b) => b.id !== 'earth' && new RegExp(`\\b${b.name.toLowerCase()}\\b`).test(t))?.id;
}

/** The ISS's element set: the stored catalogue when it has one, else the nominal ISS orbit (labelled as such). */
async function issTle(db: Queryable, now: Date): Promise<{ line1: string; line2: string; nominal: boolean }> {
  try {
    const row = (await db.query<{ line1: string; line2: string; source: string }>('SELECT line1, line2, source FROM satellites WHERE norad_id = 25544'))[0];
    if (row) return { line1: row.line1, line2: row.line2, nominal: row.source === 'nominal' };
  } catch {
    // The catalogue table may not exist in this build: fall through to the nominal orbit.
  }
  const day = now.toISOString().slice(0, 10);
  if (nominalIss?.day !== day) {
    const parsed = parseTleText(generateNominalCatalogue({ epoch: new Date(`${day}T00:00:00Z`) }));
    const rec = parsed.ok ? parsed.records.find((r) => r.noradId === 25544) : undefined;
    if (!rec) throw new Error('nominal catalogue has no ISS');
    nominalIss = { day, line1: rec.line1, line2: rec.line2 };
  }
  return { line1: nominalIss.line1, line2: nominalIss.line2, nominal: true };
}
let nominalIss: { day: string; line1: string; line2: string } | undefined;

export async function issPasses(db: Queryable, site: Site | null, now: Date): Promise<Answer> {
  const iss: Citation = { kind: 'object', title: 'ISS (ZARYA)', href: objectLink('sat-25544') };
  if (!site) return { content: 'I need your location to predict passes. Set it in your Profile, then ask again.', citations: [LOCATION_CITATION, iss] };
  const tle = await issTle(db, now);
  const passes = predictPasses(toSatrec(tle), { lat: site.lat, lon: site.lon, heightKm: 0 }, now, 2, 10).slice(0, 3);
  const note = tle.nominal ? ' (computed from the nominal ISS orbit; the live catalogue was not available)' : '';
  if (passes.length === 0) return { content: `The ISS does not rise more than 10° above your horizon in the next 48 hours${note}.`, citations: [iss, LOCATION_CITATION] };
  const lines = passes.map((p) => `• rises ${fmtTime(p.rise)}, highest ${p.maxElevationDeg.toFixed(0)}° at ${fmtTime(p.culmination)}, sets ${fmtTime(p.set)}`);
  return { content: `Next ISS passes over your location${note}:\n${lines.join('\n')}`, citations: [iss, LOCATION_CITATION] };
}

/** When it is daytime, 'tonight' means 22:00 local mean solar time (from longitude). */
export function tonight(site: Site, now: Date) {
  const sun = apparentRaDec('sun', now, { lat: site.lat, lon: site.lon, heightM: 0 });
  if (altitudeDeg(sun.raDeg, sun.decDeg, site, now) < -6) return now;
  const local = new Date(now.getTime() + (site.lon / 15) * 3_600_000);
  const at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 22) - (site.lon / 15) * 3_600_000;
  return new Date(at < now.getTime() ? at + 86_400_000 : at);
}

export function brightestStar(site: Site | null, now: Date): Answer {
  const where = site ?? { lat: 0, lon: 0 };
  const at = tonight(where, now);
  const visible = BRIGHT_STARS.filter((s) => s.name && altitudeDeg(s.raDeg, s.decDeg, where, at) > 10).sort((a, b) => a.vmag - b.vmag);
  const star = visible[0];
  const caveat = site ? '' : ' I used the equator at Greenwich because your location is not set; set it in your Profile for your own sky.';
  if (!star) return { content: `No bright star is more than 10° up at that time.${caveat}`, citations: [LOCATION_CITATION] };
  const alt = altitudeDeg(star.raDeg, star.decDeg, where, at);
  return {
    content: `The brightest star above your horizon at ${fmtTime(at)} is ${star.name} (magnitude ${star.vmag.toFixed(2)}), ${alt.toFixed(0)}° up.${caveat}`,
    citations: [{ kind: 'object', title: star.name, href: objectLink(star.id) }, ...(site ? [] : [LOCATION_CITATION])],
  };
}
