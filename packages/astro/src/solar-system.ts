/**
 * Sun, planets, Pluto, the Moon, the Galilean moons and Titan: heliocentric equatorial J2000
 * (EQJ) states via astronomy-engine (VSOP87/TOP2013/ELP-based, arc-minute class accuracy), plus
 * apparent topocentric RA/Dec. Physical data: NASA Planetary/Sun Fact Sheets (nssdc.gsfc.nasa.gov),
 * satellite masses/radii from JPL SSD "Planetary Satellite Physical Parameters".
 */
import { Body, Equator, HelioState, JupiterMoons, Observer, type StateVector } from 'astronomy-engine';
import type { Vec3 } from './vec.ts';

export type SolarSystemId =
  | 'sun'
  | 'mercury'
  | 'venus'
  | 'earth'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'moon'
  | 'io'
  | 'europa'
  | 'ganymede'
  | 'callisto'
  | 'titan';

export interface SolarSystemBody {
  id: SolarSystemId;
  name: string;
  kind: 'star' | 'planet' | 'dwarfPlanet' | 'moon';
  parent: SolarSystemId | null;
  massKg: number;
  radiusKm: number;
  /** Effective temperature for the Sun; NASA fact-sheet mean (surface or 1-bar) temperature otherwise. */
  temperatureK: number;
  temperatureKind: 'effective' | 'mean surface' | 'mean at 1 bar';
  /** True when the position comes from a simplified model rather than a full theory. */
  approximate: boolean;
  note?: string;
}

const b = (
  id: SolarSystemId,
  name: string,
  kind: SolarSystemBody['kind'],
  parent: SolarSystemId | null,
  massKg: number,
  radiusKm: number,
  temperatureK: number,
  temperatureKind: SolarSystemBody['temperatureKind'],
  note?: string,
): SolarSystemBody => ({
  id,
  name,
  kind,
  parent,
  massKg,
  radiusKm,
  temperatureK,
  temperatureKind,
  approximate: id === 'titan',
  ...(note ? { note } : {}),
});

export const SOLAR_SYSTEM_BODIES: readonly SolarSystemBody[] = [
  b('sun', 'Sun', 'star', null, 1.9885e30, 695_700, 5772, 'effective'),
  b('mercury', 'Mercury', 'planet', 'sun', 3.3011e23, 2439.7, 440, 'mean surface'),
  b('venus', 'Venus', 'planet', 'sun', 4.8675e24, 6051.8, 737, 'mean surface'),
  b('earth', 'Earth', 'planet', 'sun', 5.9722e24, 6371.0, 288, 'mean surface'),
  b('mars', 'Mars', 'planet', 'sun', 6.4171e23, 3389.5, 210, 'mean surface'),
  b('jupiter', 'Jupiter', 'planet', 'sun', 1.89819e27, 69_911, 165, 'mean at 1 bar'),
  b('saturn', 'Saturn', 'planet', 'sun', 5.6834e26, 58_232, 134, 'mean at 1 bar'),
  b('uranus', 'Uranus', 'planet', 'sun', 8.681e25, 25_362, 76, 'mean at 1 bar'),
  b('neptune', 'Neptune', 'planet', 'sun', 1.02413e26, 24_622, 72, 'mean at 1 bar'),
  b('pluto', 'Pluto', 'dwarfPlanet', 'sun', 1.303e22, 1188.3, 44, 'mean surface'),
  b('moon', 'Moon', 'moon', 'earth', 7.342e22, 1737.4, 250, 'mean surface'),
  b('io', 'Io', 'moon', 'jupiter', 8.9319e22, 1821.6, 110, 'mean surface'),
  b('europa', 'Europa', 'moon', 'jupiter', 4.7998e22, 1560.8, 102, 'mean surface'),
  b('ganymede', 'Ganymede', 'moon', 'jupiter', 1.4819e23, 2634.1, 110, 'mean surface'),
  b('callisto', 'Callisto', 'moon', 'jupiter', 1.0759e23, 2410.3, 134, 'mean surface'),
  b(
    'titan',
    'Titan',
    'moon',
    'saturn',
    1.3452e23,
    2574.7,
    94,
    'mean surface',
    "APPROXIMATE: circular orbit (a = 1,221,870 km, P = 15.945 d) in Saturn's equatorial plane; orbital phase not fitted to ephemerides.",
  ),
];

const ASTRO_BODY: Partial<Record<SolarSystemId, Body>> = {
  sun: Body.Sun,
  mercury: Body.Mercury,
  venus: Body.Venus,
  earth: Body.Earth,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
  moon: Body.Moon,
};

export interface BodyState {
  r: Vec3; // AU, heliocentric EQJ
  v: Vec3; // AU/day
}

const fromState = (s: StateVector): BodyState => ({ r: [s.x, s.y, s.z], v: [s.vx, s.vy, s.vz] });
const add = (a: BodyState, c: BodyState): BodyState => ({
  r: [a.r[0] + c.r[0], a.r[1] + c.r[1], a.r[2] + c.r[2]],
  v: [a.v[0] + c.v[0], a.v[1] + c.v[1], a.v[2] + c.v[2]],
});

export const AU_KM = 149_597_870.7;
const DEG = Math.PI / 180;

/**
 * Titan mean-element model (approximate). Orbit: circular, radius 1,221,870 km, sidereal period
 * 15.945421 d (JPL SSD mean elements), in Saturn's equatorial plane whose pole is IAU
 * RA 40.589°, Dec 83.537° (J2000). Mean longitude counted from the node of that plane on the
 * ICRF equator, zero at J2000 — an arbitrary phase, hence `approximate: true`.
 */
export const TITAN_MODEL = {
  aKm: 1_221_870,
  periodDays: 15.945421,
  poleRaDeg: 40.589,
  poleDecDeg: 83.537,
  l0Deg: 0,
} as const;

function titanSaturnocentric(date: Date): BodyState {
  const { aKm, periodDays, poleRaDeg, poleDecDeg, l0Deg } = TITAN_MODEL;
  const ra = poleRaDeg * DEG;
  const dec = poleDecDeg * DEG;
  const p: Vec3 = [Math.cos(dec) * Math.cos(ra), Math.cos(dec) * Math.sin(ra), Math.sin(dec)];
  const nLen = Math.hypot(p[0], p[1]);
  const n: Vec3 = [-p[1] / nLen, p[0] / nLen, 0]; // z × p: ascending node of Saturn's equator
  const m: Vec3 = [p[1] * n[2] - p[2] * n[1], p[2] * n[0] - p[0] * n[2], p[0] * n[1] - p[1] * n[0]];
  const days = date.getTime() / 86_400_000 + 2440587.5 - 2451545.0;
  const w = (2 * Math.PI) / periodDays;
  const L = l0Deg * DEG + w * days;
  const a = aKm / AU_KM;
  const c = Math.cos(L);
  const s = Math.sin(L);
  return {
    r: [a * (c * n[0] + s * m[0]), a * (c * n[1] + s * m[1]), a * (c * n[2] + s * m[2])],
    v: [a * w * (-s * n[0] + c * m[0]), a * w * (-s * n[1] + c * m[1]), a * w * (-s * n[2] + c * m[2])],
  };
}

/** Heliocentric EQJ state (AU, AU/day) of a solar-system body at `date` (treated as UTC). */
export function bodyHelioState(id: SolarSystemId, date: Date): BodyState {
  const body = ASTRO_BODY[id];
  if (body) return fromState(HelioState(body, date));
  if (id === 'titan') return add(fromState(HelioState(Body.Saturn, date)), titanSaturnocentric(date));
  const jm = JupiterMoons(date);
  const jup = fromState(HelioState(Body.Jupiter, date));
  switch (id) {
    case 'io':
      return add(jup, fromState(jm.io));
    case 'europa':
      return add(jup, fromState(jm.europa));
    case 'ganymede':
      return add(jup, fromState(jm.ganymede));
    case 'callisto':
      return add(jup, fromState(jm.callisto));
    default:
      throw new Error(`unknown body ${String(id)}`);
  }
}

/** States of every body in {@link SOLAR_SYSTEM_BODIES} (JupiterMoons evaluated once). */
export function allBodyStates(date: Date): Record<SolarSystemId, BodyState> {
  const out = {} as Record<SolarSystemId, BodyState>;
  const jm = JupiterMoons(date);
  for (const { id } of SOLAR_SYSTEM_BODIES) {
    const body = ASTRO_BODY[id];
    if (body) out[id] = fromState(HelioState(body, date));
  }
  out.io = add(out.jupiter, fromState(jm.io));
  out.europa = add(out.jupiter, fromState(jm.europa));
  out.ganymede = add(out.jupiter, fromState(jm.ganymede));
  out.callisto = add(out.jupiter, fromState(jm.callisto));
  out.titan = add(out.saturn, titanSaturnocentric(date));
  return out;
}

export interface ObserverSite {
  lat: number; // deg, geodetic
  lon: number; // deg, east positive
  heightM: number;
}

export interface ApparentPosition {
  raDeg: number;
  raHours: number;
  decDeg: number;
  distanceAu: number;
}

/** Bodies astronomy-engine can give apparent places for (the moons of Jupiter/Saturn are excluded). */
export function hasApparentPlace(id: SolarSystemId): boolean {
  return ASTRO_BODY[id] !== undefined && id !== 'earth';
}

/**
 * Apparent topocentric RA/Dec of date (true equator and equinox, corrected for light time and
 * aberration) via astronomy-engine `Equator(body, date, observer, ofdate=true, aberration=true)`.
 */
export function apparentRaDec(id: SolarSystemId, date: Date, observer: ObserverSite): ApparentPosition {
  const body = ASTRO_BODY[id];
  if (!body || id === 'earth') throw new Error(`no apparent place for ${id}`);
  const eq = Equator(body, date, new Observer(observer.lat, observer.lon, observer.heightM), true, true);
  return { raHours: eq.ra, raDeg: eq.ra * 15, decDeg: eq.dec, distanceAu: eq.dist };
}
