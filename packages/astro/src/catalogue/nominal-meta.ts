/**
 * SATCAT-style metadata for the bundled nominal catalogue, and its extra non-payload objects (rocket
 * bodies, debris, a Molniya orbit, a drifting near-GEO object) so every catalogue filter has something
 * to show offline. Everything here is NOMINAL: owners and first-launch dates are the real programmes'
 * (public record), designators are given only where the object is real (ISS, HST, the named debris
 * clouds' parent launches); orbits are idealised.
 */
import type { TleElementsInput } from '../tle-format.ts';
import type { ObjectType, RcsSize } from './object-meta.ts';

export interface NominalMeta {
  owner: string;
  launchDate: string;
  launchSite: string | null;
  objectType: ObjectType;
  rcsSize: RcsSize;
}

type Row = [prefix: string, owner: string, launchDate: string, launchSite: string | null, ObjectType, RcsSize];

/** Programme-level metadata by name prefix (first match wins): prefix, owner, first launch, site, type, RCS. */
const BY_PREFIX: Row[] = [
  ['GPS NOMINAL', 'US', '1978-02-22', 'AFETR', 'PAY', 'LARGE'],
  ['GALILEO NOMINAL', 'ESA', '2011-10-21', 'FRGUI', 'PAY', 'MEDIUM'],
  ['GLONASS NOMINAL', 'CIS', '1982-10-12', 'TTMTR', 'PAY', 'LARGE'],
  ['BEIDOU NOMINAL', 'PRC', '2007-04-13', 'XSC', 'PAY', 'LARGE'],
  ['IRIDIUM NOMINAL', 'US', '1997-05-05', 'AFWTR', 'PAY', 'LARGE'],
  ['ONEWEB NOMINAL', 'UK', '2019-02-27', 'FRGUI', 'PAY', 'MEDIUM'],
  ['STARLINK NOMINAL', 'US', '2019-05-24', 'AFETR', 'PAY', 'LARGE'],
  ['GEO NOMINAL', 'ITSO', '2000-01-01', null, 'PAY', 'LARGE'],
  ['ISS', 'ISS', '1998-11-20', 'TTMTR', 'PAY', 'LARGE'],
  ['HST', 'US', '1990-04-24', 'AFETR', 'PAY', 'LARGE'],
  ['MOLNIYA NOMINAL', 'CIS', '1965-04-23', 'PKMTR', 'PAY', 'LARGE'],
  ['DRIFTING GEO NOMINAL', 'US', '1995-01-10', 'AFETR', 'PAY', 'LARGE'],
  ['FENGYUN 1C DEB', 'PRC', '1999-05-10', 'TSC', 'DEB', 'SMALL'],
  ['COSMOS 2251 DEB', 'CIS', '1993-06-16', 'PKMTR', 'DEB', 'SMALL'],
  ['IRIDIUM 33 DEB', 'US', '1997-09-14', 'TTMTR', 'DEB', 'SMALL'],
  ['SL-16 R/B', 'CIS', '1990-01-01', 'TTMTR', 'R/B', 'LARGE'],
  ['CZ-4C R/B', 'PRC', '2015-01-01', 'TSC', 'R/B', 'LARGE'],
  ['FALCON 9 R/B', 'US', '2020-01-01', 'AFETR', 'R/B', 'LARGE'],
];

/** What the nominal catalogue says of an object it does not name. */
const UNKNOWN: Row = ['', 'UNK', '2000-01-01', null, 'UNK', 'MEDIUM'];

export function nominalMetaFor(name: string): NominalMeta {
  const [, owner, launchDate, launchSite, objectType, rcsSize] = BY_PREFIX.find(([p]) => name.startsWith(p)) ?? UNKNOWN;
  return { owner, launchDate, launchSite, objectType, rcsSize };
}

type Extra = Omit<TleElementsInput, 'noradId' | 'epoch'> & { name: string };

/**
 * Non-payloads and unusual orbits, one set of idealised elements each. The debris clouds' orbits follow
 * the published break-ups (Fengyun-1C 2007 at ~850 km, 98.6°; Cosmos 2251 / Iridium 33 2009 at ~790 km,
 * 74° and 86.4°); Molniya: 63.4°, 12-hour, e 0.72; the drifting object sits 600 km above GEO.
 */
export function nominalExtras(
  circ: (altKm: number) => number,
  semiMajorToMeanMotion: (aKm: number) => number,
): Extra[] {
  const out: Extra[] = [];
  const cloud = (name: string, cospar: string, n: number, altKm: number, incl: number) => {
    for (let i = 0; i < n; i++)
      out.push({
        name: `${name} (NOMINAL ${i + 1})`,
        intlDesignator: `${cospar}${['AB', 'AC', 'AD', 'AE', 'AF', 'AG', 'AH', 'AJ'][i] ?? 'AK'}`,
        inclinationDeg: incl,
        raanDeg: i * 45,
        eccentricity: 0.002 + i * 0.001,
        argPerigeeDeg: i * 30,
        meanAnomalyDeg: i * 40,
        meanMotionRevPerDay: circ(altKm + i * 15),
      });
  };
  cloud('FENGYUN 1C DEB', '99025', 6, 850, 98.6);
  cloud('COSMOS 2251 DEB', '93036', 4, 790, 74);
  cloud('IRIDIUM 33 DEB', '97051', 4, 780, 86.4);
  const body = (name: string, altKm: number, incl: number, raan: number, ecc = 0.001) =>
    out.push({
      name: `${name} (NOMINAL)`,
      inclinationDeg: incl,
      raanDeg: raan,
      eccentricity: ecc,
      argPerigeeDeg: 0,
      meanAnomalyDeg: raan / 2,
      meanMotionRevPerDay: circ(altKm),
    });
  body('SL-16 R/B', 840, 71, 20);
  body('SL-16 R/B', 845, 71, 140);
  body('CZ-4C R/B', 600, 97.5, 200);
  body('FALCON 9 R/B', 300, 53, 310, 0.01);
  const molniyaA = 26_560;
  out.push({
    name: 'MOLNIYA NOMINAL 1',
    inclinationDeg: 63.4,
    raanDeg: 80,
    eccentricity: 0.72,
    argPerigeeDeg: 270,
    meanAnomalyDeg: 0,
    meanMotionRevPerDay: semiMajorToMeanMotion(molniyaA),
  });
  out.push({
    name: 'DRIFTING GEO NOMINAL 1',
    inclinationDeg: 3.5,
    raanDeg: 60,
    eccentricity: 0.0005,
    argPerigeeDeg: 0,
    meanAnomalyDeg: 100,
    meanMotionRevPerDay: semiMajorToMeanMotion(6378.135 + 36_386),
  });
  return out;
}
