/**
 * Well-known asteroids and comets with osculating heliocentric ecliptic J2000 elements.
 *
 * Source: JPL Small-Body Database (ssd.jpl.nasa.gov/tools/sbdb_lookup.html) orbit solutions,
 * transcribed offline (no network at build time). Comets use their perihelion time Tp of the
 * stated apparition; asteroids use a recent perihelion time. Two-body propagation from these
 * values is good to roughly a degree over a few years (planetary perturbations are ignored) —
 * fine for a visual scene, not for astrometry. Physical properties: JPL SBDB / mission results
 * (Dawn, OSIRIS-REx, Hayabusa, Hayabusa2, Rosetta, DART, Giotto, Deep Impact, Stardust).
 */
import { keplerState, orbitalPeriodDays, type HelioState, type KeplerElements } from './kepler.ts';

export type SmallBodyType = 'asteroid' | 'comet';

export interface SmallBody {
  id: string;
  name: string;
  designation: string;
  type: SmallBodyType;
  elements: KeplerElements;
  /** Which orbit solution / epoch the elements describe. */
  elementsNote: string;
  massKg: number | null;
  radiusKm: number | null;
}

const d = (iso: string): Date => new Date(`${iso}Z`);

function body(
  id: string,
  name: string,
  designation: string,
  type: SmallBodyType,
  el: KeplerElements,
  elementsNote: string,
  massKg: number | null,
  radiusKm: number | null,
): SmallBody {
  return { id, name, designation, type, elements: el, elementsNote, massKg, radiusKm };
}

export const SMALL_BODIES: readonly SmallBody[] = [
  // ---- Main-belt asteroids ----
  body(
    'ceres',
    'Ceres',
    '1 Ceres',
    'asteroid',
    { a: 2.767, e: 0.0789, iDeg: 10.588, nodeDeg: 80.25, periDeg: 73.3, tp: d('2022-12-07T00:00:00') },
    'JPL SBDB, epoch 2023; Tp 2022-12-07',
    9.38e20,
    469.7,
  ),
  body(
    'vesta',
    'Vesta',
    '4 Vesta',
    'asteroid',
    { a: 2.3615, e: 0.0887, iDeg: 7.142, nodeDeg: 103.71, periDeg: 151.66, tp: d('2021-12-26T00:00:00') },
    'JPL SBDB, epoch 2023; Tp 2021-12',
    2.59e20,
    262.7,
  ),
  body(
    'pallas',
    'Pallas',
    '2 Pallas',
    'asteroid',
    { a: 2.7704, e: 0.2302, iDeg: 34.93, nodeDeg: 172.89, periDeg: 310.93, tp: d('2022-08-27T00:00:00') },
    'JPL SBDB, epoch 2023; Tp 2022 (approx.)',
    2.04e20,
    256.5,
  ),
  body(
    'juno',
    'Juno',
    '3 Juno',
    'asteroid',
    { a: 2.669, e: 0.2562, iDeg: 12.99, nodeDeg: 169.85, periDeg: 247.89, tp: d('2023-06-18T00:00:00') },
    'JPL SBDB, epoch 2023; Tp 2023 (approx.)',
    2.67e19,
    127,
  ),
  body(
    'hygiea',
    'Hygiea',
    '10 Hygiea',
    'asteroid',
    { a: 3.1415, e: 0.1125, iDeg: 3.83, nodeDeg: 283.2, periDeg: 312.3, tp: d('2023-05-01T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.',
    8.74e19,
    216.5,
  ),
  body(
    'psyche',
    'Psyche',
    '16 Psyche',
    'asteroid',
    { a: 2.924, e: 0.134, iDeg: 3.1, nodeDeg: 150.0, periDeg: 229.4, tp: d('2020-05-01T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.',
    2.29e19,
    111,
  ),
  body(
    'lutetia',
    'Lutetia',
    '21 Lutetia',
    'asteroid',
    { a: 2.435, e: 0.1636, iDeg: 3.064, nodeDeg: 80.86, periDeg: 250.2, tp: d('2022-02-01T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; mass/size from Rosetta flyby 2010',
    1.7e18,
    49,
  ),
  // ---- Near-Earth asteroids ----
  body(
    'eros',
    'Eros',
    '433 Eros',
    'asteroid',
    { a: 1.4579, e: 0.2228, iDeg: 10.83, nodeDeg: 304.3, periDeg: 178.9, tp: d('2023-11-30T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; NEAR Shoemaker mass',
    6.687e15,
    8.42,
  ),
  body(
    'apophis',
    'Apophis',
    '99942 Apophis',
    'asteroid',
    { a: 0.9224, e: 0.1914, iDeg: 3.34, nodeDeg: 204.4, periDeg: 126.4, tp: d('2023-03-26T00:00:00') },
    'JPL SBDB, epoch 2023 (before the 2029-04-13 Earth flyby, which changes the orbit); Tp approx.',
    6.1e10,
    0.17,
  ),
  body(
    'bennu',
    'Bennu',
    '101955 Bennu',
    'asteroid',
    { a: 1.1264, e: 0.2037, iDeg: 6.035, nodeDeg: 2.06, periDeg: 66.22, tp: d('2023-09-28T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; OSIRIS-REx mass',
    7.329e10,
    0.2425,
  ),
  body(
    'ryugu',
    'Ryugu',
    '162173 Ryugu',
    'asteroid',
    { a: 1.1896, e: 0.1903, iDeg: 5.884, nodeDeg: 251.3, periDeg: 211.6, tp: d('2023-01-06T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; Hayabusa2 mass',
    4.5e11,
    0.448,
  ),
  body(
    'itokawa',
    'Itokawa',
    '25143 Itokawa',
    'asteroid',
    { a: 1.3241, e: 0.2802, iDeg: 1.62, nodeDeg: 69.08, periDeg: 162.8, tp: d('2022-12-08T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; Hayabusa mass',
    3.51e10,
    0.165,
  ),
  body(
    'didymos',
    'Didymos',
    '65803 Didymos',
    'asteroid',
    { a: 1.6444, e: 0.3839, iDeg: 3.408, nodeDeg: 73.2, periDeg: 319.3, tp: d('2022-10-22T00:00:00') },
    'JPL SBDB, epoch 2023; Tp approx.; DART/LICIA system mass',
    5.6e11,
    0.39,
  ),
  // ---- Periodic comets (elements of the stated apparition) ----
  body(
    'halley',
    'Halley',
    '1P/Halley',
    'comet',
    { q: 0.58598, e: 0.96714, iDeg: 162.262, nodeDeg: 58.42, periDeg: 111.332, tp: d('1986-02-09T11:00:00') },
    'JPL SBDB 1986 apparition, Tp 1986-02-09.46 TT',
    2.2e14,
    5.5,
  ),
  body(
    'encke',
    'Encke',
    '2P/Encke',
    'comet',
    { q: 0.336, e: 0.8483, iDeg: 11.78, nodeDeg: 334.57, periDeg: 186.54, tp: d('2023-10-22T00:00:00') },
    'JPL SBDB 2023 apparition',
    null,
    2.4,
  ),
  body(
    'tempel-1',
    'Tempel 1',
    '9P/Tempel',
    'comet',
    { q: 1.5059, e: 0.5175, iDeg: 10.53, nodeDeg: 68.94, periDeg: 178.84, tp: d('2005-07-05T07:00:00') },
    'JPL SBDB 2005 apparition (Deep Impact)',
    7.2e13,
    3.0,
  ),
  body(
    'wild-2',
    'Wild 2',
    '81P/Wild',
    'comet',
    { q: 1.583, e: 0.5378, iDeg: 3.24, nodeDeg: 136.1, periDeg: 41.7, tp: d('2003-09-25T00:00:00') },
    'JPL SBDB 2003 apparition (Stardust)',
    null,
    2.0,
  ),
  body(
    '67p',
    'Churyumov–Gerasimenko',
    '67P/Churyumov–Gerasimenko',
    'comet',
    { q: 1.2432, e: 0.641, iDeg: 7.04, nodeDeg: 50.14, periDeg: 12.78, tp: d('2015-08-13T02:00:00') },
    'JPL SBDB 2015 apparition (Rosetta)',
    9.982e12,
    1.65,
  ),
  body(
    'swift-tuttle',
    'Swift–Tuttle',
    '109P/Swift–Tuttle',
    'comet',
    { q: 0.9595, e: 0.9632, iDeg: 113.45, nodeDeg: 139.38, periDeg: 152.98, tp: d('1992-12-12T00:00:00') },
    'JPL SBDB 1992 apparition',
    null,
    13,
  ),
  // ---- Long-period comets (near-parabolic) ----
  body(
    'hale-bopp',
    'Hale–Bopp',
    'C/1995 O1',
    'comet',
    { q: 0.9141, e: 0.9951, iDeg: 89.43, nodeDeg: 282.47, periDeg: 130.59, tp: d('1997-04-01T03:00:00') },
    'JPL SBDB, Tp 1997-04-01.14',
    null,
    30,
  ),
  body(
    'hyakutake',
    'Hyakutake',
    'C/1996 B2',
    'comet',
    { q: 0.2302, e: 0.9999, iDeg: 124.92, nodeDeg: 188.06, periDeg: 130.18, tp: d('1996-05-01T09:30:00') },
    'JPL SBDB, Tp 1996-05-01.40',
    null,
    2.1,
  ),
  body(
    'neowise',
    'NEOWISE',
    'C/2020 F3',
    'comet',
    { q: 0.2946, e: 0.99918, iDeg: 128.94, nodeDeg: 61.01, periDeg: 37.28, tp: d('2020-07-03T16:00:00') },
    'JPL SBDB, Tp 2020-07-03.68',
    null,
    2.5,
  ),
  // ---- Interstellar objects (hyperbolic) ----
  body(
    'oumuamua',
    'ʻOumuamua',
    '1I/2017 U1',
    'asteroid',
    { q: 0.2559, e: 1.20113, iDeg: 122.74, nodeDeg: 24.6, periDeg: 241.81, tp: d('2017-09-09T12:00:00') },
    'JPL SBDB, Tp 2017-09-09.51; hyperbolic. Listed as asteroid (no coma observed)',
    null,
    0.11,
  ),
  body(
    'borisov',
    'Borisov',
    '2I/Borisov',
    'comet',
    { q: 2.00656, e: 3.35649, iDeg: 44.053, nodeDeg: 308.15, periDeg: 209.12, tp: d('2019-12-08T13:00:00') },
    'JPL SBDB, Tp 2019-12-08.55; hyperbolic',
    null,
    null,
  ),
];

export function getSmallBody(id: string): SmallBody | undefined {
  return SMALL_BODIES.find((b) => b.id === id);
}

/** Heliocentric equatorial J2000 state (AU, AU/day) of a catalogued small body. */
export function smallBodyState(b: SmallBody, date: Date): HelioState {
  return keplerState(b.elements, date);
}

/** Perihelion and (for closed orbits) aphelion distance in AU; aphelion is Infinity for open orbits. */
export function perihelionAphelion(b: SmallBody): { q: number; Q: number } {
  const el = b.elements;
  const q = el.q ?? (el.a ?? Number.NaN) * (1 - el.e);
  return { q, Q: el.e < 1 ? (q * (1 + el.e)) / (1 - el.e) : Number.POSITIVE_INFINITY };
}

export function smallBodyPeriodYears(b: SmallBody): number {
  return orbitalPeriodDays(b.elements) / 365.25;
}
