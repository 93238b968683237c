/**
 * The observer's sky: tonight's Sun, Moon and planets, brightest passes tonight, "What was that?". Places and follows
 * have their own modules (places, follows), which also answer the old /api/sky/locations and /api/sky/follows paths.
 */
import {
  BrightestPasses,
  GroundTrack,
  GroundTrackQuery,
  IdentifyQuery,
  IdentifyResponse,
  LocationQuery,
  SatelliteIdParam,
  Tonight,
  TonightQuery,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { groundTrack } from './ground-track.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
import { fieldPlannerRoutes } from './field-planner.routes.ts';
import { limitBoth } from './observer-limits.ts';
import * as service from './observer.service.ts';

const tags = ['sky'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function observerRoutes(app: App, ctx: AppContext, engine: SkyEngine, ticker: SkyTicker) {
  app.get(
    '/api/sky/tonight',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: TonightQuery,
        response: { 200: Tonight, ...problems(400, 401, 404, 409) },
        description:
          "Sunset, twilights and sunrise; the Moon's rise, set, phase and illumination; each planet's rise, transit, set and magnitude — for the user's station and the evening of `date` (default: this evening there). 409 without a location.",
      },
    },
    async (req) => service.tonight(ctx, requireUser(req).id, req.query),
  );

  app.get(
    '/api/sky/brightest',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: LocationQuery,
        response: { 200: BrightestPasses, ...problems(400, 401, 404, 409, 429) },
        description:
          "The brightest visible passes of any catalogue satellite over the user's station in the coming night (dusk to dawn), brightest first. Computed in the sky worker and cached per place (0.1°) and hour. Rate limited per user and per address (429 with Retry-After).",
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitBoth(ctx, reply, 'brightest', userId, req.ip);
      return service.brightest(ctx, engine, ticker, userId, req.query.locationId);
    },
  );

  app.get(
    '/api/celestial-data/:id/track',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: SatelliteIdParam,
        querystring: GroundTrackQuery,
        response: { 200: GroundTrack, ...problems(400, 401, 404) },
        description:
          'Ground track of a satellite: geodetic points {time, lat, lon, altKm} from `from` to `to` every `stepSeconds` (at most 2,000 points).',
      },
    },
    async (req) => groundTrack(engine, req.params.id, req.query),
  );

  app.get(
    '/api/sky/identify',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: IdentifyQuery,
        response: { 200: IdentifyResponse, ...problems(400, 401, 404, 409, 429) },
        description:
          '"What was that?": satellites that passed within `radiusDeg` of the direction (azimuthDeg, elevationDeg) at `at` ± `windowSeconds`, seen from the observing location, closest first, with their track and predicted brightness. Rate limited per user and per address (429 with Retry-After).',
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitBoth(ctx, reply, 'identify', userId, req.ip);
      return service.identifyAt(ctx, ticker, userId, req.query);
    },
  );

  await calendarFeedRoutes(app, ctx, engine, ticker);
  await fieldPlannerRoutes(app, ctx, engine, ticker);
}
