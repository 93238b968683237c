/**
 * What the portal knows and derives about one satellite besides its position: the SATCAT metadata
 * (stored), its orbit's shape from the element set, its orbit class and constellation group. Computed
 * once per catalogue load, so searches and filters compare plain fields.
 */
import {
  EARTH_RADIUS_WGS72_KM,
  classifyOrbit,
  normalizeCospar,
  objectGroup,
  objectTypeFromName,
  semiMajorAxisKmFromMeanMotion,
  standardMagnitude,
  type ObjectGroup,
  type PassMagnitudeModel,
  type SizeClass,
  type StandardMagnitude,
  type ObjectType,
  type OrbitClass,
  type RcsSize,
  type SatRec,
} from '@cosmos/astro';

/** A SATCAT row as stored ('nominal' = bundled offline metadata). */
export interface SatelliteMeta {
  cospar: string | null;
  objectType: ObjectType;
  owner: string | null;
  launchDate: string | null;
  launchSite: string | null;
  decayDate: string | null;
  rcsSize: RcsSize | null;
  source: 'satcat' | 'nominal';
}

export interface SatelliteInfo {
  cospar: string | null;
  objectType: ObjectType;
  owner: string | null;
  launchDate: string | null;
  launchSite: string | null;
  decayDate: string | null;
  rcsSize: RcsSize | null;
  /** Where the metadata came from: SATCAT, the bundled nominal set, or only the element set's own fields. */
  metaSource: 'satcat' | 'nominal' | 'elements';
  perigeeKm: number;
  apogeeKm: number;
  periodMin: number;
  inclinationDeg: number;
  eccentricity: number;
  orbitClass: OrbitClass;
  group: ObjectGroup | null;
  /** Lower-case text `q` searches: name, catalogue number, both designator forms. */
  haystack: string;
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

export function deriveSatelliteInfo(
  s: { noradId: number; name: string; line1: string; meta: SatelliteMeta | null },
  satrec: SatRec,
): SatelliteInfo {
  const revPerDay = (satrec.no * 1440) / (2 * Math.PI);
  const a = semiMajorAxisKmFromMeanMotion(revPerDay);
  const e = satrec.ecco;
  const inclinationDeg = (satrec.inclo * 180) / Math.PI;
  const perigeeKm = a * (1 - e) - EARTH_RADIUS_WGS72_KM;
  const apogeeKm = a * (1 + e) - EARTH_RADIUS_WGS72_KM;
  const tleDesignator = s.line1.slice(9, 17).trim();
  const cospar = s.meta?.cospar ?? (tleDesignator ? normalizeCospar(tleDesignator) : null);
  const objectType = s.meta?.objectType ?? objectTypeFromName(s.name);
  return {
    cospar,
    objectType,
    owner: s.meta?.owner ?? null,
    launchDate: s.meta?.launchDate ?? null,
    launchSite: s.meta?.launchSite ?? null,
    decayDate: s.meta?.decayDate ?? null,
    rcsSize: s.meta?.rcsSize ?? null,
    metaSource: s.meta?.source ?? 'elements',
    perigeeKm: round(perigeeKm, 1),
    apogeeKm: round(apogeeKm, 1),
    periodMin: round(1440 / revPerDay, 2),
    inclinationDeg: round(inclinationDeg, 3),
    eccentricity: round(e, 7),
    orbitClass: classifyOrbit({ perigeeKm, apogeeKm, inclinationDeg }),
    group: objectGroup(s.name, cospar, objectType),
    haystack: [s.name.toLowerCase(), String(s.noradId), cospar?.toLowerCase() ?? '', tleDesignator.toLowerCase()].join(
      '\u0000',
    ),
  };
}

/**
 * The standard magnitude of a catalogue satellite with everything the model can use: its radar size class, and the
 * launch date and altitude that pick a Starlink's design (packages/astro magnitude-families.ts).
 */
export function magnitudeOf(s: { noradId: number; name: string; info?: SatelliteInfo | null }): StandardMagnitude {
  const info = s.info;
  const size = info?.rcsSize ? (info.rcsSize.toLowerCase() as SizeClass) : undefined;
  return standardMagnitude(s.noradId, s.name, size, {
    launchDate: info?.launchDate ?? null,
    altitudeKm: info ? info.perigeeKm : null,
  });
}

/** Magnitude models packed for a worker: [mag, sigma, flat phase law ? 1 : 0] per satellite. */
export const MAG_STRIDE = 3;
export function packMagnitudes(sats: readonly { noradId: number; name: string; info?: SatelliteInfo | null }[]) {
  const out = new Float64Array(sats.length * MAG_STRIDE);
  sats.forEach((s, i) => {
    const m = magnitudeOf(s);
    out.set([m.mag, m.sigma, m.phaseLaw === 'flat' ? 1 : 0], i * MAG_STRIDE);
  });
  return out;
}
export const unpackMagnitude = (mags: Float64Array, i: number): PassMagnitudeModel => ({
  mag: mags[i * MAG_STRIDE]!,
  sigma: mags[i * MAG_STRIDE + 1]!,
  phaseLaw: mags[i * MAG_STRIDE + 2] === 1 ? 'flat' : 'diffuse-sphere',
});
