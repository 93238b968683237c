import type { CelestialType, ExportField } from '@cosmos/contracts';
import { badRequest } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { Sgp4Error, objectAt, type DirectoryEntry } from '../../sky/objects.ts';
import { SkyFrame } from '../../sky/frame-cache.ts';
import { formatMicros } from '../../sky/time.ts';

/**
 * What a bulk export can contain: every object the sky engine serves (the same directory and the same
 * `objectAt` math as GET /api/celestial-data), so any id the API knows can be exported.
 *
 * Frames and units per row:
 * - TEME (satellites, SGP4): x, y, z in km, vx, vy, vz in km/s (Earth-centred);
 * - HELIO_EQJ2000 (Sun, planets, moons, small bodies): x..z in AU, vx..vz in AU/day;
 * - ICRS (stars, deep-sky objects): ra_deg, dec_deg, distance_ly; static over time.
 * Columns that do not apply to a row's frame are null (empty in CSV and XML).
 */
export type ExportValue = string | number | null;
export type ExportRow = Record<ExportField, ExportValue>;

/** The objects an export covers: the chosen ids (in the given order), or the whole catalogue, or one type. */
export function selectEntries(engine: SkyEngine, q: { ids?: string[]; type?: CelestialType }): DirectoryEntry[] {
  if (q.ids) {
    const found = q.ids.map((id) => engine.get(id));
    const unknown = [...new Set(q.ids.filter((_, i) => !found[i]))];
    if (unknown.length)
      throw badRequest(
        'ids',
        `Unknown object ids: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
      );
    return found as DirectoryEntry[];
  }
  return q.type ? engine.directory.filter((e) => e.type === q.type) : engine.directory.slice();
}

type Position = Pick<ExportRow, 'frame' | 'x' | 'y' | 'z' | 'vx' | 'vy' | 'vz' | 'ra_deg' | 'dec_deg' | 'distance_ly'>;

/** The row with every field, written out (no spreads: this runs for every row of a 50,000-row export). */
function row(
  e: DirectoryEntry,
  time: string,
  p: Position,
  props: { mass: number | null; radius: number | null; temperature: number | null },
  error: string | null,
): ExportRow {
  return {
    id: e.id,
    name: e.name,
    type: e.type,
    time,
    frame: p.frame,
    x: p.x,
    y: p.y,
    z: p.z,
    vx: p.vx,
    vy: p.vy,
    vz: p.vz,
    ra_deg: p.ra_deg,
    dec_deg: p.dec_deg,
    distance_ly: p.distance_ly,
    mass: props.mass,
    radius: props.radius,
    temperature: props.temperature,
    error,
  };
}

const NO_PROPS = { mass: null, radius: null, temperature: null };

/**
 * The instant of one export step, shared by its rows: a private SkyFrame (not the engine's shared
 * cache), so the solar-system states are computed once per step, lazily, only if a body is exported.
 */
export function exportTime(ms: number): SkyFrame {
  return new SkyFrame({ ms, iso: formatMicros(ms) });
}

/** One full row (every field) for an entry at the frame's instant; an SGP4 failure gives an empty position and `error`. */
export function rowAt(e: DirectoryEntry, frame: SkyFrame): ExportRow {
  const time = frame.t.iso;
  let o;
  try {
    o = objectAt(e, frame.t, undefined, frame);
  } catch (err) {
    if (!(err instanceof Sgp4Error)) throw err;
    const none: Position = {
      frame: 'TEME',
      x: null,
      y: null,
      z: null,
      vx: null,
      vy: null,
      vz: null,
      ra_deg: null,
      dec_deg: null,
      distance_ly: null,
    };
    return row(e, time, none, NO_PROPS, err.message);
  }
  const st = o.state;
  const p: Position =
    st.frame === 'ICRS'
      ? {
          frame: 'ICRS',
          x: null,
          y: null,
          z: null,
          vx: null,
          vy: null,
          vz: null,
          ra_deg: st.ra_deg,
          dec_deg: st.dec_deg,
          distance_ly: st.distance_ly ?? null,
        }
      : {
          frame: st.frame,
          x: st.r[0],
          y: st.r[1],
          z: st.r[2],
          vx: st.v[0],
          vy: st.v[1],
          vz: st.v[2],
          ra_deg: null,
          dec_deg: null,
          distance_ly: null,
        };
  return row(e, time, p, o.properties, null);
}

export const FRAME_UNITS = {
  TEME: { position: 'km', velocity: 'km/s', origin: 'Earth centre (SGP4)' },
  HELIO_EQJ2000: { position: 'AU', velocity: 'AU/day', origin: 'Sun centre, J2000 equator' },
  ICRS: { ra_deg: 'deg', dec_deg: 'deg', distance_ly: 'light-years', note: 'static over time' },
} as const;
