/** Observing places: the user's saved places (one default) and the offline place search. */
import {
  CoordinatesQuery,
  CreateLocationBody,
  CreatePlaceBody,
  LocationIdParam,
  ObservingLocation,
  Place,
  PlaceIdParam,
  PlaceSearchQuery,
  PlaceSuggestion,
  TimeZoneAnswer,
  UpdateLocationBody,
  UpdatePlaceBody,
  type Place as PlaceT,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { searchGazetteer } from './gazetteer.ts';
import * as service from './places.service.ts';

const tags = ['places'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function placesRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/places',
    {
      ...opts,
      schema: {
        tags,
        security,
        response: { 200: z.array(Place), ...problems(401) },
        description: 'Saved observing places, oldest first. The default one drives every sky screen, alert and feed.',
      },
    },
    async (req) => service.listPlaces(ctx, requireUser(req).id),
  );

  app.post(
    '/api/places',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: CreatePlaceBody,
        response: { 201: Place, ...problems(400, 401, 409) },
        description:
          'Saves a place. Without `timeZone` it is looked up from the coordinates. The first place becomes the default; `isDefault: true` moves the default here. At most 20.',
      },
    },
    async (req, reply) => reply.code(201).send(await service.createPlace(ctx, requireUser(req).id, req.body)),
  );

  app.patch(
    '/api/places/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: PlaceIdParam,
        body: UpdatePlaceBody,
        response: { 200: Place, ...problems(400, 401, 404) },
        description:
          'Renames, moves or makes a place the default (`isDefault: true`); moving it looks up its time zone again.',
      },
    },
    async (req) => service.updatePlace(ctx, requireUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/api/places/:id',
    {
      ...opts,
      schema: { tags, security, params: PlaceIdParam, response: { 204: z.null(), ...problems(400, 401, 404) } },
    },
    async (req, reply) => {
      await service.deletePlace(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/places/search',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: PlaceSearchQuery,
        response: { 200: z.array(PlaceSuggestion), ...problems(400, 401) },
        description:
          'Towns and cities (GeoNames cities1000, offline) whose name in any language starts with `q` ("Lisboa", "Lisbon", "Lissabon"), most populous first, with coordinates, elevation and time zone.',
      },
    },
    async (req) => searchGazetteer(req.query.q, req.query.limit),
  );

  app.get(
    '/api/places/timezone',
    {
      ...opts,
      schema: {
        tags,
        security,
        querystring: CoordinatesQuery,
        response: { 200: TimeZoneAnswer, ...problems(400, 401) },
        description: 'The IANA time zone at a point (a map pick or the browser’s position), from tz-lookup.',
      },
    },
    async (req) => ({ timeZone: service.timeZoneAt(req.query.latitude, req.query.longitude) }),
  );

  // ── /api/sky/locations: the same places in the old shape (API clients; deprecated, the web uses /api/places) ──
  const legacy = 'Deprecated alias of /api/places (altitudeM is elevationM, 0 when not given).';
  const asLocation = (p: PlaceT) => ({ ...p, altitudeM: p.elevationM ?? 0 });
  app.get(
    '/api/sky/locations',
    {
      ...opts,
      schema: { tags, security, description: legacy, response: { 200: z.array(ObservingLocation), ...problems(401) } },
    },
    async (req) => (await service.listPlaces(ctx, requireUser(req).id)).map(asLocation),
  );
  app.post(
    '/api/sky/locations',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: legacy,
        body: CreateLocationBody,
        response: { 201: ObservingLocation, ...problems(400, 401, 409) },
      },
    },
    async (req, reply) => {
      const { altitudeM, ...rest } = req.body;
      const place = await service.createPlace(ctx, requireUser(req).id, { ...rest, elevationM: altitudeM });
      return reply.code(201).send(asLocation(place));
    },
  );
  app.patch(
    '/api/sky/locations/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: legacy,
        params: LocationIdParam,
        body: UpdateLocationBody,
        response: { 200: ObservingLocation, ...problems(400, 401, 404) },
      },
    },
    async (req) => {
      const { altitudeM, ...rest } = req.body;
      return asLocation(
        await service.updatePlace(ctx, requireUser(req).id, req.params.id, { ...rest, elevationM: altitudeM }),
      );
    },
  );
  app.delete(
    '/api/sky/locations/:id',
    {
      ...opts,
      schema: {
        tags,
        security,
        description: legacy,
        params: LocationIdParam,
        response: { 204: z.null(), ...problems(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await service.deletePlace(ctx, requireUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
