import { AU_KM, bodyHelioState, SOLAR_SYSTEM_BODIES, type SolarSystemId } from '@cosmos/astro';
import * as THREE from 'three';
import { eqToThree, visitable } from '../frame';

/** J2000 obliquity: tilting the equatorial frame by −ε about x lays the ecliptic flat. */
export const OBLIQUITY = (23.4392911 * Math.PI) / 180;
export const LIGHT_SECONDS_PER_AU = AU_KM / 299_792.458;

export const PLANETS: { id: SolarSystemId; color: number; periodDays: number }[] = [
  { id: 'mercury', color: 0x9a8f86, periodDays: 87.969 },
  { id: 'venus', color: 0xe8cf98, periodDays: 224.701 },
  { id: 'earth', color: 0x3f7fe0, periodDays: 365.256 },
  { id: 'mars', color: 0xc8502c, periodDays: 686.98 },
  { id: 'jupiter', color: 0xd7b48a, periodDays: 4332.59 },
  { id: 'saturn', color: 0xe3d09a, periodDays: 10759.22 },
  { id: 'uranus', color: 0x9fe3e8, periodDays: 30688.5 },
  { id: 'neptune', color: 0x4a6ef0, periodDays: 60182 },
  { id: 'pluto', color: 0xc9b7a0, periodDays: 90560 },
];

export const bodyFacts = (id: SolarSystemId) => {
  const b = SOLAR_SYSTEM_BODIES.find((x) => x.id === id);
  if (!b) throw new Error(`no facts for ${id}`);
  return b;
};

/** Heliocentric AU vector (EQJ) → scene position with the compressed "visitable" distance. */
export function helioToScene(r: readonly number[], k: number, out: THREE.Vector3): THREE.Vector3 {
  const d = Math.hypot(r[0], r[1], r[2]);
  const s = d > 0 ? visitable(d, k) / d : 0;
  return eqToThree(r[0] * s, r[1] * s, r[2] * s, out);
}

/** One orbit as a closed line, sampled from the ephemeris over one period (built once). */
export function orbitLine(
  id: SolarSystemId,
  periodDays: number,
  k: number,
  color: number,
  at: Date,
  samples = 160,
): THREE.LineLoop {
  const pos = new Float32Array(samples * 3);
  const v = new THREE.Vector3();
  for (let i = 0; i < samples; i++) {
    const d = new Date(at.getTime() + (i / samples) * periodDays * 86_400_000);
    helioToScene(bodyHelioState(id, d).r, k, v).toArray(pos, i * 3);
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(pos, 3));
  return new THREE.LineLoop(g, new THREE.LineBasicMaterial({ color, transparent: true, opacity: 0.35 }));
}

/** Display radius: log-scaled so Mercury and Jupiter are both visible at the visitable scale. */
export const displayRadius = (radiusKm: number, base = 0.22, k = 0.33) => base + k * Math.log10(radiusKm / 1000 + 1);

export function sunMesh(radius: number) {
  const sun = new THREE.Mesh(
    new THREE.SphereGeometry(radius, 32, 16),
    new THREE.MeshBasicMaterial({ color: 0xffd27a }),
  );
  sun.name = 'sun';
  const glow = new THREE.Mesh(
    new THREE.SphereGeometry(radius * 1.6, 32, 16),
    new THREE.MeshBasicMaterial({ color: 0xffaa33, transparent: true, opacity: 0.18, depthWrite: false }),
  );
  sun.add(glow);
  return sun;
}
