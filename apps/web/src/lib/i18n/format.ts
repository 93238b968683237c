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

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

export function formatCurrency(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);
}

const withZone = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  prefs.timeZone && !options.timeZone ? { ...options, timeZone: prefs.timeZone } : options;

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return new Intl.DateTimeFormat(locale(), withZone(options)).format(new Date(value));
}

export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
) {
  return new Intl.DateTimeFormat(locale(), withZone(options)).format(new Date(value));
}

export function formatTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
) {
  return new Intl.DateTimeFormat(locale(), withZone(options)).format(new Date(value));
}

/** A country or region (ISO 3166-1 alpha-2, "CN") named in the interface language; undefined if Intl cannot. */
export function formatRegion(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(locale(), { type: 'region', fallback: 'none' }).of(code);
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
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(seconds, 'second');
}

const KM_PER_MILE = 1.609344; // international mile (exact by definition)
const M_PER_FOOT = 0.3048; // international foot (exact by definition)

const unitNumber = (value: number, unit: string, maximumFractionDigits: number) =>
  new Intl.NumberFormat(locale(), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }).format(value);

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
