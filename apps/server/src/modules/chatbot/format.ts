/**
 * How answers write numbers and dates: dates and times in the user's own time zone (from their
 * location, else UTC) with the zone named, distances with units, money in dollars.
 */
import tzLookup from '@photostructure/tz-lookup';
import { LOCALES, t, type Lang } from '../../lib/i18n/index.ts';

export interface Site {
  lat: number;
  lon: number;
}

export function timeZoneOf(site: Site | null): string {
  if (!site) return 'UTC';
  try {
    return tzLookup(site.lat, site.lon);
  } catch {
    return 'UTC';
  }
}

/** "Friday 4 December 2026 at 23:14 (Europe/Lisbon)". */
export function dateTime(d: Date, tz: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(d)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  return `${day} at ${time} (${tz === 'UTC' ? 'UTC' : tz})`;
}

/** "4 December 2026". */
export const dateOnly = (d: Date, tz: string, lang: Lang = 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : LOCALES[lang], {
    timeZone: tz,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
/** "23:14". */
export const timeOnly = (d: Date, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const km = (v: number) => `${Math.round(v).toLocaleString('en-US')} km`;
export const deg = (v: number, digits = 0) => `${v.toFixed(digits)}°`;

export function bytes(n: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let v = n;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i++;
  }
  return i === 0 ? `${n} bytes` : `${v.toFixed(v >= 100 ? 0 : 1)} ${units[i]}`;
}

export function list(items: string[], lang: Lang = 'en'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(lang, 'assistant.and')} ${items.at(-1)}`;
}
