/**
 * Earth's shadow, conical model: the Sun and the Earth are spheres (R☉ = 696,000 km,
 * R⊕ = 6,378.137 km, no atmosphere). Seen from the satellite, the Sun's disc (apparent radius a)
 * and the Earth's disc (b) are separated by c. c ≥ a + b: full sunlight; b − a ≥ c: umbra (the
 * Sun hidden); otherwise penumbra, where the visible fraction of the Sun's disc is one minus the
 * overlap of two circles. These boundaries are exactly the penumbral and umbral cones.
 */
import type { Vec3 } from './vec.ts';

export const SUN_RADIUS_KM = 696_000;
export const EARTH_SHADOW_RADIUS_KM = 6378.137;

export type ShadowState = 'sunlit' | 'penumbra' | 'umbra';

export interface Illumination {
  state: ShadowState;
  /** Fraction of the Sun's disc visible from the satellite, 0 (umbra) … 1 (full sunlight). */
  fraction: number;
}

/** Illumination of a satellite at `r` (km, geocentric) with the Sun at `sun` (km, same frame). */
export function illumination(r: Vec3, sun: Vec3): Illumination {
  const sx = sun[0] - r[0],
    sy = sun[1] - r[1],
    sz = sun[2] - r[2];
  const ds = Math.hypot(sx, sy, sz);
  const dr = Math.hypot(r[0], r[1], r[2]);
  const a = Math.asin(Math.min(1, SUN_RADIUS_KM / ds));
  const b = Math.asin(Math.min(1, EARTH_SHADOW_RADIUS_KM / dr));
  // Angle at the satellite between the Earth's centre (−r) and the Sun.
  const cosc = -(r[0] * sx + r[1] * sy + r[2] * sz) / (dr * ds);
  const c = Math.acos(Math.max(-1, Math.min(1, cosc)));
  if (c >= a + b) return { state: 'sunlit', fraction: 1 };
  if (b - a >= c) return { state: 'umbra', fraction: 0 };
  if (a - b >= c) return { state: 'penumbra', fraction: 1 - (b * b) / (a * a) }; // annular: Earth inside the Sun's disc (never for Earth orbits)
  // Area of the lens where the two discs overlap (small-angle plane geometry).
  const x = (c * c + a * a - b * b) / (2 * c);
  const y = Math.sqrt(Math.max(0, a * a - x * x));
  const overlap =
    a * a * Math.acos(Math.max(-1, Math.min(1, x / a))) +
    b * b * Math.acos(Math.max(-1, Math.min(1, (c - x) / b))) -
    c * y;
  return { state: 'penumbra', fraction: Math.max(0, Math.min(1, 1 - overlap / (Math.PI * a * a))) };
}
