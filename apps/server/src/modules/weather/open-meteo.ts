/**
 * The Open-Meteo forecast API (and anything that answers like it): the request for one place and the parsing
 * of its hourly answer. Times are asked as Unix seconds in UTC so no time zone is guessed.
 */
import type { WeatherHour } from '@cosmos/contracts';

export const HOURLY_FIELDS = [
  'cloud_cover',
  'cloud_cover_low',
  'cloud_cover_mid',
  'cloud_cover_high',
  'precipitation_probability',
  'visibility',
] as const;

export function forecastUrl(base: string, lat: number, lon: number, days = 8): string {
  const u = new URL(base);
  u.searchParams.set('latitude', lat.toFixed(2));
  u.searchParams.set('longitude', lon.toFixed(2));
  u.searchParams.set('hourly', HOURLY_FIELDS.join(','));
  u.searchParams.set('timeformat', 'unixtime');
  u.searchParams.set('timezone', 'GMT');
  u.searchParams.set('past_days', '1');
  u.searchParams.set('forecast_days', String(days));
  return u.toString();
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const clampPct = (v: number) => Math.max(0, Math.min(100, Math.round(v)));

/** Parses an hourly answer; throws with the field named when it is not one. */
export function parseForecast(text: string): WeatherHour[] {
  const doc: unknown = JSON.parse(text);
  if (!isObj(doc) || !isObj(doc.hourly)) throw new Error('not an Open-Meteo answer: "hourly" missing');
  const h = doc.hourly;
  const times = h.time;
  if (!Array.isArray(times) || times.some((t) => typeof t !== 'number'))
    throw new Error('hourly.time must be an array of Unix seconds (timeformat=unixtime)');
  const column = (name: string, required: boolean): (number | null)[] => {
    const c = h[name];
    if (c === undefined && !required) return times.map(() => null);
    if (!Array.isArray(c) || c.length !== times.length) throw new Error(`hourly.${name} must have one value per hour`);
    return c.map((v, i) => {
      if (v === null || typeof v === 'number') return v;
      throw new Error(`hourly.${name}[${i}] must be a number or null`);
    });
  };
  const low = column('cloud_cover_low', true);
  const mid = column('cloud_cover_mid', true);
  const high = column('cloud_cover_high', true);
  const total = column('cloud_cover', false);
  const rain = column('precipitation_probability', false);
  const vis = column('visibility', false);
  const out: WeatherHour[] = [];
  (times as number[]).forEach((t, i) => {
    // An hour without cloud layers says nothing: it is left out rather than read as clear.
    if (low[i] === null || mid[i] === null || high[i] === null) return;
    const l = clampPct(low[i]!);
    const m = clampPct(mid[i]!);
    const hi = clampPct(high[i]!);
    const combined = 100 - Math.round(((100 - l) * (100 - m) * (100 - hi)) / 10_000);
    out.push({
      time: new Date(t * 1000).toISOString(),
      cloudLowPct: l,
      cloudMidPct: m,
      cloudHighPct: hi,
      cloudTotalPct: total[i] === null ? combined : clampPct(total[i]!),
      precipitationProbabilityPct: rain[i] === null ? null : clampPct(rain[i]!),
      visibilityM: vis[i] === null ? null : Math.max(0, Math.round(vis[i]!)),
    });
  });
  return out;
}
