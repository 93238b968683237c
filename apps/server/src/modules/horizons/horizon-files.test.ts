import { describe, expect, it } from 'vitest';
import { HorizonFileError, horizonAltitude, parseHorizonFile } from './horizon-files.ts';

// The shape of HeyWhatsThat's horizon CSV download (columns by name) and of PVGIS's printhorizon text answer.
const HWT = `bin bottom,bin top,azimuth,altitude,distance (km),latitude,longitude,elevation (m)
0,1,0.5,2.1,5.2,46.1,7.1,1200
90,91,90.5,10.0,3.1,46.1,7.2,1500
180,181,180.5,0.4,40.0,45.8,7.1,900
270,271,270.5,5.5,8.0,46.1,7.0,1300
`;
const PVGIS = `Latitude (decimal degrees):	45.812
Longitude (decimal degrees):	8.628

A	H_hor	A_sun(w)	H_sun(w)	A_sun(s)	H_sun(s)
-180.0	1.9	-120.0	0.0	-123.9	0.0
-90.0	12.2	-60.0	11.3	-90.0	44.2
0.0	3.4	0.0	20.8	0.0	67.6
90.0	7.3	60.0	11.3	90.0	44.2

A: Azimuth (0 = S, 90 = W, -90 = E) (degree)
H_hor: Horizon height (degree)
`;

describe('horizon files', () => {
  it('reads HeyWhatsThat by column name, azimuth from north', () => {
    const { format, points } = parseHorizonFile(HWT, 'auto');
    expect(format).toBe('heywhatsthat');
    expect(points).toEqual([
      { azimuthDeg: 0.5, altitudeDeg: 2.1 },
      { azimuthDeg: 90.5, altitudeDeg: 10 },
      { azimuthDeg: 180.5, altitudeDeg: 0.4 },
      { azimuthDeg: 270.5, altitudeDeg: 5.5 },
    ]);
  });

  it('reads bare "azimuth altitude" pairs (Stellarium, Cartes du Ciel)', () => {
    expect(parseHorizonFile('0 10\n120 20\n240 5\n', 'heywhatsthat').points).toHaveLength(3);
  });

  it('reads PVGIS and turns its south-based azimuth (−90 = east) to north-based', () => {
    const { format, points } = parseHorizonFile(PVGIS, 'auto');
    expect(format).toBe('pvgis');
    expect(points).toEqual([
      { azimuthDeg: 0, altitudeDeg: 1.9 }, // A −180: north
      { azimuthDeg: 90, altitudeDeg: 12.2 }, // A −90: east
      { azimuthDeg: 180, altitudeDeg: 3.4 },
      { azimuthDeg: 270, altitudeDeg: 7.3 },
    ]);
    const json = JSON.stringify({
      outputs: {
        horizon_profile: [
          { A: -90, H_hor: 4 },
          { A: 0, H_hor: 5 },
          { A: 90, H_hor: 6 },
        ],
      },
    });
    expect(parseHorizonFile(json, 'pvgis').points[0]).toEqual({ azimuthDeg: 90, altitudeDeg: 4 });
  });

  it('names the line it cannot read', () => {
    const bad = HWT.replace('90,91,90.5,10.0', '90,91,ninety,10.0');
    expect(() => parseHorizonFile(bad, 'auto')).toThrow(
      new HorizonFileError(3, 'expected numbers for azimuth and altitude'),
    );
    expect(() => parseHorizonFile('0 10\n90 95\n180 0\n', 'auto')).toThrow(/line 2: altitude 95° is outside/);
    expect(() => parseHorizonFile(PVGIS.replace('0.0\t3.4', '0.0\tx'), 'pvgis')).toThrow(/^line 7:/);
  });

  it('interpolates the skyline between points, across north', () => {
    const pts = [
      { azimuthDeg: 0, altitudeDeg: 10 },
      { azimuthDeg: 90, altitudeDeg: 20 },
      { azimuthDeg: 270, altitudeDeg: 0 },
    ];
    expect(horizonAltitude(pts, 45)).toBe(15);
    expect(horizonAltitude(pts, 315)).toBe(5);
    expect(horizonAltitude([], 10)).toBe(0);
  });
});
