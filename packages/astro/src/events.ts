/**
 * Upcoming sky events from astronomy-engine searches: Moon quarters, global solar and lunar
 * eclipses, oppositions of the outer planets, inferior/superior conjunctions of Mercury and Venus,
 * and close planet–planet approaches (daily angular-separation minima, refined to the hour).
 */
import {
  AngleBetween,
  Body,
  GeoVector,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  NextMoonQuarter,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SearchMoonQuarter,
  SearchRelativeLongitude,
} from 'astronomy-engine';

export type MoonPhase = 'newMoon' | 'firstQuarter' | 'fullMoon' | 'lastQuarter';
export type EventPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

/**
 * What an event is, as data: its kind and figures (rounded as the English text shows them), so that
 * whoever writes it for a reader (server texts in four languages) needs no parsing of the English.
 */
export type SkyEventAbout =
  | { kind: 'moonPhase'; phase: MoonPhase }
  | {
      kind: 'solarEclipse';
      eclipse: 'partial' | 'annular' | 'total' | 'hybrid';
      /** Where the eclipse is greatest (degrees, one decimal), when astronomy-engine gives it. */
      greatest: { lat: number; lon: number } | null;
    }
  /** `totalMinutes`: length of the total phase, whole minutes; null when there is none. */
  | { kind: 'lunarEclipse'; eclipse: 'penumbral' | 'partial' | 'total'; totalMinutes: number | null }
  | { kind: 'opposition' | 'inferiorConjunction' | 'superiorConjunction'; body: EventPlanet }
  /** Two planets' daily separation minimum below CLOSE_APPROACH_DEG (degrees, two decimals). */
  | { kind: 'closeApproach'; bodies: [EventPlanet, EventPlanet]; separationDeg: number };

export interface SkyEvent {
  id: string;
  kind: 'event' | 'update' | 'alert';
  /** English; readers get the text of `about` in their language (server lib/i18n, skyEvents.*). */
  title: string;
  /** ISO 8601 UTC. */
  date: string;
  detail: string;
  about: SkyEventAbout;
}

const QUARTERS = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const;
const PHASES: readonly MoonPhase[] = ['newMoon', 'firstQuarter', 'fullMoon', 'lastQuarter'];
const DAY = 86_400_000;
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const mk = (kind: SkyEvent['kind'], title: string, date: Date, detail: string, about: SkyEventAbout): SkyEvent => ({
  id: `${slug(title)}-${date.toISOString().slice(0, 16).replace(/:/g, '')}`,
  kind,
  title,
  date: date.toISOString(),
  detail,
  about,
});
const round = (v: number, digits: number): number => Number(v.toFixed(digits));

/** All events in [from, from + days), sorted by date. */
export function upcomingEvents(from: Date, days: number): SkyEvent[] {
  const end = from.getTime() + days * DAY;
  const out: SkyEvent[] = [
    ...moonQuarters(from, end),
    ...solarEclipses(from, end),
    ...lunarEclipses(from, end),
    ...oppositionsAndConjunctions(from, end),
    ...closeApproaches(from, end),
  ];
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

function moonQuarters(from: Date, end: number): SkyEvent[] {
  const out: SkyEvent[] = [];
  for (let mq = SearchMoonQuarter(from); mq.time.date.getTime() < end; mq = NextMoonQuarter(mq)) {
    out.push(
      mk('event', QUARTERS[mq.quarter], mq.time.date, `Moon phase: ${QUARTERS[mq.quarter].toLowerCase()}`, {
        kind: 'moonPhase',
        phase: PHASES[mq.quarter],
      }),
    );
  }
  return out;
}

function solarEclipses(from: Date, end: number): SkyEvent[] {
  const out: SkyEvent[] = [];
  for (let e = SearchGlobalSolarEclipse(from); e.peak.date.getTime() < end; e = NextGlobalSolarEclipse(e.peak)) {
    const greatest =
      e.latitude !== undefined && e.longitude !== undefined
        ? { lat: round(e.latitude, 1), lon: round(e.longitude, 1) }
        : null;
    const where = greatest ? ` Greatest eclipse at ${greatest.lat.toFixed(1)}°, ${greatest.lon.toFixed(1)}°.` : '';
    out.push(
      mk('alert', `${cap(e.kind)} solar eclipse`, e.peak.date, `Global ${e.kind} solar eclipse.${where}`, {
        kind: 'solarEclipse',
        eclipse: e.kind as 'partial' | 'annular' | 'total' | 'hybrid',
        greatest,
      }),
    );
  }
  return out;
}

function lunarEclipses(from: Date, end: number): SkyEvent[] {
  const out: SkyEvent[] = [];
  for (let e = SearchLunarEclipse(from); e.peak.date.getTime() < end; e = NextLunarEclipse(e.peak)) {
    const totalMinutes = e.sd_total > 0 ? round(2 * e.sd_total, 0) : null;
    out.push(
      mk(
        'alert',
        `${cap(e.kind)} lunar eclipse`,
        e.peak.date,
        `${cap(e.kind)} lunar eclipse, total phase ${totalMinutes !== null ? `${totalMinutes} min` : 'none'}.`,
        { kind: 'lunarEclipse', eclipse: e.kind as 'penumbral' | 'partial' | 'total', totalMinutes },
      ),
    );
  }
  return out;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Repeated SearchRelativeLongitude from `from` until `end` (each hit restarts a day later). */
function relLonHits(body: Body, target: number, from: Date, end: number): Date[] {
  const hits: Date[] = [];
  let t = from;
  for (let i = 0; i < 50; i++) {
    const hit = SearchRelativeLongitude(body, target, t).date;
    if (hit.getTime() >= end) break;
    hits.push(hit);
    t = new Date(hit.getTime() + DAY);
  }
  return hits;
}

function oppositionsAndConjunctions(from: Date, end: number): SkyEvent[] {
  const out: SkyEvent[] = [];
  for (const body of [Body.Mars, Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune]) {
    for (const d of relLonHits(body, 0, from, end))
      out.push(
        mk('event', `${body} at opposition`, d, `${body} opposite the Sun: closest and brightest, visible all night.`, {
          kind: 'opposition',
          body: body as EventPlanet,
        }),
      );
  }
  for (const body of [Body.Mercury, Body.Venus]) {
    for (const d of relLonHits(body, 0, from, end))
      out.push(
        mk('update', `${body} inferior conjunction`, d, `${body} passes between Earth and Sun.`, {
          kind: 'inferiorConjunction',
          body: body as EventPlanet,
        }),
      );
    for (const d of relLonHits(body, 180, from, end))
      out.push(
        mk('update', `${body} superior conjunction`, d, `${body} passes behind the Sun.`, {
          kind: 'superiorConjunction',
          body: body as EventPlanet,
        }),
      );
  }
  return out;
}

const PAIRS: readonly [Body, Body][] = [
  [Body.Venus, Body.Jupiter],
  [Body.Venus, Body.Saturn],
  [Body.Venus, Body.Mars],
  [Body.Mars, Body.Jupiter],
  [Body.Mars, Body.Saturn],
  [Body.Jupiter, Body.Saturn],
];
/** Separation below which a minimum is reported as a close approach (degrees). */
export const CLOSE_APPROACH_DEG = 3;

function sep(a: Body, b: Body, t: number): number {
  const d = new Date(t);
  return AngleBetween(GeoVector(a, d, true), GeoVector(b, d, true));
}

function closeApproaches(from: Date, end: number): SkyEvent[] {
  const out: SkyEvent[] = [];
  for (const [a, b] of PAIRS) {
    let t0 = from.getTime() - DAY;
    let s0 = sep(a, b, t0);
    let t1 = from.getTime();
    let s1 = sep(a, b, t1);
    for (let t2 = t1 + DAY; t2 < end + DAY; t2 += DAY) {
      const s2 = sep(a, b, t2);
      if (s1 < s0 && s1 <= s2 && s1 < CLOSE_APPROACH_DEG) {
        // Ternary search inside [t0, t2] to ~1 hour.
        let lo = t0;
        let hi = t2;
        while (hi - lo > 3_600_000) {
          const m1 = lo + (hi - lo) / 3;
          const m2 = hi - (hi - lo) / 3;
          if (sep(a, b, m1) < sep(a, b, m2)) hi = m2;
          else lo = m1;
        }
        const tm = (lo + hi) / 2;
        if (tm >= from.getTime() && tm < end) {
          const separationDeg = round(sep(a, b, tm), 2);
          out.push(
            mk('event', `${a}–${b} conjunction`, new Date(tm), `${a} and ${b} ${separationDeg.toFixed(2)}° apart.`, {
              kind: 'closeApproach',
              bodies: [a as EventPlanet, b as EventPlanet],
              separationDeg,
            }),
          );
        }
      }
      t0 = t1;
      s0 = s1;
      t1 = t2;
      s1 = s2;
    }
  }
  return out;
}
