/**
 * Presenting sky objects: each kind (satellite, solar-system body, small body, star, deep-sky object)
 * becomes the contract's CelestialObject at a given time. Positions are pure functions of time and
 * catalogue; nothing here touches the database.
 */
import {
  DEEP_SKY_OBJECTS,
  SGP4_ERROR_REASONS,
  SMALL_BODIES,
  SOLAR_SYSTEM_BODIES,
  bodyHelioState,
  heliocentricToScene,
  parseTleLines,
  propagateTsince,
  satelliteToScene,
  smallBodyState,
  starToScene,
  toOmm,
  type DeepSkyObject,
  type SatRec,
  type SmallBody,
  type SolarSystemBody,
  type StarRecord,
} from '@cosmos/astro';
import type { CelestialObject, CelestialType, SatelliteElements } from '@cosmos/contracts';
import { AppError } from '../lib/errors.ts';
import type { SkyFrame } from './frame-cache.ts';
import { formatMicros, type SkyTime } from './time.ts';
import type { SatelliteInfo, SatelliteMeta } from './satellite-info.ts';

export const SUN_MASS_KG = 1.98847e30;
export const SUN_RADIUS_KM = 695_700;
/** createdAt of built-in objects (the data set's release), stable across processes. */
export const BUILTIN_CREATED_AT = '2026-11-21T00:00:00.000Z';

export interface SatelliteEntry {
  noradId: number;
  name: string;
  line1: string;
  line2: string;
  source: 'live' | 'nominal' | 'imported';
  updatedAt: string;
  /** Stored SATCAT metadata (null when SATCAT has no row for it). */
  meta: SatelliteMeta | null;
  /** Metadata and orbit values derived at load (search, filters, object pages). */
  info: SatelliteInfo;
  satrec: SatRec;
  /** Element-set epoch, ms since 1970 (from the satrec's Julian date). */
  epochMs: number;
}

export type DirectoryEntry =
  | { kind: 'body'; id: string; name: string; type: CelestialType; ref: SolarSystemBody }
  | { kind: 'small'; id: string; name: string; type: CelestialType; ref: SmallBody }
  | {
      kind: 'star';
      id: string;
      name: string;
      type: CelestialType;
      ref: StarRecord;
      imported: boolean;
      updatedAt: string;
    }
  | { kind: 'deep'; id: string; name: string; type: CelestialType; ref: DeepSkyObject }
  | { kind: 'sat'; id: string; name: string; type: CelestialType; ref: SatelliteEntry };

/** SGP4 could not give a position: answered as 422 with SGP4's own error code. */
export class Sgp4Error extends AppError {
  constructor(
    readonly sgp4Code: number,
    reason: string,
  ) {
    super(422, 'sgp4_error', `SGP4 error ${sgp4Code}: ${reason}`, [
      { field: 'sgp4', message: `code ${sgp4Code}: ${reason}` },
    ]);
  }
}

const bodyType = (b: SolarSystemBody): CelestialType =>
  b.kind === 'star' ? 'star' : b.kind === 'moon' ? 'moon' : 'planet';
/** Display size in scene units: log of the physical radius, so the Sun and an asteroid both stay visible. */
const logSize = (radiusKm: number | null, fallback: number) =>
  radiusKm ? Math.round(Math.max(0.05, Math.log10(radiusKm) / 2) * 1000) / 1000 : fallback;

export function builtinEntries(): DirectoryEntry[] {
  return [
    ...SOLAR_SYSTEM_BODIES.map((b) => ({ kind: 'body' as const, id: b.id, name: b.name, type: bodyType(b), ref: b })),
    ...SMALL_BODIES.map((b) => ({ kind: 'small' as const, id: b.id, name: b.name, type: b.type, ref: b })),
    ...DEEP_SKY_OBJECTS.map((d) => ({ kind: 'deep' as const, id: d.id, name: d.name, type: d.type, ref: d })),
  ];
}

export function satrecEpochMs(satrec: SatRec): number {
  return (satrec.jdsatepoch - 2440587.5) * 86_400_000;
}

/** The object at `t`; for satellites `tsince` (minutes from epoch) may replace the time. */
export function objectAt(e: DirectoryEntry, t: SkyTime, tsince?: number, frame?: SkyFrame): CelestialObject {
  const lastUpdated = Math.floor(t.ms);
  const base = { id: e.id, name: e.name, type: e.type, streamUrl: null, lastUpdated };
  switch (e.kind) {
    case 'sat': {
      const s = e.ref;
      const minutes = tsince ?? (t.ms - s.epochMs) / 60_000;
      const epochMs = tsince === undefined ? t.ms : s.epochMs + tsince * 60_000;
      const res = propagateTsince(s.satrec, minutes);
      if (!res.ok) throw new Sgp4Error(res.code, res.reason ?? SGP4_ERROR_REASONS[res.code]);
      return {
        ...base,
        lastUpdated: Math.floor(epochMs),
        position: satelliteToScene(res.r),
        properties: { mass: null, radius: null, temperature: null },
        size: 0.05,
        createdAt: s.updatedAt,
        state: { frame: 'TEME', epoch: formatMicros(epochMs), r: res.r, v: res.v, geodetic: res.geodetic },
        source: s.source,
        elements: { ...meanElements(s), tsinceMin: minutes },
        details: satelliteDetails(s.info),
      };
    }
    case 'body': {
      const b = e.ref;
      const st = frame ? frame.bodyState(b.id) : bodyHelioState(b.id, new Date(t.ms));
      return {
        ...base,
        position: heliocentricToScene(st.r),
        properties: { mass: b.massKg, radius: b.radiusKm, temperature: b.temperatureK },
        size: logSize(b.radiusKm, 0.5),
        createdAt: BUILTIN_CREATED_AT,
        state: { frame: 'HELIO_EQJ2000', epoch: t.iso, r: st.r, v: st.v },
        source: 'ephemeris',
        details: {
          parent: b.parent,
          temperatureKind: b.temperatureKind,
          approximate: b.approximate,
          note: b.note ?? null,
        },
      };
    }
    case 'small': {
      const b = e.ref;
      const st = smallBodyState(b, new Date(t.ms));
      return {
        ...base,
        position: heliocentricToScene(st.r),
        properties: { mass: b.massKg, radius: b.radiusKm, temperature: null },
        size: logSize(b.radiusKm, 0.1),
        createdAt: BUILTIN_CREATED_AT,
        state: { frame: 'HELIO_EQJ2000', epoch: t.iso, r: st.r, v: st.v },
        source: 'elements',
        details: { designation: b.designation, elements: b.elementsNote },
      };
    }
    case 'star': {
      const s = e.ref;
      return {
        ...base,
        position: starToScene(s.raDeg, s.decDeg, s.distanceLy ?? 1e4),
        properties: {
          mass: s.massSun === null ? null : s.massSun * SUN_MASS_KG,
          radius: s.radiusSun === null ? null : s.radiusSun * SUN_RADIUS_KM,
          temperature: s.teffK,
        },
        size: Math.round(Math.max(0.2, 2 - s.vmag / 4) * 1000) / 1000,
        createdAt: e.imported ? e.updatedAt : BUILTIN_CREATED_AT,
        state: { frame: 'ICRS', ra_deg: s.raDeg, dec_deg: s.decDeg, distance_ly: s.distanceLy },
        source: e.imported ? 'imported' : 'catalog',
        details: { hip: s.hip, vmag: s.vmag, spectralType: s.spectralType, teffSource: s.teffSource },
      };
    }
    case 'deep': {
      const d = e.ref;
      return {
        ...base,
        position: starToScene(d.raDeg, d.decDeg, d.distanceLy),
        properties: { mass: d.massSun === null ? null : d.massSun * SUN_MASS_KG, radius: null, temperature: null },
        size: 1,
        createdAt: BUILTIN_CREATED_AT,
        state: { frame: 'ICRS', ra_deg: d.raDeg, dec_deg: d.decDeg, distance_ly: d.distanceLy },
        source: 'catalog',
        details: { note: d.note },
      };
    }
  }
}

/**
 * The object at the frame's instant, computed once per frame and shared by every request for that
 * instant (null: SGP4 cannot place this satellite then). Callers must not mutate the result.
 */
export function objectInFrame(e: DirectoryEntry, frame: SkyFrame): CelestialObject | null {
  let o = frame.objects.get(e.id);
  if (o !== undefined) return o;
  try {
    o = objectAt(e, frame.t, undefined, frame);
  } catch (err) {
    if (!(err instanceof Sgp4Error)) throw err;
    o = null;
  }
  frame.objects.set(e.id, o);
  return o;
}

/**
 * The satellite's catalogue metadata as `details` fields: everything except the search text, and the inclination and
 * eccentricity, which are the element set's own (`elements`).
 */
function satelliteDetails(i: SatelliteInfo) {
  const { haystack: _h, inclinationDeg: _i, eccentricity: _e, ...rest } = i;
  return rest;
}

type MeanElements = Omit<SatelliteElements, 'tsinceMin'>;
/** Read once per element set (the entry is replaced when the catalogue changes), from its own TLE text. */
const elementsOf = new WeakMap<SatelliteEntry, MeanElements>();

/** The entry's element set as OMM mean elements, exactly as written in its lines (astro's parser and `toOmm`). */
export function meanElements(s: SatelliteEntry): MeanElements {
  let e = elementsOf.get(s);
  if (e) return e;
  const parsed = parseTleLines(s.line1, s.line2, s.name);
  if (!parsed.ok) throw new Error(`stored element set of ${s.noradId} does not parse: ${parsed.errors[0]?.reason}`);
  const omm = toOmm(parsed.records[0]!);
  e = {
    noradId: s.noradId,
    epoch: `${omm.EPOCH}Z`,
    meanMotion: omm.MEAN_MOTION,
    eccentricity: omm.ECCENTRICITY,
    inclination: omm.INCLINATION,
    raOfAscNode: omm.RA_OF_ASC_NODE,
    argOfPericenter: omm.ARG_OF_PERICENTER,
    meanAnomaly: omm.MEAN_ANOMALY,
    bstar: omm.BSTAR,
    meanMotionDot: omm.MEAN_MOTION_DOT,
    meanMotionDdot: omm.MEAN_MOTION_DDOT,
    line1: s.line1,
    line2: s.line2,
  };
  elementsOf.set(s, e);
  return e;
}
