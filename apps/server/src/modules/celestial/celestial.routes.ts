import {
  CatalogueFacets,
  CatalogueFilters,
  CelestialListQuery,
  CelestialObject,
  CelestialOneQuery,
  STREAM_FPS,
  StreamRequest,
  StreamResponse,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { problems } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { findEntry, getObject, listObjectsJson } from './celestial.service.ts';
import { FacetsCache, catalogueFacets } from '../../sky/catalogue-search.ts';
import { onlyKnownParameters } from './known-parameters.ts';
import { ComputeBudget, SKY_COMPUTE_POLICY } from './compute-budget.ts';
import { closeSessionStreams, createStreamToken, MAX_STREAMS_PER_USER, openStream } from './celestial.stream.ts';

const tags = ['celestial'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string().max(100) });

export const SCENE_DOC = `\`position\` is the 3D scene coordinate (packages/astro scene.ts), not a physical one:
satellites 1 unit = 1000 km (TEME axes; Earth radius 6.378 units); Sun, planets, moons, asteroids and comets
1 unit = 0.1 AU (heliocentric J2000 equatorial axes); stars and deep-sky objects lie along their RA/Dec
direction at radius 100 + 20·log10(distance in ly). \`state\` carries the physical values in full double precision:
TEME km and km/s for satellites (plus geodetic lat/lon deg and alt_km), HELIO_EQJ2000 AU and AU/day for solar-system
bodies, ICRS ra_deg/dec_deg/distance_ly for stars and deep-sky objects.`;

export const REALTIME_DOC = `**Live updates (socket.io, path /socket.io).** Emit \`subscribe\` / \`unsubscribe\` with a channel name; the server
emits \`celestialDataUpdate\` every second on Pro and Enterprise, at each 15-minute boundary on Basic. Channels:
- \`celestial\` — the 3D view's channel: every Sun/planet/moon/asteroid/comet that moved, plus satellites in a rotating
  window of 500 per send (the whole catalogue every ceil(N/500) s). Payload \`{at, lastUpdated, channel, objects: [{id, position, r, v}]}\`.
- \`celestial:type:<type>\` (\`planet\`, \`moon\`, \`star\` (the Sun), \`asteroid\`, \`comet\`, \`satellite\`) — that type only, compact:
  \`{at, lastUpdated, channel, ids: [...], position: [x0,y0,z0, x1,…], r: [...], v: [...]}\` (3 numbers per id, in ids order);
  satellites rotate through 2,000 per send.
- \`celestial:{id}\` — one object (\`objects\` form); subscribe several for an explicit list. Unknown ids and types are refused.
On subscribe to \`celestial\` or a non-satellite type channel the current bodies are sent at once; after that only what moved
(by at least the rounding unit). Rounding: satellites r 0.1 km, v 0.1 m/s, position 1e-4 units; solar system r 1e-6 AU,
v 1e-8 AU/day, position 1e-5 units. Stars and deep-sky objects do not move and are not sent by ticks.`;

export async function celestialRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  // A stream must not outlive the session that opened it.
  const offSignedOut = ctx.events.on('user.signedOut', ({ userId, sessionId }) =>
    closeSessionStreams(userId, sessionId),
  );
  app.addHook('onClose', async () => offSignedOut());
  const budget = new ComputeBudget();

  // The filter bars ask the same few questions (mostly: no filter at all); a catalogue version answers them once.
  const facetsCache = new FacetsCache();
  const FacetsQuery = CatalogueFilters.extend({ q: CelestialListQuery.shape.q });
  app.get(
    '/api/celestial-data/facets',
    {
      preHandler: authenticated,
      preValidation: onlyKnownParameters(FacetsQuery),
      schema: {
        tags,
        security,
        querystring: FacetsQuery,
        description:
          'Counts of satellites per object type, orbit class, group, owner (30 most frequent) and decayed state, over the satellites matching `q` and the filters of GET /api/celestial-data. Each dimension is counted with every filter except its own, so a chosen value still shows its alternatives.',
        response: { 200: CatalogueFacets, ...problems(400, 401) },
      },
    },
    async (req) =>
      facetsCache.get(engine.version, req.query, () =>
        catalogueFacets(engine.satellitesMatching(req.query.q), req.query),
      ),
  );

  app.get(
    '/api/celestial-data',
    {
      preHandler: authenticated,
      preValidation: onlyKnownParameters(CelestialListQuery),
      schema: {
        tags,
        security,
        querystring: CelestialListQuery,
        description: `Objects at \`at\` (default now), in a stable order: solar system, small bodies, stars, deep sky, satellites by catalogue number. The next page's cursor is in the \`x-next-cursor\` header (absent on the last page); \`x-catalogue-version\` names the catalogue version the page comes from (the socket's \`catalogue.version\` event announces a newer one). Without \`at\`, the time is now truncated to the whole second. With \`at\`, objects computed at instants not asked for before count against a per-user budget (${SKY_COMPUTE_POLICY.capacity} at once, ${SKY_COMPUTE_POLICY.perSecond} a second); past it the answer is 429 with Retry-After.\n\n${SCENE_DOC}\n\n${REALTIME_DOC}`,
        response: { 200: z.array(CelestialObject), ...problems(400, 401, 429) },
      },
    },
    async (req, reply) => {
      // Read before listing: a reload during the request labels the page with the older version, never a newer one.
      const version = engine.version;
      // Objects are serialised once per instant with the CelestialObject schema's serializer and
      // cached; a JSON string with a JSON content type is sent as it is.
      const { body, nextCursor } = await listObjectsJson(engine, req.query, (cost) =>
        budget.take(requireUser(req).id, cost),
      );
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      reply.header('x-catalogue-version', String(version));
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(body as never);
    },
  );

  app.get(
    '/api/celestial-data/:id',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        params: IdParams,
        querystring: CelestialOneQuery,
        description: `One object at \`at\` (ISO, up to microseconds) or, for satellites, \`tsince\` minutes from the element-set epoch. 422 with the SGP4 error code where SGP4 cannot give a position.\n\n${SCENE_DOC}`,
        response: { 200: CelestialObject, ...problems(400, 401, 404, 422) },
      },
    },
    async (req) => getObject(engine, req.params.id, req.query),
  );

  app.post(
    '/api/celestial-data/:id/stream',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        params: IdParams,
        body: StreamRequest,
        description: `Opens a Server-Sent Events stream of the object's state: \`streamUrl\` carries a single-use token valid for 2 minutes; fps is 1 (low), 2 (medium) or 5 (high). Events are named \`celestialDataUpdate\` and carry the full CelestialObject. At most ${MAX_STREAMS_PER_USER} streams per user at once (open streams plus unused stream URLs); the next request is answered 429 with Retry-After. A stream ends when the session that requested it is signed out.`,
        response: { 200: StreamResponse, ...problems(400, 401, 404, 429) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const entry = findEntry(engine, req.params.id);
      const token = await createStreamToken(ctx.db, user, entry.id, req.body.quality);
      return {
        id: entry.id,
        streamUrl: `/api/celestial-data/${entry.id}/events?token=${token}`,
        quality: req.body.quality,
        fps: STREAM_FPS[req.body.quality],
      };
    },
  );

  app.get(
    '/api/celestial-data/:id/events',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({ token: z.string().min(20).max(100) }),
        description:
          'text/event-stream opened with the token from POST /api/celestial-data/{id}/stream (EventSource cannot send an Authorization header).',
        response: { ...problems(400, 401, 404, 429) },
      },
    },
    async (req, reply) => openStream(ctx, engine, req, reply, req.params.id, req.query.token),
  );
}
