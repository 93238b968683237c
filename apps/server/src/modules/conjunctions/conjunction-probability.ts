/**
 * A stored encounter's collision probabilities (packages/astro conjunctions/probability.ts): the maximum over
 * covariance scales, and Foster's with the configured default covariance, both states re-propagated at TCA from
 * the element sets the screen used.
 */
import { combinedHardBodyRadiusM, fosterPcFromStates, maxPc, propagateAt, toSatrec, type Vec3 } from '@cosmos/astro';
import type { Conjunction } from '@cosmos/contracts';
import type { Config } from '../../config.ts';
import type { ListedConjunctionRow } from './conjunctions.repository.ts';

/** CONJUNCTION_DEFAULT_SIGMA_KM as radial, in-track, cross-track km, or null when off. */
export function defaultSigmaKm(config: Pick<Config, 'CONJUNCTION_DEFAULT_SIGMA_KM'>): Vec3 | null {
  if (config.CONJUNCTION_DEFAULT_SIGMA_KM === 'off') return null;
  const [r, i, c] = config.CONJUNCTION_DEFAULT_SIGMA_KM.split(',').map(Number);
  return [r, i, c];
}

function stateAt(line1: string, line2: string, at: Date): { r: Vec3; v: Vec3 } | null {
  try {
    const res = propagateAt(toSatrec({ line1, line2 }), at);
    return res.ok ? { r: res.r, v: res.v } : null;
  } catch {
    return null; // placeholder or unreadable lines
  }
}

export function probabilityOf(r: ListedConjunctionRow, sigma: Vec3 | null): Conjunction['probability'] {
  const hbrM = combinedHardBodyRadiusM(r.primary_rcs, r.secondary_rcs);
  const max = maxPc(r.miss_km, hbrM / 1000).pc;
  let foster: number | null = null;
  if (sigma) {
    const tca = new Date(r.tca);
    const a = stateAt(r.primary_line1, r.primary_line2, tca);
    const b = stateAt(r.secondary_line1, r.secondary_line2, tca);
    if (a && b) foster = fosterPcFromStates({ r1: a.r, v1: a.v, r2: b.r, v2: b.v }, sigma, hbrM / 1000);
  }
  return {
    max,
    foster,
    hardBodyRadiusM: Math.round(hbrM * 1000) / 1000,
    defaultSigmaKm: sigma ? { radial: sigma[0], inTrack: sigma[1], crossTrack: sigma[2] } : null,
  };
}
