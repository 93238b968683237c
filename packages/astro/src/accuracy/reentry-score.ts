/**
 * Re-entry predictions against the decays that followed: a prediction is inside when SATCAT's decay date falls in its
 * window (the ±20 % of the remaining time that reentry.ts gives). SATCAT dates decays to the day (UTC), so a window
 * counts as holding the decay when any part of that day is inside it.
 */
export interface ReentryForecast {
  noradId: number;
  /** When the prediction was made, and its window (ms). */
  predictedAt: number;
  windowStart: number;
  windowEnd: number;
  /** SATCAT's decay date (YYYY-MM-DD) when the object has since decayed; null while it still flies. */
  decayDate: string | null;
}

export interface ReentryScore {
  /** Predictions whose object has since decayed (made before the decay day). */
  resolved: number;
  inside: number;
  /** inside / resolved; null when none has resolved yet. */
  share: number | null;
  /** Objects those predictions were about. */
  objects: number;
  /** Predictions still waiting for their object to decay. */
  pending: number;
}

const DAY = 86_400_000;

export function reentryScore(forecasts: readonly ReentryForecast[]): ReentryScore {
  let resolved = 0;
  let inside = 0;
  let pending = 0;
  const objects = new Set<number>();
  for (const f of forecasts) {
    if (f.decayDate === null) {
      pending++;
      continue;
    }
    const dayStart = Date.parse(`${f.decayDate}T00:00:00Z`);
    if (!(f.predictedAt < dayStart + DAY)) continue; // made after the decay: not a prediction
    resolved++;
    objects.add(f.noradId);
    if (f.windowStart < dayStart + DAY && f.windowEnd >= dayStart) inside++;
  }
  return { resolved, inside, share: resolved ? inside / resolved : null, objects: objects.size, pending };
}
