/**
 * How answers write numbers and dates: dates and times in the user's own time zone (from their
 * location, else UTC) with the zone named, distances with units, money in dollars — each in the
 * answer's language (Intl with that language's locale; English keeps its en-GB dates and en-US numbers).
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

/** Dates in English stay day-month-year ("4 December 2026"), as the answers have always been written. */
const dateLocale = (lang: Lang) => (lang === 'en' ? 'en-GB' : LOCALES[lang]);

/** "Friday 4 December 2026 at 23:14 (Europe/Lisbon)"; "viernes, 4 de diciembre de 2026 a las 23:14 (Europe/Lisbon)". */
export function dateTime(d: Date, tz: string, lang: Lang = 'en'): string {
  const day = new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: tz,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
  return t(lang, 'assistant.fmt.dateTime', {
    day: lang === 'en' ? day.replace(',', '') : day,
    time: timeOnly(d, tz),
    zone: tz,
  });
}

/** "4 December 2026", "4 de diciembre de 2026", "4. Dezember 2026". */
export const dateOnly = (d: Date, tz: string, lang: Lang = 'en') =>
  new Intl.DateTimeFormat(dateLocale(lang), {
    timeZone: tz,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
/** "23:14": the 24-hour clock in every supported language. */
export const timeOnly = (d: Date, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

/** A number with exactly `digits` decimals in the language's notation: 1,234.5 / 1.234,5 / 1 234,5. */
export const num = (v: number, digits = 0, lang: Lang = 'en') =>
  new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

/** "$29.99" in English; "29,99 US$", "29,99 $US", "29,99 $" in es/fr/de (Intl's own currency pattern). */
export const usd = (cents: number, lang: Lang = 'en') =>
  lang === 'en'
    ? `$${(cents / 100).toFixed(2)}`
    : new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);
export const km = (v: number, lang: Lang = 'en') => `${num(Math.round(v), 0, lang)} km`;
export const deg = (v: number, digits = 0, lang: Lang = 'en') => `${num(v, digits, lang)}°`;

export function bytes(n: number, lang: Lang = 'en'): string {
  const units = t(lang, 'assistant.fmt.byteUnits').split('|');
  let i = 0;
  let v = n;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i++;
  }
  return i === 0 ? `${num(n, 0, lang)} ${units[0]}` : `${num(v, v >= 100 ? 0 : 1, lang)} ${units[i]}`;
}

export function list(items: string[], lang: Lang = 'en'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t(lang, 'assistant.and')} ${items.at(-1)}`;
}

/** The first letter in capitals, for a sentence that starts with a name such as "the Moon". */
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
