import { issRecord, toSatrec } from './common';
import type { SceneInputs } from '../types';
import {
  ObserverSky,
  findObserverPasses,
  parseTleLines,
  standardMagnitude,
  type GroundStation,
  type ObserverPass,
} from '@cosmos/astro';

export { latencyMs, lookAngles, propagateAt } from '@cosmos/astro';
export type Pass = ObserverPass;

/** The ISS's passes over the station in the next two days, from astro's one pass predictor (as the API's). */
export function nextPasses(satrec: ReturnType<typeof toSatrec>, station: GroundStation, from: number): Pass[] {
  const sky = new ObserverSky(station, from, from + 2 * 86_400_000);
  return findObserverPasses(satrec, sky, {
    standardMagnitude: standardMagnitude(25544, 'ISS').mag,
    minElevationDeg: 10,
    trackStepSeconds: 60, // the scene shows times only; a coarse track keeps the frame loop light
  }).filter((p) => p.set.time > from);
}

/** The ISS satrec from the sky API's element set when given, else the nominal ISS. */
export function twoline2satrecSafe(inputs: SceneInputs) {
  if (inputs.issTle) {
    const parsed = parseTleLines(inputs.issTle.line1, inputs.issTle.line2, 'ISS');
    if (parsed.ok) return toSatrec(parsed.records[0]);
  }
  return toSatrec(issRecord());
}
