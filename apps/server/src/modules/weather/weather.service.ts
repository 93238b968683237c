/**
 * The hourly forecast at an observing place. One request to WEATHER_URL per place (rounded to 0.1°, about 10 km)
 * and hour, shared by every user there: answers are cached until the hour ends, concurrent requests for the same
 * place wait on the one fetch in flight, and a per-process budget (WEATHER_REQUESTS_PER_MINUTE) bounds what is
 * sent. Beyond the budget, or when the source fails, the place's last forecast is served, else the bundled
 * sample, labelled as such.
 */
import type { WeatherHour } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { forecastUrl, parseForecast } from './open-meteo.ts';
import { sampleForecast } from './weather-sample.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const FETCH_TIMEOUT_MS = 8_000;
const MAX_PLACES = 2_000;

export interface Forecast {
  source: 'live' | 'sample';
  fetchedAt: number;
  hours: WeatherHour[];
}

interface PlaceState {
  hour: number;
  forecast: Forecast;
}

const key = (lat: number, lon: number) =>
  `${(Math.round(lat * 10) / 10).toFixed(1)},${(Math.round(lon * 10) / 10).toFixed(1)}`;

/** Per-app state: tests build several apps in one process, each with its own source. */
export class WeatherSource {
  private readonly cache = new Map<string, PlaceState>();
  private readonly inFlight = new Map<string, Promise<Forecast>>();
  private sent: number[] = [];
  /** Requests actually sent to WEATHER_URL (tests and metrics read it). */
  upstreamRequests = 0;

  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'log'>,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ctx.config.WEATHER_URL !== 'off' && this.ctx.config.WEATHER_URL !== '';
  }

  /** The forecast for a place: cached this hour, else fetched once (coalesced), else the last one, else the sample. */
  async forecast(lat: number, lon: number): Promise<Forecast> {
    const now = this.now();
    if (!this.enabled)
      return { source: 'sample', fetchedAt: Math.floor(now / HOUR) * HOUR, hours: sampleForecast(now) };
    const k = key(lat, lon);
    const cached = this.cache.get(k);
    if (cached && cached.hour === Math.floor(now / HOUR)) return cached.forecast;
    const pending = this.inFlight.get(k);
    if (pending) return pending;
    if (!this.takeBudget(now)) return cached?.forecast ?? this.sample(now);
    const p = this.request(lat, lon)
      .then((hours): Forecast => {
        const forecast: Forecast = { source: 'live', fetchedAt: now, hours };
        this.remember(k, { hour: Math.floor(now / HOUR), forecast });
        return forecast;
      })
      .catch((err: unknown) => {
        this.ctx.log.warn(
          { err: (err as Error).message },
          'weather forecast unavailable; serving the last one or the sample',
        );
        // A failed place is not asked again this hour: the fallback is remembered like an answer.
        const fallback = cached?.forecast ?? this.sample(now);
        this.remember(k, { hour: Math.floor(now / HOUR), forecast: fallback });
        return fallback;
      })
      .finally(() => this.inFlight.delete(k));
    this.inFlight.set(k, p);
    return p;
  }

  private sample(now: number): Forecast {
    return { source: 'sample', fetchedAt: Math.floor(now / HOUR) * HOUR, hours: sampleForecast(now) };
  }

  private takeBudget(now: number): boolean {
    this.sent = this.sent.filter((t) => now - t < MINUTE);
    if (this.sent.length >= this.ctx.config.WEATHER_REQUESTS_PER_MINUTE) return false;
    this.sent.push(now);
    return true;
  }

  private remember(k: string, s: PlaceState) {
    if (!this.cache.has(k) && this.cache.size >= MAX_PLACES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(k, s);
  }

  private async request(lat: number, lon: number): Promise<WeatherHour[]> {
    this.upstreamRequests++;
    const res = await fetch(forecastUrl(this.ctx.config.WEATHER_URL, lat, lon), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`WEATHER_URL answered ${res.status}`);
    const hours = parseForecast(await res.text());
    if (hours.length === 0) throw new Error('WEATHER_URL answered no hours');
    return hours;
  }
}

/** The forecast hour containing `t`, or null outside the forecast. */
export function weatherAt(hours: WeatherHour[], t: number): WeatherHour | null {
  const start = Math.floor(t / HOUR) * HOUR;
  // Hours are consecutive from the first one: index directly, check the match.
  if (hours.length === 0) return null;
  const i = Math.round((start - Date.parse(hours[0].time)) / HOUR);
  const h = hours[i];
  return h && Date.parse(h.time) === start ? h : (hours.find((x) => Date.parse(x.time) === start) ?? null);
}

/** The hours starting in [from, to). */
export const hoursBetween = (hours: WeatherHour[], from: number, to: number) =>
  hours.filter((h) => {
    const t = Date.parse(h.time);
    return t + HOUR > from && t < to;
  });
