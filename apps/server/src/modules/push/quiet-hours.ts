/** Quiet hours (issue 35): whether an instant falls in the user's HH:MM–HH:MM span in their place's time zone. */

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since local midnight at `at` in `timeZone` (an unknown zone counts as UTC). */
export function localMinutes(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * True inside [from, to): `from` after `to` spans midnight (22:00–07:00); equal ends mean no quiet hours (a whole day
 * of silence is what switching notifications off on the device is for).
 */
export function inQuietHours(quiet: { from: string; to: string } | null, timeZone: string, at: Date): boolean {
  if (!quiet) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  const m = localMinutes(at, timeZone);
  return from < to ? m >= from && m < to : m >= from || m < to;
}
