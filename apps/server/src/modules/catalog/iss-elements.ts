import { generateNominalCatalogue, parseTleText, ISS_NORAD_ID } from '@cosmos/astro';
import type { Queryable } from '../../db/client.ts';
import { findSatelliteElements } from './catalog.repository.ts';

/** Re-exported for the modules that read the ISS through this file; the number is astro's. */
export { ISS_NORAD_ID };

let nominal: { day: string; line1: string; line2: string } | undefined;

/**
 * The ISS element set: the stored catalogue's row when there is one, else the nominal ISS orbit of the day
 * (`nominal: true`, so answers can say their prediction is approximate).
 */
export async function issTle(db: Queryable, now: Date): Promise<{ line1: string; line2: string; nominal: boolean }> {
  try {
    const row = await findSatelliteElements(db, ISS_NORAD_ID);
    if (row) return { line1: row.line1, line2: row.line2, nominal: row.source === 'nominal' };
  } catch {
    // No catalogue table in this build: use the nominal orbit.
  }
  const day = now.toISOString().slice(0, 10);
  if (nominal?.day !== day) {
    const parsed = parseTleText(generateNominalCatalogue({ epoch: new Date(`${day}T00:00:00Z`) }));
    const rec = parsed.ok ? parsed.records.find((r) => r.noradId === ISS_NORAD_ID) : undefined;
    if (!rec) throw new Error('nominal catalogue has no ISS');
    nominal = { day, line1: rec.line1, line2: rec.line2 };
  }
  return { line1: nominal.line1, line2: nominal.line2, nominal: true };
}
