/**
 * Tonight's sky for a place and a date: sunset, the three dusk twilights, the dawn twilights and
 * sunrise; the Moon's rise, set, phase and illumination; each planet's rise, transit, set and
 * magnitude. Searches by astronomy-engine (rise/set: the body's upper limb with standard
 * refraction, as the US Naval Observatory tabulates them; twilights: the Sun's centre at −6°,
 * −12°, −18° without refraction). "Tonight" runs from local mean noon of `date` for 24 hours; which
 * night is "tonight" at a given instant is `nightNotOver`'s answer.
 */
import {
  Body,
  Illumination,
  MoonPhase,
  Observer,
  SearchAltitude,
  SearchHourAngle,
  SearchRiseSet,
} from 'astronomy-engine';
import type { Site } from './sky-geometry.ts';

export interface TonightSun {
  sunset: string | null;
  civilDusk: string | null;
  nauticalDusk: string | null;
  astronomicalDusk: string | null;
  astronomicalDawn: string | null;
  nauticalDawn: string | null;
  civilDawn: string | null;
  sunrise: string | null;
}

export interface TonightPlanet {
  id: string;
  name: string;
  rise: string | null;
  transit: string | null;
  set: string | null;
  /** Altitude at transit (degrees). */
  transitAltitudeDeg: number | null;
  magnitude: number;
}

export interface Tonight {
  date: string;
  from: string;
  to: string;
  sun: TonightSun;
  moon: { rise: string | null; set: string | null; phaseDeg: number; phaseName: string; illumination: number };
  planets: TonightPlanet[];
}

const PLANETS: readonly [Body, string][] = [
  [Body.Mercury, 'mercury'],
  [Body.Venus, 'venus'],
  [Body.Mars, 'mars'],
  [Body.Jupiter, 'jupiter'],
  [Body.Saturn, 'saturn'],
  [Body.Uranus, 'uranus'],
  [Body.Neptune, 'neptune'],
];

const iso = (t: { date: Date } | null): string | null => (t ? t.date.toISOString() : null);

/** Local mean noon of a calendar date (YYYY-MM-DD) at longitude `lon`, in ms. */
export function localMeanNoon(date: string, lon: number): number {
  return Date.parse(`${date}T12:00:00Z`) - (lon / 15) * 3_600_000;
}

export function phaseName(deg: number): string {
  const names = [
    'New Moon',
    'Waxing crescent',
    'First quarter',
    'Waxing gibbous',
    'Full Moon',
    'Waning gibbous',
    'Last quarter',
    'Waning crescent',
  ];
  return names[Math.round((((deg % 360) + 360) % 360) / 45) % 8];
}

export function tonightSky(site: Site, date: string): Tonight {
  const obs = new Observer(site.lat, site.lon, site.heightKm * 1000);
  const start = new Date(localMeanNoon(date, site.lon));
  const midnight = new Date(start.getTime() + 12 * 3_600_000);
  const alt = (dir: number, deg: number) => iso(SearchAltitude(Body.Sun, obs, dir, start, 1, deg));
  const sun: TonightSun = {
    sunset: iso(SearchRiseSet(Body.Sun, obs, -1, start, 1)),
    civilDusk: alt(-1, -6),
    nauticalDusk: alt(-1, -12),
    astronomicalDusk: alt(-1, -18),
    astronomicalDawn: alt(+1, -18),
    nauticalDawn: alt(+1, -12),
    civilDawn: alt(+1, -6),
    sunrise: iso(SearchRiseSet(Body.Sun, obs, +1, start, 1)),
  };
  const phaseDeg = MoonPhase(midnight);
  const moon = {
    rise: iso(SearchRiseSet(Body.Moon, obs, +1, start, 1)),
    set: iso(SearchRiseSet(Body.Moon, obs, -1, start, 1)),
    phaseDeg: Math.round(phaseDeg * 10) / 10,
    phaseName: phaseName(phaseDeg),
    illumination: Math.round(Illumination(Body.Moon, midnight).phase_fraction * 1000) / 1000,
  };
  const planets = PLANETS.map(([body, id]): TonightPlanet => {
    const transit = SearchHourAngle(body, obs, 0, start, +1);
    const inWindow = transit.time.date.getTime() - start.getTime() < 86_400_000;
    return {
      id,
      name: String(body),
      rise: iso(SearchRiseSet(body, obs, +1, start, 1)),
      transit: inWindow ? transit.time.date.toISOString() : null,
      set: iso(SearchRiseSet(body, obs, -1, start, 1)),
      transitAltitudeDeg: inWindow ? Math.round(transit.hor.altitude * 10) / 10 : null,
      magnitude: Math.round(Illumination(body, midnight).mag * 10) / 10,
    };
  });
  return {
    date,
    from: start.toISOString(),
    to: new Date(start.getTime() + 86_400_000).toISOString(),
    sun,
    moon,
    planets,
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDate(ms: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(ms),
  );
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * "Tonight" at `now`: the night not yet over. Before today's sunrise at the place it is the night that began
 * yesterday evening; from sunrise on, the coming one. Where the Sun does not rise that morning (polar night), the
 * night ends at local mean noon. Returns that night's sky (its `date` is the evening's); `skyOf` lets a caller memoise.
 */
export function nightNotOver(
  site: Site,
  now: number,
  timeZone: string,
  skyOf: (date: string) => Tonight = (date) => tonightSky(site, date),
): Tonight {
  const today = localDate(now, timeZone);
  const yesterday = skyOf(addDays(today, -1));
  return now < Date.parse(yesterday.sun.sunrise ?? yesterday.to) ? yesterday : skyOf(today);
}
