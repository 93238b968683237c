/** Independent reference: satellite.js's own chain (propagate → eciToEcf → ecfToLookAngles) for the same element set. */
import { parseTleText, toSatrec } from '@cosmos/astro';
import { eciToEcf, ecfToLookAngles, gstime, propagate, type EciVec3 } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { satelliteAltAz, skyPath } from './sky-satellites';

const TLE = `ISS (ZARYA)
1 25544U 98067A   26327.51782528  .00016717  00000-0  30129-3 0  9990
2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.49815399123454`;

describe('satellites on the sky chart', () => {
  it("match satellite.js's look angles within 0.05° (hour-long scan from Lisbon)", () => {
    const parsed = parseTleText(
      TLE.split('\n')
        .map((l) => (/^[12] /.test(l) ? l.slice(0, 68) + checksum(l) : l))
        .join('\n'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const sat = { name: 'ISS', satrec: toSatrec(parsed.records[0]) };
    const site = { lat: 38.72, lon: -9.14, heightKm: 0.1 };
    const start = parsed.records[0].epoch.getTime();
    let compared = 0;
    for (let t = start; t < start + 6 * 3_600_000; t += 60_000) {
      const ours = satelliteAltAz(sat, site, t)!;
      const pv = propagate(sat.satrec, new Date(t))!;
      const ecf = eciToEcf(pv.position as EciVec3<number>, gstime(new Date(t)));
      const ref = ecfToLookAngles(
        { latitude: (site.lat * Math.PI) / 180, longitude: (site.lon * Math.PI) / 180, height: site.heightKm },
        ecf,
      );
      const refEl = (ref.elevation * 180) / Math.PI;
      const refAz = (ref.azimuth * 180) / Math.PI;
      expect(Math.abs(ours.altDeg - refEl)).toBeLessThan(0.05);
      if (refEl > 0) {
        expect(Math.abs((((ours.azDeg - refAz + 540) % 360) - 180) * Math.cos((refEl * Math.PI) / 180))).toBeLessThan(
          0.05,
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0); // some minutes had the ISS above the horizon
    const path = skyPath(sat, site, start, 15);
    expect(path.every((p) => p.altDeg > 0)).toBe(true);
  });
});

function checksum(line: string) {
  let s = 0;
  for (const c of line.slice(0, 68)) s += c === '-' ? 1 : /\d/.test(c) ? Number(c) : 0;
  return s % 10;
}
