/**
 * Accuracy of visible-pass prediction and tonight's sky against an independent computation:
 * reference/observer-reference.json was generated once by scripts/reference/observer_reference.py
 * with python-sgp4 (Vallado's SGP4) and astropy 5.2 (TEME → ITRS → AltAz with IERS Earth
 * orientation; the Sun from astropy's get_sun; the conical shadow and magnitude model coded
 * separately in numpy). Sunrise, sunset and twilights come from astropy's Sun altitude crossing
 * −0.833°, −6°, −12°, −18° (the USNO conventions) — astropy as the stated second reference.
 */
import { twoline2satrec } from 'satellite.js';
import { describe, expect, it } from 'vitest';
import { extinctionMagnitudes } from './magnitude.ts';
import { ObserverSky } from './observer-sky.ts';
import ref from './reference/observer-reference.json' with { type: 'json' };
import { tonightSky } from './tonight.ts';
import { findObserverPasses, observeSatellite } from './visible-passes.ts';

const sat = twoline2satrec(ref.tle[0], ref.tle[1]);
const from = Date.parse(ref.start);
const to = from + ref.days * 86_400_000;
const ms = (iso: string) => Date.parse(iso);
const angleDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe.each(ref.sites)('passes over $name against python-sgp4 + astropy', (site) => {
  const sky = new ObserverSky(site, from, to);
  const passes = findObserverPasses(sat, sky, {
    standardMagnitude: ref.standardMagnitude,
    minElevationDeg: ref.minElevationDeg,
    trackStepSeconds: 10,
  });

  it('finds every reference pass, rise/culmination/set within 10 s', () => {
    expect(ref.sites.length).toBeGreaterThan(0);
    for (const r of site.passes) {
      const p = passes.find((q) => Math.abs(q.rise.time - ms(r.rise.time)) < 60_000);
      expect(p, `pass rising ${r.rise.time}`).toBeDefined();
      expect(Math.abs(p!.rise.time - ms(r.rise.time))).toBeLessThan(10_000);
      expect(Math.abs(p!.culmination.time - ms(r.culmination.time))).toBeLessThan(10_000);
      expect(Math.abs(p!.set.time - ms(r.set.time))).toBeLessThan(10_000);
      expect(Math.abs(p!.maxElevationDeg - r.culmination.elevationDeg)).toBeLessThan(0.1);
    }
    expect(passes.filter((p) => !p.clipped)).toHaveLength(site.passes.length);
  });

  // Azimuth is degenerate near the zenith (every azimuth meets there), so its error is measured as
  // the arc it moves the satellite on the sky: Δaz·cos(elevation).
  it('azimuth and elevation at rise, culmination and set within 0.1° on the sky', () => {
    for (const r of site.passes) {
      for (const point of [r.rise, r.culmination, r.set]) {
        const o = observeSatellite(sat, sky, ms(point.time), ref.standardMagnitude);
        expect(Math.abs(o.elevationDeg - point.elevationDeg)).toBeLessThan(0.1);
        expect(angleDiff(o.azimuthDeg, point.azimuthDeg) * Math.cos((point.elevationDeg * Math.PI) / 180)).toBeLessThan(
          0.1,
        );
      }
    }
  });

  it("shadow entries and exits within 10 s of the conical model; the Sun's altitude at culmination within 0.1°", () => {
    let events = 0;
    for (const r of site.passes) {
      const p = passes.find((q) => Math.abs(q.rise.time - ms(r.rise.time)) < 60_000)!;
      expect(p.shadow.map((e) => e.kind)).toEqual(r.shadowEvents.map((e) => e.kind));
      r.shadowEvents.forEach((e, i) => expect(Math.abs(p.shadow[i].time - ms(e.time))).toBeLessThan(10_000));
      events += r.shadowEvents.length;
      expect(Math.abs(p.sunAltitudeDeg - r.sunAltitudeDegAtCulmination)).toBeLessThan(0.1);
    }
    expect(events).toBeGreaterThan(0);
  });

  it('magnitudes along each pass within 0.1 mag of the model on independent geometry', () => {
    let compared = 0;
    for (const r of site.passes) {
      for (const m of r.magnitudes) {
        const o = observeSatellite(sat, sky, ms(m.time), ref.standardMagnitude);
        if (m.magnitude === null) expect(o.magnitude).toBeNull();
        else {
          expect(o.magnitude).not.toBeNull();
          // The reference has no atmosphere: add Kasten–Young extinction at our elevation (checked against astropy above).
          const expected = m.magnitude + extinctionMagnitudes(o.elevationDeg);
          expect(Math.abs(o.magnitude! - expected)).toBeLessThan(0.1);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe.each(ref.sunTimes)('sunset, twilights and sunrise at $name on $date against astropy', (place) => {
  it('every time within 1 minute', () => {
    const t = tonightSky(place, place.date);
    for (const key of [
      'sunset',
      'civilDusk',
      'nauticalDusk',
      'astronomicalDusk',
      'astronomicalDawn',
      'nauticalDawn',
      'civilDawn',
      'sunrise',
    ] as const) {
      const want = place[key];
      const got = t.sun[key];
      if (want === null) expect(got, key).toBeNull();
      else expect(Math.abs(ms(got!) - ms(want)), key).toBeLessThan(60_000);
    }
  });
});
