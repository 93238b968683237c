import { badRequest } from '../lib/errors.ts';

/** An instant with sub-millisecond precision: `ms` may carry a fraction (microseconds). */
export interface SkyTime {
  ms: number;
  iso: string;
}

const ISO = /^(\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d)?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:?\d\d)$/;

/** Parses an ISO 8601 time with an explicit zone, keeping up to microseconds; 400 naming `field` otherwise. */
export function parseSkyTime(value: string | undefined, field = 'at', now = Date.now()): SkyTime {
  if (value === undefined || value === '') return { ms: now, iso: new Date(now).toISOString() };
  const m = ISO.exec(value.trim());
  const base = m ? Date.parse(`${m[1]}${m[3]}`) : Number.NaN;
  if (!m || Number.isNaN(base))
    throw badRequest(field, `${field} must be an ISO 8601 time with a zone, e.g. 2026-01-01T12:00:00.123456Z`);
  const frac = (m[2] ?? '').slice(0, 6).padEnd(6, '0'); // microseconds
  const micros = Number(frac);
  const ms = base + micros / 1000;
  if (Math.abs(ms) > 8.64e15 / 2) throw badRequest(field, `${field} is out of range`);
  return { ms, iso: formatMicros(ms) };
}

/** ISO string with microseconds when the instant has them. */
export function formatMicros(ms: number): string {
  const whole = Math.floor(ms);
  const micros = Math.min(999, Math.round((ms - whole) * 1000));
  const iso = new Date(whole).toISOString();
  return micros === 0 ? iso : `${iso.slice(0, -1)}${String(micros).padStart(3, '0')}Z`;
}
