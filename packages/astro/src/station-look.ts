/** A ground station's view of the whole catalogue: how many satellites are up and which links are strongest. */
import { ecfToLookAngles, eciToEcf, gstime, type SatRec } from 'satellite.js';
import { latencyMs, signalStrength } from './observer.ts';
import { BULK_STRIDE, propagateMany } from './sgp4-bulk.ts';

export interface LookRow {
  /** Index into the satrecs given. */
  index: number;
  azimuthDeg: number;
  elevationDeg: number;
  rangeKm: number;
  signal: number;
  latencyMs: number;
}
export interface LookResult {
  aboveHorizon: number;
  bestSignal: number;
  /** Up to 50 satellites above the horizon, strongest signal first. */
  visible: LookRow[];
}

const DEG = Math.PI / 180;

/** Every satellite seen from `station` at each time (ms): count above the horizon and the strongest links. */
export function lookAll(satrecs: SatRec[], station: { lat: number; lon: number }, times: number[]): LookResult[] {
  const buf = new Float64Array(satrecs.length * BULK_STRIDE);
  const gd = { latitude: station.lat * DEG, longitude: station.lon * DEG, height: 0 };
  return times.map((t) => {
    const date = new Date(t);
    propagateMany(satrecs, date, buf);
    const gmst = gstime(date);
    const rows: LookRow[] = [];
    for (let i = 0, j = 0; i < satrecs.length; i++, j += BULK_STRIDE) {
      if (Number.isNaN(buf[j])) continue;
      const ecf = eciToEcf({ x: buf[j], y: buf[j + 1], z: buf[j + 2] }, gmst);
      const la = ecfToLookAngles(gd, ecf);
      if (la.elevation < 0) continue;
      const el = la.elevation / DEG;
      rows.push({
        index: i,
        azimuthDeg: (((la.azimuth / DEG) % 360) + 360) % 360,
        elevationDeg: el,
        rangeKm: la.rangeSat,
        signal: signalStrength(el, la.rangeSat),
        latencyMs: latencyMs(la.rangeSat),
      });
    }
    rows.sort((a, b) => b.signal - a.signal || a.rangeKm - b.rangeKm);
    return { aboveHorizon: rows.length, bestSignal: rows[0]?.signal ?? 0, visible: rows.slice(0, 50) };
  });
}
