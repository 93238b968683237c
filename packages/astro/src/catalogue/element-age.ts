/**
 * How old an element set is, in the classes the portal shows. SGP4 from a LEO element set drifts by roughly
 * a kilometre a day (more under high drag), so a pass time stays within seconds for a few days and becomes
 * unreliable after about two weeks; 18 SDS refreshes most objects daily.
 */
export const ELEMENT_AGE_THRESHOLDS_DAYS = { aging: 3, stale: 14 } as const;

export type ElementAgeClass = 'fresh' | 'aging' | 'stale';

/** fresh: under 3 days; aging: 3 to 14 days; stale: 14 days or more (also for an epoch in the future by > 1 day). */
export function elementAgeClass(epoch: Date | number, now: Date | number = Date.now()): ElementAgeClass {
  const days = (Number(now) - Number(epoch)) / 86_400_000;
  if (days < -1 || days >= ELEMENT_AGE_THRESHOLDS_DAYS.stale) return 'stale';
  return days >= ELEMENT_AGE_THRESHOLDS_DAYS.aging ? 'aging' : 'fresh';
}

/** TLE export: the five-column catalogue field carries plain digits only up to 99999 (Alpha-5 is not widely read). */
export const TLE_MAX_PLAIN_CATALOGUE_NUMBER = 99_999;
