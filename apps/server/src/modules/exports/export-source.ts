import { SOLAR_SYSTEM_BODIES, bodyHelioState, type SolarSystemId } from '@cosmos/astro';

/**
 * What a bulk export can contain: the solar-system bodies with heliocentric J2000 states from
 * packages/astro (the same math the sky engine uses). One place to widen when the sky engine's
 * catalogue service (satellites, stars) is ready to be read from here.
 */
export interface ExportObject {
  id: string;
  name: string;
  type: 'star' | 'planet' | 'moon';
  mass: number;
  radius: number;
  temperature: number;
  state(at: Date): { r: [number, number, number]; v: [number, number, number] };
}

const typeOf = (kind: string): ExportObject['type'] => (kind === 'star' ? 'star' : kind === 'moon' ? 'moon' : 'planet');

export const EXPORT_CATALOGUE: readonly ExportObject[] = SOLAR_SYSTEM_BODIES.map((b) => ({
  id: b.id,
  name: b.name,
  type: typeOf(b.kind),
  mass: b.massKg,
  radius: b.radiusKm,
  temperature: b.temperatureK,
  state: (at: Date) => {
    const s = bodyHelioState(b.id as SolarSystemId, at);
    return { r: [s.r[0], s.r[1], s.r[2]], v: [s.v[0], s.v[1], s.v[2]] };
  },
}));
