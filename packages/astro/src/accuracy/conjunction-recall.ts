/**
 * Conjunction recall: the screen (conjunctions/screen.ts) against the brute-force reference (brute-force.ts) on a
 * sample of the catalogue. Real catalogues have few encounters under 5 km among a few hundred objects in hours, so
 * the sample also holds planted encounters: objects placed by `designEncounter` (SGP4 brings them to a chosen miss
 * distance from a sampled object at a chosen time). Recall counts every encounter the brute force finds, planted or
 * not; an encounter is found when the screen lists the same pair within 1 s of its TCA.
 */
import type { SatRec } from 'satellite.js';
import { designEncounter } from '../conjunctions/design.ts';
import { screenConjunctions } from '../conjunctions/screen.ts';
import { prng } from '../conjunctions/synthetic.ts';
import { toSatrec } from '../tle.ts';
import { bruteForceEncounters } from './brute-force.ts';

export interface RecallResult {
  /** Catalogue objects in the sample, and planted objects added to it. */
  objects: number;
  planted: number;
  windowHours: number;
  thresholdKm: number;
  /** Encounters the brute force found (inside the window, not within 2 s of its ends). */
  reference: number;
  found: number;
  /** found / reference; null when the reference found none. */
  recall: number | null;
  /** Largest differences of matched encounters: miss distance (km) and TCA (s). */
  maxMissErrorKm: number | null;
  maxTcaErrorSeconds: number | null;
  /** Pairs the screen compared, against brute force's pairs × seconds. */
  pairsExamined: number;
  bruteForceChecks: number;
}

export interface RecallOptions {
  startMs: number;
  windowS?: number;
  thresholdKm?: number;
  planted?: number;
  seed?: number;
}

export function conjunctionRecall(
  tles: readonly { line1: string; line2: string }[],
  opts: RecallOptions,
): RecallResult {
  const windowS = opts.windowS ?? 2 * 3600;
  const thresholdKm = opts.thresholdKm ?? 5;
  const rand = prng(opts.seed ?? 34);
  const sats: SatRec[] = [];
  for (const t of tles) {
    try {
      sats.push(toSatrec(t));
    } catch {
      /* an element set SGP4 cannot read is left out of the sample */
    }
  }
  const catalogue = sats.length;
  let planted = 0;
  for (let k = 0; k < (opts.planted ?? 20) && catalogue > 0; k++) {
    const primary = sats[Math.floor(rand() * catalogue)]!;
    const t0 = opts.startMs + (0.1 + 0.8 * rand()) * windowS * 1000;
    try {
      const d = designEncounter(
        primary,
        t0,
        0.2 + rand() * (thresholdKm - 0.5),
        20 + rand() * 150,
        [rand() - 0.5, rand() - 0.5, rand() - 0.5],
        900_000 + k,
      );
      if (d.residualKm < 0.01) {
        sats.push(d.satrec);
        planted++;
      }
    } catch {
      /* a primary SGP4 cannot propagate at t0 gets no planted partner */
    }
  }
  const endMs = opts.startMs + windowS * 1000;
  const screen = screenConjunctions(
    sats.map((satrec, id) => ({ id, satrec })),
    { startMs: opts.startMs, endMs, thresholdKm },
  );
  const inside = (t: number) => t > opts.startMs + 2000 && t < endMs - 2000;
  const reference = bruteForceEncounters(sats, opts.startMs, windowS, thresholdKm).filter((r) => inside(r.tcaMs));
  let found = 0;
  let maxMiss: number | null = null;
  let maxTca: number | null = null;
  for (const r of reference) {
    const m = screen.conjunctions.find(
      (c) => c.primary === r.a && c.secondary === r.b && Math.abs(c.tcaMs - r.tcaMs) < 1000,
    );
    if (!m) continue;
    found++;
    maxMiss = Math.max(maxMiss ?? 0, Math.abs(m.missKm - r.missKm));
    maxTca = Math.max(maxTca ?? 0, Math.abs(m.tcaMs - r.tcaMs) / 1000);
  }
  const n = sats.length;
  return {
    objects: catalogue,
    planted,
    windowHours: windowS / 3600,
    thresholdKm,
    reference: reference.length,
    found,
    recall: reference.length ? found / reference.length : null,
    maxMissErrorKm: maxMiss === null ? null : Math.round(maxMiss * 1e4) / 1e4,
    maxTcaErrorSeconds: maxTca === null ? null : Math.round(maxTca * 1000) / 1000,
    pairsExamined: screen.stats.pairsExamined,
    bruteForceChecks: ((n * (n - 1)) / 2) * windowS,
  };
}
