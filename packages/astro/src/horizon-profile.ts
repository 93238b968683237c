/** A horizon profile's point: the skyline's altitude at one azimuth (degrees from north through east). */
export interface HorizonProfilePoint {
  azimuthDeg: number;
  altitudeDeg: number;
}

/**
 * Altitude of the skyline at an azimuth, linear between points sorted by azimuth (wrapping at 360°); 0 without
 * points. One function for the server (clipping passes) and the sky chart (drawing the skyline).
 */
export function horizonAltitude(points: readonly HorizonProfilePoint[], az: number): number {
  if (points.length === 0) return 0;
  const a = ((az % 360) + 360) % 360;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    const qa = i + 1 === points.length ? q.azimuthDeg + 360 : q.azimuthDeg;
    const aa = a < p.azimuthDeg ? a + 360 : a;
    if (aa >= p.azimuthDeg && aa <= qa) {
      const f = qa === p.azimuthDeg ? 0 : (aa - p.azimuthDeg) / (qa - p.azimuthDeg);
      return p.altitudeDeg + f * (q.altitudeDeg - p.altitudeDeg);
    }
  }
  return points[0]!.altitudeDeg;
}
