/**
 * Offline "nominal" catalogue: satellites placed on published constellation designs, written as
 * 3LE text with valid checksums so the normal import path (parseCatalogText) can load it without
 * network access. Orbits are idealised (circular, no drag); phasing within planes is a regular
 * Walker pattern, not the operators' exact slot tables.
 *
 * Designs: GPS 24-slot baseline (IS-GPS / SPS PS: 6 planes A–F, 55°, 2.0056 rev/day);
 * Galileo Walker 24/3/1, 56°, 23,222 km; GLONASS 24/3/1, 64.8°, 19,100 km; Iridium 66 (6 × 11,
 * 86.4°, 780 km); Starlink shell 1 (72 × 22, 53°, 550 km); geostationary slots; ISS; Hubble.
 */
import { gstime } from 'satellite.js';
import {
  EARTH_RADIUS_WGS72_KM,
  formatTle,
  meanMotionFromSemiMajorAxisKm,
  type TleElementsInput,
} from './tle-format.ts';
import { nominalExtras, nominalMetaFor } from './catalogue/nominal-meta.ts';
import { normalizeCospar, type SatcatRecord } from './catalogue/object-meta.ts';

export interface NominalOptions {
  epoch: Date;
  /** First private catalogue number (ISS 25544 and HST 20580 keep their real numbers). */
  firstCatalogNumber?: number;
}

type Slot = Omit<TleElementsInput, 'noradId' | 'epoch'> & { name: string; noradId?: number };

const circ = (altKm: number): number => meanMotionFromSemiMajorAxisKm(EARTH_RADIUS_WGS72_KM + altKm);
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Walker delta pattern T/P/F: P planes over 360°, in-plane spacing 360/S, inter-plane phase F·360/T. */
function walker(
  prefix: string,
  t: number,
  p: number,
  f: number,
  incl: number,
  meanMotion: number,
  raanSpan = 360,
  planeName = (i: number) => pad(i + 1),
): Slot[] {
  const s = t / p;
  const out: Slot[] = [];
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < s; j++) {
      out.push({
        name: `${prefix} ${planeName(i)}-${pad(j + 1)}`,
        inclinationDeg: incl,
        raanDeg: (i * raanSpan) / p,
        eccentricity: 0,
        argPerigeeDeg: 0,
        meanAnomalyDeg: (j * 360) / s + (i * f * 360) / t,
        meanMotionRevPerDay: meanMotion,
      });
    }
  }
  return out;
}

export const NOMINAL_DESIGNS = {
  gps: { inclinationDeg: 55, meanMotion: 2.0056, count: 24 },
  galileo: { inclinationDeg: 56, altitudeKm: 23_222, count: 24 },
  glonass: { inclinationDeg: 64.8, altitudeKm: 19_100, count: 24 },
  iridium: { inclinationDeg: 86.4, altitudeKm: 780, count: 66 },
  starlink: { inclinationDeg: 53, altitudeKm: 550, count: 1584 },
  iss: { inclinationDeg: 51.64, altitudeKm: 420, count: 1 },
  hubble: { inclinationDeg: 28.47, altitudeKm: 535, count: 1 },
} as const;

/** Geostationary slots (east longitude, deg) of well-known operational satellites. */
export const GEO_SLOTS: readonly { name: string; lonDeg: number }[] = [
  { name: 'GOES-WEST', lonDeg: -137.2 },
  { name: 'GOES-EAST', lonDeg: -75.2 },
  { name: 'ANIK F1', lonDeg: -107.3 },
  { name: 'ECHOSTAR', lonDeg: -110 },
  { name: 'DIRECTV', lonDeg: -101 },
  { name: 'SES-1', lonDeg: -101 + 0.1 },
  { name: 'INTELSAT 34', lonDeg: -55.5 },
  { name: 'AMAZONAS', lonDeg: -61 },
  { name: 'STAR ONE', lonDeg: -70 },
  { name: 'HISPASAT', lonDeg: -30 },
  { name: 'INTELSAT 37E', lonDeg: -18 },
  { name: 'EUTELSAT 5WB', lonDeg: -5 },
  { name: 'THOR', lonDeg: -0.8 },
  { name: 'METEOSAT-11', lonDeg: 0 },
  { name: 'EUTELSAT 7', lonDeg: 7 },
  { name: 'EUTELSAT 10', lonDeg: 10 },
  { name: 'HOT BIRD', lonDeg: 13 },
  { name: 'ASTRA 1', lonDeg: 19.2 },
  { name: 'ASTRA 2', lonDeg: 28.2 },
  { name: 'ARABSAT', lonDeg: 26 },
  { name: 'TURKSAT', lonDeg: 42 },
  { name: 'METEOSAT-9 IODC', lonDeg: 45.5 },
  { name: 'YAHSAT', lonDeg: 52.5 },
  { name: 'INSAT-3D', lonDeg: 82 },
  { name: 'ELEKTRO-L', lonDeg: 76 },
  { name: 'FENGYUN-4A', lonDeg: 104.7 },
  { name: 'ASIASAT', lonDeg: 105.5 },
  { name: 'MEASAT', lonDeg: 91.5 },
  { name: 'THAICOM', lonDeg: 78.5 },
  { name: 'HIMAWARI-9', lonDeg: 140.7 },
  { name: 'JCSAT', lonDeg: 128 },
  { name: 'KOREASAT', lonDeg: 116 },
  { name: 'OPTUS', lonDeg: 156 },
  { name: 'INTELSAT 18', lonDeg: 180 },
  { name: 'TDRS WEST', lonDeg: -174 },
  { name: 'TDRS EAST', lonDeg: -41 },
];

/** Sidereal rotation: Earth turns once per 0.99726957 solar day → 1.00273791 rev/day. */
export const GEO_MEAN_MOTION = 1.00273791;

function designs(epoch: Date): Slot[] {
  const slots: Slot[] = [];
  const letters = 'ABCDEF';
  // GPS: 6 planes A–F, RAAN 60° apart, 4 slots, neighbour planes offset by 15° in argument of latitude.
  slots.push(
    ...walker('GPS NOMINAL', 24, 6, 1, 55, 2.0056, 360, (i) => letters[i]).map((s) => ({
      ...s,
      name: s.name.replace(/ ([A-F])-0(\d)$/, ' $1$2'),
    })),
  );
  slots.push(...walker('GALILEO NOMINAL', 24, 3, 1, 56, circ(23_222)));
  slots.push(...walker('GLONASS NOMINAL', 24, 3, 1, 64.8, circ(19_100)));
  // Iridium: polar "star" pattern, ascending nodes spread over 180° (planes 1 and 6 counter-rotate at the seam).
  slots.push(...walker('IRIDIUM NOMINAL', 66, 6, 2, 86.4, circ(780), 180));
  slots.push(...walker('STARLINK NOMINAL', 1584, 72, 17, 53, circ(550)));
  // BeiDou-3 MEO: Walker 24/3/1 at 21,528 km, 55°; OneWeb: 3 of its 12 polar planes (87.9°, 1,200 km).
  slots.push(...walker('BEIDOU NOMINAL', 24, 3, 1, 55, circ(21_528)));
  slots.push(...walker('ONEWEB NOMINAL', 36, 3, 1, 87.9, circ(1200), 45));
  // GEO: right ascension = longitude + Greenwich sidereal angle at epoch (e = i = 0, so RAAN = ω = 0).
  const gmstDeg = (gstime(epoch) * 180) / Math.PI;
  for (const g of GEO_SLOTS) {
    const tag = `${Math.abs(g.lonDeg).toFixed(1)}${g.lonDeg < 0 ? 'W' : 'E'}`;
    slots.push({
      name: `GEO NOMINAL ${tag} ${g.name}`,
      inclinationDeg: 0,
      raanDeg: 0,
      eccentricity: 0,
      argPerigeeDeg: 0,
      meanAnomalyDeg: (((g.lonDeg + gmstDeg) % 360) + 360) % 360,
      meanMotionRevPerDay: GEO_MEAN_MOTION,
    });
  }
  slots.push({
    name: 'ISS (NOMINAL)',
    noradId: 25544,
    intlDesignator: '98067A',
    inclinationDeg: 51.64,
    raanDeg: 0,
    eccentricity: 0.0005,
    argPerigeeDeg: 0,
    meanAnomalyDeg: 0,
    meanMotionRevPerDay: circ(420),
  });
  slots.push({
    name: 'HST (NOMINAL)',
    noradId: 20580,
    intlDesignator: '90037B',
    inclinationDeg: 28.47,
    raanDeg: 0,
    eccentricity: 0.0003,
    argPerigeeDeg: 0,
    meanAnomalyDeg: 0,
    meanMotionRevPerDay: circ(535),
  });
  slots.push(...nominalExtras(circ, meanMotionFromSemiMajorAxisKm));
  return slots;
}

/** The designs with their catalogue numbers, in catalogue order. */
function numbered(opts: NominalOptions): (Slot & { noradId: number })[] {
  let next = opts.firstCatalogNumber ?? 90000;
  return designs(opts.epoch).map((s) => ({ ...s, noradId: s.noradId ?? next++ }));
}

/**
 * SATCAT rows for the nominal catalogue (same catalogue numbers as the 3LE text): the programmes' real
 * owners and first-launch dates, idealised everything else. Apsides are left to the element sets.
 */
export function generateNominalSatcat(opts: NominalOptions): SatcatRecord[] {
  return numbered(opts).map((s) => {
    const m = nominalMetaFor(s.name);
    return {
      noradId: s.noradId,
      name: s.name,
      cospar: s.intlDesignator ? normalizeCospar(s.intlDesignator) : null,
      objectType: m.objectType,
      owner: m.owner,
      launchDate: m.launchDate,
      launchSite: m.launchSite,
      decayDate: null,
      periodMin: null,
      inclinationDeg: null,
      apogeeKm: null,
      perigeeKm: null,
      rcsSize: m.rcsSize,
    };
  });
}

/** Generate the catalogue as 3LE text (name line + two element lines per satellite). */
export function generateNominalCatalogue(opts: NominalOptions): string {
  const lines: string[] = [];
  for (const s of numbered(opts)) {
    const { name, noradId, ...el } = s;
    const { line1, line2 } = formatTle({
      ...el,
      noradId,
      epoch: opts.epoch,
      classification: 'U',
      elementSetNo: 1,
    });
    lines.push(name, line1, line2);
  }
  return `${lines.join('\n')}\n`;
}
