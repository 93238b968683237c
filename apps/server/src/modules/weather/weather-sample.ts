/**
 * The bundled offline forecast, served when WEATHER_URL is "off" or cannot be reached; the API labels it
 * `source: "sample"` and the web app says so. It is not weather: a fixed week of cloud patterns (a clear night,
 * a partly cloudy one, an overcast and rainy one, fog at dawn…) laid on the calendar from today's 00:00 UTC,
 * so every part of the outlook can be seen offline. Values every three hours, interpolated between.
 */
import type { WeatherHour } from '@cosmos/contracts';

const HOUR = 3_600_000;

/** Per day, eight 3-hourly points (00, 03 … 21 UTC) of [low, mid, high cloud %, precipitation %, visibility km]. */
type Point = [number, number, number, number, number];
const WEEK: Point[][] = [
  // day 0: clear evening and night, high cloud in the afternoon
  [
    [0, 0, 5, 0, 40],
    [0, 0, 0, 0, 40],
    [5, 0, 0, 0, 30],
    [10, 5, 20, 0, 30],
    [10, 10, 40, 5, 30],
    [5, 5, 30, 5, 35],
    [0, 0, 10, 0, 40],
    [0, 0, 5, 0, 40],
  ],
  // day 1: partly cloudy night
  [
    [10, 20, 30, 5, 30],
    [20, 30, 20, 10, 25],
    [30, 30, 10, 10, 20],
    [40, 30, 10, 20, 20],
    [30, 40, 20, 20, 20],
    [30, 30, 30, 10, 25],
    [20, 30, 40, 10, 25],
    [25, 35, 30, 10, 25],
  ],
  // day 2: overcast with rain
  [
    [70, 60, 50, 40, 15],
    [85, 70, 60, 60, 10],
    [90, 80, 60, 80, 8],
    [90, 85, 70, 80, 8],
    [85, 80, 60, 70, 10],
    [80, 70, 50, 60, 12],
    [85, 75, 60, 70, 10],
    [90, 80, 70, 80, 8],
  ],
  // day 3: clearing from the evening, fog at dawn
  [
    [80, 60, 40, 40, 12],
    [60, 40, 30, 20, 6],
    [40, 20, 10, 10, 0.8],
    [30, 10, 10, 5, 3],
    [20, 10, 10, 5, 15],
    [10, 5, 5, 0, 25],
    [5, 0, 5, 0, 30],
    [0, 0, 0, 0, 35],
  ],
  // day 4: clear
  [
    [0, 0, 0, 0, 40],
    [0, 0, 0, 0, 40],
    [0, 0, 5, 0, 40],
    [5, 5, 10, 0, 40],
    [10, 10, 15, 0, 40],
    [5, 5, 10, 0, 40],
    [0, 0, 5, 0, 40],
    [0, 0, 0, 0, 40],
  ],
  // day 5: high thin cloud at night
  [
    [0, 10, 50, 0, 30],
    [0, 10, 60, 0, 30],
    [5, 10, 50, 0, 30],
    [10, 10, 40, 5, 30],
    [10, 20, 40, 5, 30],
    [10, 20, 50, 5, 30],
    [5, 20, 60, 5, 30],
    [0, 10, 60, 0, 30],
  ],
  // day 6: showers
  [
    [40, 30, 20, 50, 20],
    [50, 40, 30, 60, 15],
    [40, 30, 30, 40, 20],
    [30, 30, 20, 30, 20],
    [50, 40, 30, 50, 15],
    [40, 30, 20, 40, 20],
    [20, 20, 20, 20, 25],
    [10, 10, 10, 10, 30],
  ],
];
const POINTS = WEEK.flat();

function at(i: number, frac: number): Point {
  const a = POINTS[((i % POINTS.length) + POINTS.length) % POINTS.length];
  const b = POINTS[(((i + 1) % POINTS.length) + POINTS.length) % POINTS.length];
  return a.map((v, k) => v + (b[k] - v) * frac) as Point;
}

/** The sample's hours from yesterday 00:00 UTC for `days` + 1 days. */
export function sampleForecast(now: number, days = 8): WeatherHour[] {
  const day0 = Math.floor(now / 86_400_000) * 86_400_000;
  const hours: WeatherHour[] = [];
  for (let h = -24; h < days * 24; h++) {
    const step = h / 3;
    const [low, mid, high, rain, visKm] = at(Math.floor(step), step - Math.floor(step)).map(
      (v) => Math.round(v * 10) / 10,
    );
    const l = Math.round(low);
    const m = Math.round(mid);
    const hi = Math.round(high);
    hours.push({
      time: new Date(day0 + h * HOUR).toISOString(),
      cloudLowPct: l,
      cloudMidPct: m,
      cloudHighPct: hi,
      cloudTotalPct: 100 - Math.round(((100 - l) * (100 - m) * (100 - hi)) / 10_000),
      precipitationProbabilityPct: Math.round(rain),
      visibilityM: Math.round(visKm * 1000),
    });
  }
  return hours;
}
