import { z } from 'zod';

/**
 * Strict dates and times for query parameters and bodies (issue 30). `Date.parse` alone is lenient: it reads
 * "hello 12" as 1 December 2001 and rolls 2026-02-31 over into March, so a check built on it lets text through.
 */

/** A calendar date that exists, YYYY-MM-DD (leap years included; 2026-02-31 is refused). */
export const IsoDate = z.iso.date({ message: 'expected a calendar date YYYY-MM-DD' });

/** An instant: ISO 8601 date and time with a zone (Z or ±hh:mm), e.g. 2026-01-01T12:00:00Z; any fraction of a second. */
export const IsoDateTime = z.iso.datetime({
  offset: true,
  message: 'expected an ISO 8601 time with a zone, e.g. 2026-01-01T12:00:00Z',
});
