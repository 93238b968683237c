/** The observer's sky: tonight's Sun, Moon and planets, brightest passes tonight, followed satellites. */
import {
  BrightestPasses,
  CreateLocationBody,
  GroundTrack,
  GroundTrackQuery,
  IdentifyQuery,
  IdentifyResponse,
  FollowedSatellite,
  LocationIdParam,
  LocationQuery,
  ObservingLocation,
  SatelliteIdParam,
  Tonight,
  TonightQuery,
  UpdateLocationBody,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { groundTrack } from './ground-track.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
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
    '/api/sky/follows',
    {
      ...opts,
      schema: {
        tags,
        security,
        response: { 200: z.array(FollowedSatellite), ...problems(401) },
        description: 'Satellites the user follows: their visible passes are announced when ISS pass alerts are on.',
      },
    },
    async (req) => service.listFollowed(ctx, engine, requireUser(req).id),
  );

  app.put(
    '/api/sky/follows/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: SatelliteIdParam,
        response: { 200: z.array(FollowedSatellite), ...problems(400, 401, 404) },
      },
    },
    async (req) => service.follow(ctx, engine, requireUser(req).id, req.params.id),
  );

  app.delete(
    '/api/sky/follows/:id',
    {
      ...opts,
      schema: { tags, security, params: SatelliteIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.unfollow(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/sky/locations',
    {
      ...opts,
      schema: {
        tags,
        security,
        response: { 200: z.array(ObservingLocation), ...problems(401) },
        description: 'Saved observing locations, oldest first; one is the default.',
      },
    },
    async (req) => service.listLocations(ctx, requireUser(req).id),
  );

  app.post(
    '/api/sky/locations',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: CreateLocationBody,
        response: { 201: ObservingLocation, ...problems(400, 401, 409) },
        description:
          'Saves a location; its time zone is looked up from the coordinates. The first one becomes the default. At most 20.',
      },
    },
    async (req, reply) => reply.code(201).send(await service.createLocation(ctx, requireUser(req).id, req.body)),
  );

  app.patch(
    '/api/sky/locations/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: LocationIdParam,
        body: UpdateLocationBody,
        response: { 200: ObservingLocation, ...problems(400, 401, 404) },
      },
    },
    async (req) => service.updateLocation(ctx, requireUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/api/sky/locations/:id',
    {
      ...opts,
      schema: { tags, security, params: LocationIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.deleteLocation(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
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
}
