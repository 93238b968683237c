/**
 * The major annual meteor showers (those the International Meteor Organization's calendar lists with a
 * ZHR of 10 or more): when each peaks in a given year, how strong it is and where its radiant is.
 * A shower returns when the Earth crosses the meteoroid stream, that is at a fixed solar longitude
 * (IMO publishes it for equinox J2000.0), so the peak date of any year is found by searching that
 * longitude with astronomy-engine (which works in the true equinox of date: precession is added).
 */
import { Body, Illumination, SearchSunLongitude } from 'astronomy-engine';

export type MeteorShowerId =
  | 'quadrantids'
  | 'lyrids'
  | 'eta-aquariids'
  | 'southern-delta-aquariids'
  | 'perseids'
  | 'draconids'
  | 'orionids'
  | 'leonids'
  | 'geminids'
  | 'ursids';

export interface MeteorShower {
  id: MeteorShowerId;
  /** IMO's three-letter code. */
  code: string;
  /** Solar longitude of the peak, degrees, equinox J2000.0. */
  peakSolarLongitude: number;
  /** Zenithal hourly rate at the peak: meteors an hour for one observer under a dark sky with the radiant overhead. */
  zhr: number;
  /** Radiant at the peak, degrees (J2000). */
  radiantRaDeg: number;
  radiantDecDeg: number;
  /** IAU constellation of the radiant. */
  radiantConstellation: string;
  /** Geocentric entry speed, km/s. */
  speedKmS: number;
  /** Activity period as month-day (MM-DD), first and last. */
  active: [string, string];
}

/**
 * IMO Meteor Shower Calendar, working list of visual meteor showers (major showers): peak solar longitude,
 * ZHR, radiant, speed and activity period as tabulated there.
 */
export const METEOR_SHOWERS: readonly MeteorShower[] = [
  {
    id: 'quadrantids',
    code: 'QUA',
    peakSolarLongitude: 283.15,
    zhr: 80,
    radiantRaDeg: 230,
    radiantDecDeg: 49,
    radiantConstellation: 'Boo',
    speedKmS: 41,
    active: ['12-28', '01-12'],
  },
  {
    id: 'lyrids',
    code: 'LYR',
    peakSolarLongitude: 32.32,
    zhr: 18,
    radiantRaDeg: 271,
    radiantDecDeg: 34,
    radiantConstellation: 'Lyr',
    speedKmS: 49,
    active: ['04-14', '04-30'],
  },
  {
    id: 'eta-aquariids',
    code: 'ETA',
    peakSolarLongitude: 45.5,
    zhr: 50,
    radiantRaDeg: 338,
    radiantDecDeg: -1,
    radiantConstellation: 'Aqr',
    speedKmS: 66,
    active: ['04-19', '05-28'],
  },
  {
    id: 'southern-delta-aquariids',
    code: 'SDA',
    peakSolarLongitude: 127,
    zhr: 25,
    radiantRaDeg: 340,
    radiantDecDeg: -16,
    radiantConstellation: 'Aqr',
    speedKmS: 41,
    active: ['07-12', '08-23'],
  },
  {
    id: 'perseids',
    code: 'PER',
    peakSolarLongitude: 140.0,
    zhr: 100,
    radiantRaDeg: 48,
    radiantDecDeg: 58,
    radiantConstellation: 'Per',
    speedKmS: 59,
    active: ['07-17', '08-24'],
  },
  {
    id: 'draconids',
    code: 'DRA',
    peakSolarLongitude: 195.4,
    zhr: 10,
    radiantRaDeg: 262,
    radiantDecDeg: 54,
    radiantConstellation: 'Dra',
    speedKmS: 20,
    active: ['10-06', '10-10'],
  },
  {
    id: 'orionids',
    code: 'ORI',
    peakSolarLongitude: 208,
    zhr: 20,
    radiantRaDeg: 95,
    radiantDecDeg: 16,
    radiantConstellation: 'Ori',
    speedKmS: 66,
    active: ['10-02', '11-07'],
  },
  {
    id: 'leonids',
    code: 'LEO',
    peakSolarLongitude: 235.27,
    zhr: 15,
    radiantRaDeg: 152,
    radiantDecDeg: 22,
    radiantConstellation: 'Leo',
    speedKmS: 71,
    active: ['11-06', '11-30'],
  },
  {
    id: 'geminids',
    code: 'GEM',
    peakSolarLongitude: 262.2,
    zhr: 150,
    radiantRaDeg: 112,
    radiantDecDeg: 33,
    radiantConstellation: 'Gem',
    speedKmS: 35,
    active: ['12-04', '12-20'],
  },
  {
    id: 'ursids',
    code: 'URS',
    peakSolarLongitude: 270.7,
    zhr: 10,
    radiantRaDeg: 217,
    radiantDecDeg: 76,
    radiantConstellation: 'UMi',
    speedKmS: 33,
    active: ['12-17', '12-26'],
  },
];

const DAY = 86_400_000;
const J2000 = Date.UTC(2000, 0, 1, 12);
/** General precession in ecliptic longitude, degrees per Julian century (IAU 1976). */
const PRECESSION_DEG_PER_CENTURY = 1.396971;

/** A J2000 solar longitude expressed in the true equinox of `t`'s date (what astronomy-engine searches). */
const ofDate = (lonJ2000: number, t: Date) =>
  (lonJ2000 + (PRECESSION_DEG_PER_CENTURY * (t.getTime() - J2000)) / (36_525 * DAY) + 360) % 360;

/** The first peak of `shower` after `from` (within a year), as an instant. */
export function meteorShowerPeakAfter(shower: MeteorShower, from: Date): Date {
  // astronomy-engine's search can step over a crossing when given a whole year: month-long windows, where the Sun's
  // longitude only grows, find the first one.
  for (let start = from.getTime(); start < from.getTime() + 370 * DAY; start += 30 * DAY) {
    const t = new Date(start);
    const hit = SearchSunLongitude(ofDate(shower.peakSolarLongitude, t), t, 30);
    // Precession moves the equinox by seconds of arc a year: the target is taken again at the date found.
    if (hit) return SearchSunLongitude(ofDate(shower.peakSolarLongitude, hit.date), t, 31)?.date ?? hit.date;
  }
  throw new Error(`no solar longitude ${shower.peakSolarLongitude} within a year`);
}

export interface MeteorShowerPeak {
  shower: MeteorShower;
  peak: Date;
  /** Fraction of the Moon's disc lit at the peak (0–1): a bright Moon hides the fainter meteors. */
  moonIllumination: number;
}

/**
 * The showers in the order of their next peak after `from`. A shower whose peak was less than `graceDays`
 * ago is still the current one (its peak night is about to end or has just ended) and comes first.
 */
export function upcomingMeteorShowers(from: Date, graceDays = 1): MeteorShowerPeak[] {
  const start = new Date(from.getTime() - graceDays * DAY);
  return METEOR_SHOWERS.map((shower) => {
    const peak = meteorShowerPeakAfter(shower, start);
    return { shower, peak, moonIllumination: Illumination(Body.Moon, peak).phase_fraction };
  }).sort((a, b) => a.peak.getTime() - b.peak.getTime());
}

/** The next peak of one shower (or of the next shower when `id` is absent). */
export function nextMeteorShower(from: Date, id?: MeteorShowerId): MeteorShowerPeak {
  const all = upcomingMeteorShowers(from);
  return (id && all.find((p) => p.shower.id === id)) || all[0]!;
}
