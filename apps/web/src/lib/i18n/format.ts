import i18next from 'i18next';

/** Locale-aware formatting through Intl, always in the current interface language. */
const locale = () => i18next.language || 'en';

/**
 * The user's preferences that formatting follows, set once from Settings by the app shell (App.tsx) so every
 * feature formats the same way without reading Settings itself. `timeZone` undefined = the browser's zone.
 */
export type Units = 'metric' | 'imperial';
const prefs: { units: Units; timeZone: string | undefined } = { units: 'metric', timeZone: undefined };

const listeners = new Set<() => void>();

export function setFormatPreferences(next: Partial<typeof prefs>) {
  if (Object.entries(next).every(([k, v]) => prefs[k as keyof typeof prefs] === v)) return;
  Object.assign(prefs, next);
  for (const l of listeners) l();
}
/** For useFormatPreferences: components re-render when the units or time zone change. */
export function subscribeFormatPreferences(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const currentUnits = (): Units => prefs.units;

const withZone = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  prefs.timeZone && !options.timeZone ? { ...options, timeZone: prefs.timeZone } : options;

/**
 * Intl formatters are costly to build (tens of microseconds each, far more on a slow phone, and a list of fifty rows
 * built one per cell): each distinct locale and options is built once and reused. The key holds everything that
 * changes the output, so a language or time-zone change gets new formatters. Bounded: options come from our code,
 * a few dozen at most, but a cap keeps a mistake from growing it without end.
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();
const FORMATTER_CAP = 200;
function cached<F extends Formatter>(kind: string, options: object | undefined, make: (locale: string) => F): F {
  const lang = locale();
  const key = `${kind}|${lang}|${JSON.stringify(options ?? {})}`;
  let f = formatters.get(key);
  if (!f) {
    if (formatters.size >= FORMATTER_CAP) formatters.clear();
    f = make(lang);
    formatters.set(key, f);
  }
  return f as F;
}
const numberFormat = (options?: Intl.NumberFormatOptions) =>
  cached('number', options, (l) => new Intl.NumberFormat(l, options));
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => {
  const zoned = withZone(options);
  return cached('date', zoned, (l) => new Intl.DateTimeFormat(l, zoned));
};

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}

export function formatCurrency(amount: number, currency = 'USD'): string {
  return numberFormat({ style: 'currency', currency }).format(amount);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return dateTimeFormat(options).format(new Date(value));
}

export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
) {
  return dateTimeFormat(options).format(new Date(value));
}

export function formatTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
) {
  return dateTimeFormat(options).format(new Date(value));
}

/**
 * A latitude or longitude with its hemisphere the interface language's way ("51.48° N", "北緯 51.48°", "0,12° O"):
 * no sign, so a value that rounds to zero never reads "-0.00°".
 */
function hemisphere(kind: 'latitude' | 'longitude', deg: number, digits: number): string {
  const negative = deg < 0 && Math.abs(deg) >= 0.5 * 10 ** -digits;
  const v = formatNumber(Math.abs(deg), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const side = kind === 'latitude' ? (negative ? 'S' : 'N') : negative ? 'W' : 'E';
  return i18next.t(`common:${kind}.${side}`, { v });
}
export const formatLatitude = (deg: number, digits = 2) => hemisphere('latitude', deg, digits);
export const formatLongitude = (deg: number, digits = 2) => hemisphere('longitude', deg, digits);

/** A country or region (ISO 3166-1 alpha-2, "CN") named in the interface language; undefined if Intl cannot. */
export function formatRegion(code: string): string | undefined {
  try {
    const options = { type: 'region', fallback: 'none' } as const;
    const name = cached('region', options, (l) => new Intl.DisplayNames(l, options)).of(code);
    return name || undefined;
  } catch {
    return undefined;
  }
}

/** "3 days ago", "in 2 hours": the largest whole unit, in the interface language. */
export function formatRelative(value: Date | string | number, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31536000],
    ['month', 2592000],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const rtf = cached('relative', { numeric: 'auto' }, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(seconds, 'second');
}

const KM_PER_MILE = 1.609344; // international mile (exact by definition)
const M_PER_FOOT = 0.3048; // international foot (exact by definition)

const unitNumber = (value: number, unit: string, maximumFractionDigits: number) =>
  numberFormat({ style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }).format(value);

/**
 * A ground or space distance given in kilometres, shown in km or miles by the units preference
 * (`units` overrides it, e.g. in tests). One decimal below 100, whole numbers above.
 */
export function formatDistance(km: number, units: Units = prefs.units): string {
  const value = units === 'imperial' ? km / KM_PER_MILE : km;
  return unitNumber(value, units === 'imperial' ? 'mile' : 'kilometer', Math.abs(value) < 100 ? 1 : 0);
}

/**
 * A height given in metres (an observer's elevation, a mountain) shown in m or ft; heights of 10 km and more
 * (an orbit) read better in km or mi, so they switch to the distance form.
 */
export function formatAltitude(metres: number, units: Units = prefs.units): string {
  if (Math.abs(metres) >= 10_000) return formatDistance(metres / 1000, units);
  const value = units === 'imperial' ? metres / M_PER_FOOT : metres;
  return unitNumber(value, units === 'imperial' ? 'foot' : 'meter', 0);
}
