import { issRecord, toSatrec } from './common';
import type { SceneInputs } from '../types';
import { parseTleLines } from '@cosmos/astro';

export { latencyMs, lookAngles, predictPasses, propagateAt, type Pass } from '@cosmos/astro';

/** The ISS satrec from the sky API's element set when given, else the nominal ISS. */
export function twoline2satrecSafe(inputs: SceneInputs) {
  if (inputs.issTle) {
    const parsed = parseTleLines(inputs.issTle.line1, inputs.issTle.line2, 'ISS');
    if (parsed.ok) return toSatrec(parsed.records[0]);
  }
  return toSatrec(issRecord());
}
