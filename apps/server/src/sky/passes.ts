/**
 * Visible-pass prediction as the API presents it: pure, so the sky worker runs it off the event
 * loop (and the benchmark times it). Times become ISO strings; numbers are rounded for display.
 */
import {
  ObserverSky,
  darknessOf,
  findObserverPasses,
  standardMagnitude,
  toSatrec,
  type ObserverPass,
  type PassMagnitudeModel,
  type Site,
  type VisiblePoint,
} from '@cosmos/astro';

/** A parsed element set, as astro's toSatrec makes it (satellite.js stays behind @cosmos/astro). */
type SatRec = ReturnType<typeof toSatrec>;
import type { SkyPass } from '@cosmos/contracts';
import { unpackMagnitude } from './satellite-info.ts';

export interface PassRequest {
  tle: { line1: string; line2: string };
  noradId: number;
  name: string;
  station: Site;
  from: number;
  days: number;
  minEl: number;
  visibleOnly: boolean;
  /** The object's magnitude model (satellite-info.ts magnitudeOf: size class, Starlink design); default by name. */
  magnitude?: PassMagnitudeModel;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const iso = (t: number) => new Date(t).toISOString();
const point = (p: { time: number; azimuthDeg: number; elevationDeg: number }) => ({
  time: iso(p.time),
  azimuthDeg: r2(p.azimuthDeg),
  elevationDeg: r2(p.elevationDeg),
});

const visiblePoint = (p: VisiblePoint) => ({ ...point(p), magnitude: p.magnitude });

export function presentPass(p: ObserverPass): SkyPass {
  return {
    rise: point(p.rise),
    culmination: point(p.culmination),
    set: point(p.set),
    maxElevationDeg: r2(p.maxElevationDeg),
    clipped: p.clipped,
    visible: p.visible,
    maxMagnitude: p.maxMagnitude,
    magnitudeSigma: p.maxMagnitudeSigma,
    sunAltitudeDeg: r2(p.sunAltitudeDeg),
    twilight: darknessOf(p.sunAltitudeDeg),
    visibleFrom: p.visibleFrom === null ? null : iso(p.visibleFrom),
    visibleTo: p.visibleTo === null ? null : iso(p.visibleTo),
    visibleSegment: p.visibleSegment && {
      start: visiblePoint(p.visibleSegment.start),
      peak: visiblePoint(p.visibleSegment.peak),
      end: visiblePoint(p.visibleSegment.end),
    },
    shadow: p.shadow.map((e) => ({ time: iso(e.time), kind: e.kind })),
    track: p.track.map((t) => ({ ...point(t), magnitude: t.magnitude, sunlit: t.sunlit })),
  };
}

export function passesFor(req: PassRequest): SkyPass[] {
  const sky = new ObserverSky(req.station, req.from, req.from + req.days * 86_400_000);
  // The whole model: the family's phase law (a flat law for Starlink's averaged photometry) and its sigma.
  const std = req.magnitude ?? standardMagnitude(req.noradId, req.name);
  return findObserverPasses(toSatrec(req.tle), sky, {
    standardMagnitude: std,
    minElevationDeg: req.minEl,
    visibleOnly: req.visibleOnly,
    trackStepSeconds: 10,
  }).map(presentPass);
}

export interface BrightRow {
  index: number;
  pass: SkyPass;
}

/**
 * The brightest visible passes of satellites [start, end) of a catalogue over `site` in [from, to]:
 * one slice of the "brightest passes tonight" search (the worker runs slices so ticks interleave).
 */
export function brightestIn(
  satrecs: SatRec[],
  mags: Float64Array,
  start: number,
  end: number,
  site: Site,
  from: number,
  to: number,
  limit: number,
): BrightRow[] {
  const sky = new ObserverSky(site, from, to);
  const found: { index: number; pass: ObserverPass }[] = [];
  for (let i = start; i < Math.min(end, satrecs.length); i++) {
    // A 30 s track while searching the catalogue; the few passes kept get the API's 10 s track below.
    for (const p of findObserverPasses(satrecs[i], sky, {
      standardMagnitude: unpackMagnitude(mags, i),
      visibleOnly: true,
      trackStepSeconds: 30,
    })) {
      if (p.maxMagnitude !== null) found.push({ index: i, pass: p });
    }
  }
  found.sort((a, b) => a.pass.maxMagnitude! - b.pass.maxMagnitude!);
  return found
    .slice(0, limit)
    .map(({ index, pass }) => {
      const around = new ObserverSky(
        site,
        Math.max(from, pass.rise.time - 60_000),
        Math.min(to, pass.set.time + 60_000),
      );
      const fine = findObserverPasses(satrecs[index], around, {
        standardMagnitude: unpackMagnitude(mags, index),
        trackStepSeconds: 10,
      }).find((q) => Math.abs(q.rise.time - pass.rise.time) < 60_000);
      return { index, pass: presentPass(fine ?? pass) };
    })
    .sort((a, b) => a.pass.maxMagnitude! - b.pass.maxMagnitude!);
}
