/**
 * What the catalogue knows about an object besides its elements (SATCAT fields), and the values
 * derived from names, designators and orbits: orbit class and constellation group. Pure functions.
 */

/** SATCAT object types: payload, rocket body, debris, unknown. */
export const OBJECT_TYPES = ['PAY', 'R/B', 'DEB', 'UNK'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** Radar cross-section size class (Space-Track's RCS_SIZE; CelesTrak's numeric RCS is binned the same way). */
export type RcsSize = 'SMALL' | 'MEDIUM' | 'LARGE';

/** One SATCAT row as the portal keeps it. Dates are YYYY-MM-DD; distances km, period min, angles deg. */
export interface SatcatRecord {
  noradId: number;
  name: string;
  /** COSPAR international designator in the long form, e.g. "1998-067A" (null when unknown). */
  cospar: string | null;
  objectType: ObjectType;
  owner: string | null;
  launchDate: string | null;
  launchSite: string | null;
  decayDate: string | null;
  periodMin: number | null;
  inclinationDeg: number | null;
  apogeeKm: number | null;
  perigeeKm: number | null;
  rcsSize: RcsSize | null;
}

/** Accepts "PAY", "R/B", "RB", "DEB", "UNK" and Space-Track's long words; null for anything else. */
export function parseObjectType(raw: string): ObjectType | null {
  const s = raw.trim().toUpperCase();
  if (s === 'PAY' || s === 'PAYLOAD') return 'PAY';
  if (s === 'R/B' || s === 'RB' || s === 'ROCKET BODY') return 'R/B';
  if (s === 'DEB' || s === 'DEBRIS') return 'DEB';
  if (s === 'UNK' || s === 'UNKNOWN' || s === 'TBA' || s === '') return 'UNK';
  return null;
}

/** CelesTrak's numeric RCS (m²) binned like Space-Track: < 0.1 small, < 1 medium, else large. */
export function rcsSizeFrom(raw: string): RcsSize | null {
  const s = raw.trim().toUpperCase();
  if (s === 'SMALL' || s === 'MEDIUM' || s === 'LARGE') return s;
  if (s === '') return null;
  const m2 = Number(s);
  if (!Number.isFinite(m2) || m2 < 0) return null;
  return m2 < 0.1 ? 'SMALL' : m2 < 1 ? 'MEDIUM' : 'LARGE';
}

const COSPAR_LONG = /^(\d{4})-(\d{3})([A-Z]{0,3})$/;
const COSPAR_TLE = /^(\d{2})(\d{3})([A-Z]{0,3})$/;

/**
 * A designator in either form ("1998-067A", or the TLE's "98067A") in the long form; null when it is
 * neither. TLE years 57–99 are 1957–1999, 00–56 are 2000–2056 (the TLE format's own convention).
 */
export function normalizeCospar(raw: string): string | null {
  const s = raw.trim().toUpperCase();
  const long = COSPAR_LONG.exec(s);
  if (long) return s;
  const short = COSPAR_TLE.exec(s);
  if (!short) return null;
  const yy = Number(short[1]);
  return `${yy >= 57 ? 1900 + yy : 2000 + yy}-${short[2]}${short[3]}`;
}

export const ORBIT_CLASSES = ['LEO', 'MEO', 'GEO', 'near-GEO', 'HEO'] as const;
export type OrbitClass = (typeof ORBIT_CLASSES)[number];

/** Geostationary altitude (km): a = 42,164 km minus the Earth's equatorial radius. */
export const GEO_ALTITUDE_KM = 35_786;

/**
 * Orbit class from perigee/apogee altitude (km) and inclination, after the ESA Space Environment
 * Report's orbit regions: GEO = both apsides within ±200 km of 35,786 km and i ≤ 25°; near-GEO drift
 * = both apsides within ±2,000 km of it (drifting or inclined objects near the ring); HEO = apogee
 * above 40,000 km or eccentricity ≥ 0.25 (Molniya, GTO); LEO = apogee below 2,000 km; MEO otherwise.
 */
export function classifyOrbit(o: { perigeeKm: number; apogeeKm: number; inclinationDeg: number }): OrbitClass {
  const near = (h: number, tol: number) => Math.abs(h - GEO_ALTITUDE_KM) <= tol;
  if (near(o.perigeeKm, 200) && near(o.apogeeKm, 200) && o.inclinationDeg <= 25) return 'GEO';
  if (near(o.perigeeKm, 2000) && near(o.apogeeKm, 2000)) return 'near-GEO';
  const r = 6378.135;
  const ecc = (o.apogeeKm - o.perigeeKm) / (o.apogeeKm + o.perigeeKm + 2 * r);
  if (o.apogeeKm > 40_000 || ecc >= 0.25) return 'HEO';
  if (o.apogeeKm < 2000) return 'LEO';
  return 'MEO';
}

/** Constellations and families recognised by name (payloads) or designator (ISS modules). */
export const OBJECT_GROUPS = [
  'starlink',
  'oneweb',
  'kuiper',
  'gps',
  'galileo',
  'glonass',
  'beidou',
  'qzss',
  'navic',
  'iridium',
  'globalstar',
  'orbcomm',
  'planet',
  'spire',
  'stations',
] as const;
export type ObjectGroup = (typeof OBJECT_GROUPS)[number];

const GROUP_PATTERNS: [ObjectGroup, RegExp][] = [
  ['starlink', /^STARLINK\b/],
  ['oneweb', /^ONEWEB\b/],
  ['kuiper', /^KUIPER\b/],
  ['gps', /^(GPS\b|NAVSTAR\b)/],
  // European GSAT0nnn satellites are Galileo; India's GSAT-n are not (the dash tells them apart).
  ['galileo', /^(GALILEO\b|GSAT0\d{3})/],
  ['glonass', /GLONASS/],
  ['beidou', /^(BEIDOU|COMPASS)\b/],
  ['qzss', /^(QZS|QZSS|MICHIBIKI)\b/],
  ['navic', /^(IRNSS|NVS)\b/],
  ['iridium', /^IRIDIUM\b/],
  ['globalstar', /^GLOBALSTAR\b/],
  ['orbcomm', /^ORBCOMM\b/],
  ['planet', /^(FLOCK|SKYSAT|DOVE|PELICAN)\b/],
  ['spire', /^LEMUR\b/],
  ['stations', /^(ISS|CSS|TIANHE|TIANGONG|WENTIAN|MENGTIAN)\b/],
];

/**
 * The group an object belongs to, or null. Debris and rocket bodies belong to no constellation even when
 * named after one ("IRIDIUM 33 DEB"); ISS modules are found by the station's launch (1998-067).
 */
export function objectGroup(name: string, cospar: string | null, objectType: ObjectType = 'PAY'): ObjectGroup | null {
  const n = name.trim().toUpperCase();
  if (objectType === 'DEB' || objectType === 'R/B' || /\b(DEB|R\/B|AKM|PKM)\b/.test(n)) return null;
  if (cospar?.startsWith('1998-067')) return 'stations';
  for (const [group, re] of GROUP_PATTERNS) if (re.test(n)) return group;
  return null;
}

/** The object type a name implies when no SATCAT row is known ("... DEB", "... R/B"); payload otherwise. */
export function objectTypeFromName(name: string): ObjectType {
  const n = name.toUpperCase();
  if (/\bDEB\b/.test(n)) return 'DEB';
  if (/\bR\/B\b/.test(n)) return 'R/B';
  return 'PAY';
}
