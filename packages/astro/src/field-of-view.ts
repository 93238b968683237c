/**
 * A camera's or telescope's field on the sky, for the astrophotography planner (field-crossings.ts): its size from
 * the optics, its axes around a J2000 target, and a measure that is ≤ 1 exactly when a direction lies inside it.
 *
 * A rectangle is a rectilinear sensor: in the gnomonic (tangent-plane) projection centred on the target it is exactly
 * a rectangle of half-sides tan(w/2) × tan(h/2), and great circles are straight lines there, so a satellite's short
 * arc across the field gives a convex (single-minimum) measure. Its "up" side points to the north celestial pole of
 * the date, turned by `rotationDeg` through east (a camera's position angle).
 */
import { precessFromJ2000 } from './star-place.ts';
import type { Vec3 } from './vec.ts';

const DEG = Math.PI / 180;

export type FieldOfView =
  | { shape: 'rect'; widthDeg: number; heightDeg: number; rotationDeg?: number }
  | { shape: 'circle'; diameterDeg: number };

/** Angular size of a sensor side behind a lens of focal length `focalMm` (rectilinear): 2·atan(side / 2f). */
export const sensorAngleDeg = (sideMm: number, focalMm: number) => (2 * Math.atan(sideMm / (2 * focalMm))) / DEG;

/** A sensor (width × height, mm) behind a lens or telescope of focal length `focalMm` as a rectangular field. */
export function fieldFromOptics(sensorWidthMm: number, sensorHeightMm: number, focalMm: number): FieldOfView {
  return {
    shape: 'rect',
    widthDeg: sensorAngleDeg(sensorWidthMm, focalMm),
    heightDeg: sensorAngleDeg(sensorHeightMm, focalMm),
  };
}

/** A field placed on the sky: unit axes in the mean equatorial frame of the date (which TEME approximates). */
export interface FieldFrame {
  /** Towards the target (the field's centre). */
  centre: Vec3;
  /** The field's horizontal (width) and vertical (height) axes. */
  x: Vec3;
  y: Vec3;
  circle: boolean;
  /** Rectangle: tangents of the half-sides; circle: its radius (rad) in both. */
  halfX: number;
  halfY: number;
  /** Half-angle of the smallest cone around the centre that holds the whole field (rad). */
  circumRad: number;
  /** Half-angle of the largest cone around the centre inside the field (rad). */
  inRad: number;
}

export function fieldFrame(raDeg: number, decDeg: number, fov: FieldOfView, ms: number): FieldFrame {
  const p = precessFromJ2000(raDeg, decDeg, ms);
  const a = p.raDeg * DEG,
    d = p.decDeg * DEG;
  const centre: Vec3 = [Math.cos(d) * Math.cos(a), Math.cos(d) * Math.sin(a), Math.sin(d)];
  const east: Vec3 = [-Math.sin(a), Math.cos(a), 0];
  const north: Vec3 = [-Math.sin(d) * Math.cos(a), -Math.sin(d) * Math.sin(a), Math.cos(d)];
  if (fov.shape === 'circle') {
    const r = (fov.diameterDeg / 2) * DEG;
    return { centre, x: east, y: north, circle: true, halfX: r, halfY: r, circumRad: r, inRad: r };
  }
  const th = (fov.rotationDeg ?? 0) * DEG;
  const c = Math.cos(th),
    s = Math.sin(th);
  const y: Vec3 = [c * north[0] + s * east[0], c * north[1] + s * east[1], c * north[2] + s * east[2]];
  const x: Vec3 = [c * east[0] - s * north[0], c * east[1] - s * north[1], c * east[2] - s * north[2]];
  const halfX = Math.tan((fov.widthDeg / 2) * DEG);
  const halfY = Math.tan((fov.heightDeg / 2) * DEG);
  return {
    centre,
    x,
    y,
    circle: false,
    halfX,
    halfY,
    circumRad: Math.atan(Math.hypot(halfX, halfY)),
    // A circle of radius min(tan) on the tangent plane is the cone of half-angle atan(min(tan)).
    inRad: Math.atan(Math.min(halfX, halfY)),
  };
}

/** Angle (rad) between a direction `q` (any length, non-zero) and the field's centre. */
export function angleFromCentre(f: FieldFrame, q: Vec3): number {
  const n = Math.hypot(q[0], q[1], q[2]);
  const c = (q[0] * f.centre[0] + q[1] * f.centre[1] + q[2] * f.centre[2]) / n;
  return Math.acos(Math.max(-1, Math.min(1, c)));
}

/** Behind the observer, or further than the tangent plane can carry (≥ 80° off the centre). */
const OUTSIDE = 1e6;

/**
 * How far inside the field a direction lies: ≤ 1 inside, > 1 outside (the larger, the further). A rectangle's measure
 * is the larger of |ξ|/tan(w/2) and |η|/tan(h/2) on the tangent plane; a circle's the angle over its radius.
 */
export function fieldMeasure(f: FieldFrame, q: Vec3): number {
  if (f.circle) return angleFromCentre(f, q) / f.halfX;
  const z = q[0] * f.centre[0] + q[1] * f.centre[1] + q[2] * f.centre[2];
  const n = Math.hypot(q[0], q[1], q[2]);
  if (z <= 0.17 * n) return OUTSIDE;
  const xi = (q[0] * f.x[0] + q[1] * f.x[1] + q[2] * f.x[2]) / z;
  const eta = (q[0] * f.y[0] + q[1] * f.y[1] + q[2] * f.y[2]) / z;
  return Math.max(Math.abs(xi) / f.halfX, Math.abs(eta) / f.halfY);
}

/**
 * Distance (km) from a point `q` (relative to the observer) to the cone of half-angle `circumRad` around the centre:
 * zero inside, and 1-Lipschitz in q, so it changes no faster than the point moves (the search's bound).
 */
export function coneDistanceKm(f: FieldFrame, q: Vec3): number {
  const rho = Math.hypot(q[0], q[1], q[2]);
  if (rho === 0) return 0;
  const beta = angleFromCentre(f, q);
  const off = beta - f.circumRad;
  if (off <= 0) return 0;
  return off >= Math.PI / 2 ? rho : rho * Math.sin(off);
}

/**
 * How deep (km) a point `q` lies inside the field's inscribed cone: its distance to the cone's surface, zero outside.
 * Also 1-Lipschitz, so a stretch whose two ends are deeper than the object can travel in it stays inside the field.
 */
export function coneDepthKm(f: FieldFrame, q: Vec3): number {
  const rho = Math.hypot(q[0], q[1], q[2]);
  const inside = f.inRad - angleFromCentre(f, q);
  return inside <= 0 ? 0 : rho * Math.sin(Math.min(Math.PI / 2, inside));
}
