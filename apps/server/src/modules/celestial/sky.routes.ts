/** Ground-station views of the sky: passes, what is overhead now, and Home's upcoming events. */
import { upcomingEvents, type SkyEvent as AstroEvent } from '@cosmos/astro';
import { SkyEvent, SkyPassesQuery, SkyPassesResponse, StationSummary, formatPass } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import type { App } from '../../lib/route-types.ts';
import { problems } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { magnitudeOf } from '../../sky/satellite-info.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { catalogStatus } from '../catalog/catalog.service.ts';
import { userLanguage } from '../settings/settings.service.ts';
import { skyEventText } from '../../sky/event-text.ts';
import { defaultPlace } from '../places/places.service.ts';
import { presentStation, station as observerStation } from '../observer/observer.service.ts';

const tags = ['sky'];
const security = [{ bearer: [] }];
const HOUR = 3600_000;

/** The place a user observes from (their default place), or null. */
const stationOf = (ctx: AppContext, userId: string) => defaultPlace(ctx, userId);

/** Sky events change slowly and cost ~100 ms to search; one computation per hour serves every user. */
let eventsCache: { hour: number; events: AstroEvent[] } | null = null;
function skyEvents(now: number): AstroEvent[] {
  const hour = Math.floor(now / HOUR);
  if (eventsCache?.hour !== hour) eventsCache = { hour, events: upcomingEvents(new Date(hour * HOUR), 60) };
  return eventsCache.events.filter((e) => Date.parse(e.date) >= now);
}

export async function skyRoutes(app: App, ctx: AppContext, engine: SkyEngine, ticker: SkyTicker) {
  app.get(
    '/api/sky/passes',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        querystring: SkyPassesQuery,
        description:
          "Passes of a satellite over the user's observing place (`locationId`, else their default place): rise, culmination and set with azimuth and elevation, whether the pass is visible (sunlit, above 10°, Sun below −6°), its brightest magnitude, the Sun's altitude, Earth-shadow entries and a 10 s track. `visible=true` keeps only visible passes. Model: docs/features/observing.md. 409 when the user has saved no place.",
        response: { 200: SkyPassesResponse, ...problems(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const entry = engine.get(req.query.id);
      if (!entry || entry.kind !== 'sat') throw notFound('Satellite');
      const station = await observerStation(ctx, user.id, req.query.locationId);
      const passes = await ticker.passes(
        entry.ref,
        station,
        Date.now(),
        req.query.days,
        req.query.minElevation,
        req.query.visible,
      );
      return {
        id: entry.id,
        name: entry.name,
        source: entry.ref.source,
        station: presentStation(station),
        standardMagnitude: magnitudeOf(entry.ref),
        passes,
      };
    },
  );

  app.get(
    '/api/sky/station',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        description:
          "Satellite Data figures for the user's ground station: satellites above the horizon now, the strongest link (signal %, latency ms from slant range) and the best signal over the last 24 h at 4-hour points. Signal model: packages/astro observer.ts signalStrength.",
        response: { 200: StationSummary, ...problems(401) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const catalog = await catalogStatus(ctx, engine);
      const place = await stationOf(ctx, user.id);
      const station = place && { lat: place.lat, lon: place.lon };
      const now = Date.now();
      if (!station)
        return {
          at: new Date(now).toISOString(),
          catalog,
          station: null,
          aboveHorizon: null,
          best: null,
          visible: [],
          series: [],
        };
      // Seven points over the last 24 h (the spec's 00:00…24:00 labels), the last one being now.
      const times = Array.from({ length: 7 }, (_, i) => now - (6 - i) * 4 * HOUR);
      const look = await ticker.look(station, times);
      const series = look.map((l, i) => ({
        name: new Date(times[i]).toISOString().slice(11, 16),
        time: new Date(times[i]).toISOString(),
        signal: Math.round(l.bestSignal * 10) / 10,
      }));
      const current = look[look.length - 1];
      return {
        at: new Date(now).toISOString(),
        catalog,
        station,
        aboveHorizon: current.aboveHorizon,
        best: current.visible[0] ?? null,
        visible: current.visible,
        series,
      };
    },
  );

  app.get(
    '/api/events/upcoming',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        description:
          "Three upcoming events computed from ephemerides (Moon phases, eclipses, oppositions, conjunctions) and the next visible ISS pass over the user's ground station. `title` and `detail` are in the user's Settings language; `about` states what a computed event is as data (kind and figures).",
        response: { 200: z.array(SkyEvent), ...problems(401) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const now = Date.now();
      // Written in the reader's Settings language here, like the ISS pass below (why: sky/event-text.ts).
      const lang = await userLanguage(ctx, user.id);
      const events: SkyEvent[] = skyEvents(now)
        .slice(0, 3)
        .map((e) => ({ id: e.id, kind: e.kind, date: e.date, ...skyEventText(e.about, lang), about: e.about }));
      const station = await stationOf(ctx, user.id);
      const iss = engine.get('sat-25544');
      if (station && iss?.kind === 'sat') {
        const [pass] = await ticker.passes(iss.ref, station, now, 3, 10, true);
        if (pass?.visibleSegment) {
          // Dated and ended by the visible part, written by the one pass formatter (ADR 0011).
          const { start, end } = pass.visibleSegment;
          events.unshift({
            id: `iss-pass-${start.time.slice(0, 16).replace(/:/g, '')}`,
            kind: 'update',
            title: t(lang, 'pass.issEventTitle'),
            date: start.time,
            end: end.time,
            detail: t(lang, iss.ref.source === 'nominal' ? 'pass.issEventDetailNominal' : 'pass.issEventDetail', {
              pass: formatPass(pass, { timeZone: station.timeZone, lang, zoneName: true }),
            }),
          });
        }
      }
      return events.sort((a, b) => a.date.localeCompare(b.date)).slice(0, 3);
    },
  );
}
