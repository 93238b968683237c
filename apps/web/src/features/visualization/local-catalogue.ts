/**
 * The bundled offline catalogue (from @cosmos/astro): used when the sky API cannot be reached,
 * and by the benchmark. Nominal constellation satellites, the solar system, catalogued small
 * bodies, bright stars and deep-sky objects — the same sources the server seeds from.
 */
import {
  BRIGHT_STARS,
  DEEP_SKY_OBJECTS,
  generateNominalCatalogue,
  parseCatalogText,
  SMALL_BODIES,
  SOLAR_SYSTEM_BODIES,
  starToScene,
  satelliteId,
} from '@cosmos/astro';
import type { VizObject } from './model';
import { moveToTime } from './positions';

const SUN_MASS = 1.9885e30;
const SUN_RADIUS_KM = 695_700;

export function localCatalogue(at: Date): VizObject[] {
  const created = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())).toISOString();
  const base = { createdAt: created, lastUpdated: at.getTime(), streamUrl: null, position: { x: 0, y: 0, z: 0 } };
  const out: VizObject[] = [];
  const epoch = new Date(Date.parse(created) - 3 * 86_400_000);
  const parsed = parseCatalogText(generateNominalCatalogue({ epoch }));
  if (parsed.ok) {
    for (const r of parsed.records) {
      out.push({
        ...base,
        id: satelliteId(r.noradId),
        name: r.name,
        type: 'satellite',
        catalogNumber: r.noradId,
        view: 'earth',
        properties: { mass: null, radius: null, temperature: null },
        size: 0.05,
        source: 'nominal',
        state: {
          frame: 'TEME',
          epoch: at.toISOString(),
          r: [0, 0, 0],
          v: [0, 0, 0],
          geodetic: { lat: 0, lon: 0, alt_km: 0 },
        },
        tle: { line1: r.line1, line2: r.line2 },
      });
    }
  }
  for (const b of SOLAR_SYSTEM_BODIES) {
    out.push({
      ...base,
      id: b.id,
      name: b.name,
      type: b.kind === 'dwarfPlanet' ? 'planet' : b.kind,
      ...(b.kind === 'dwarfPlanet' ? { dwarfPlanet: true } : {}),
      catalogNumber: null,
      view: 'solar',
      properties: { mass: b.massKg, radius: b.radiusKm, temperature: b.temperatureK },
      size: b.id === 'sun' ? 1 : 0.3,
      source: 'ephemeris',
      state: { frame: 'HELIO_EQJ2000', epoch: at.toISOString(), r: [0, 0, 0], v: [0, 0, 0] },
    });
  }
  for (const b of SMALL_BODIES) {
    out.push({
      ...base,
      id: b.id,
      name: b.name,
      type: b.type,
      catalogNumber: null,
      view: 'solar',
      properties: { mass: b.massKg, radius: b.radiusKm, temperature: null },
      size: 0.15,
      source: 'elements',
      state: { frame: 'HELIO_EQJ2000', epoch: at.toISOString(), r: [0, 0, 0], v: [0, 0, 0] },
    });
  }
  for (const s of BRIGHT_STARS) {
    out.push({
      ...base,
      id: s.id,
      name: s.name,
      type: 'star',
      catalogNumber: null,
      view: 'stars',
      properties: {
        mass: s.massSun === null ? null : s.massSun * SUN_MASS,
        radius: s.radiusSun === null ? null : s.radiusSun * SUN_RADIUS_KM,
        temperature: s.teffK,
      },
      size: Math.max(0.5, 3 - s.vmag * 0.5),
      source: 'catalog',
      state: { frame: 'ICRS', ra_deg: s.raDeg, dec_deg: s.decDeg, distance_ly: s.distanceLy },
      position: starToScene(s.raDeg, s.decDeg, s.distanceLy ?? 1000),
    });
  }
  for (const d of DEEP_SKY_OBJECTS) {
    out.push({
      ...base,
      id: d.id,
      name: d.name,
      type: d.type,
      catalogNumber: null,
      view: 'stars',
      properties: { mass: d.massSun === null ? null : d.massSun * SUN_MASS, radius: null, temperature: null },
      size: 1.5,
      source: 'catalog',
      state: { frame: 'ICRS', ra_deg: d.raDeg, dec_deg: d.decDeg, distance_ly: d.distanceLy },
      position: starToScene(d.raDeg, d.decDeg, d.distanceLy),
    });
  }
  for (const o of out) moveToTime(o, at);
  return out;
}
