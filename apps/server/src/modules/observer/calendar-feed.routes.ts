/** The private calendar feed (owner routes with a session; the feed itself by its secret URL) and element-set downloads. */
import {
  CalendarFeedCreated,
  CalendarFeedFileParam,
  CalendarFeedStatus,
  ElementsQuery,
  RotateCalendarFeedBody,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import * as feed from './calendar-feed.service.ts';
import { exportElements } from './elements-export.ts';
import { limit } from './observer-limits.ts';

const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function calendarFeedRoutes(app: App, ctx: AppContext, engine: SkyEngine, ticker: SkyTicker) {
  const tags = ['calendar'];
  app.get(
    '/api/feeds/calendar',
    {
      ...opts,
      schema: {
        tags,
        security,
        response: { 200: CalendarFeedStatus, ...problems(401) },
        description: "Whether the user's private calendar feed exists, for which place, and when it was last fetched.",
      },
    },
    async (req) => feed.status(ctx, requireUser(req).id),
  );

  app.post(
    '/api/feeds/calendar',
    {
      ...opts,
      schema: {
        tags,
        security,
        body: RotateCalendarFeedBody,
        response: { 201: CalendarFeedCreated, ...problems(400, 401, 404) },
        description:
          'Makes the private feed URL, or rotates it: a new secret replaces the old one at once (the old URL answers 404). The URL is shown only in this answer: the secret is stored hashed.',
      },
    },
    async (req, reply) => reply.code(201).send(await feed.rotate(ctx, requireUser(req).id, req.body.locationId)),
  );

  app.delete(
    '/api/feeds/calendar',
    { ...opts, schema: { tags, security, response: { 204: z.null(), ...problems(401, 404) } } },
    async (req, reply) => {
      await feed.revoke(ctx, requireUser(req).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/feeds/:file',
    {
      schema: {
        tags,
        params: CalendarFeedFileParam,
        response: { 200: z.string().describe('text/calendar (RFC 5545)'), ...problems(400, 404, 429) },
        description:
          'The private iCalendar feed at its secret URL, without a session (calendar apps cannot sign in): visible passes of the satellites the owner follows over the next 7 days. Rate limited per address and per feed.',
      },
    },
    async (req, reply) => {
      await limit(ctx, reply, 'feedAddress', req.ip);
      const secret = req.params.file.slice(0, -'.ics'.length);
      const row = await feed.ownerOf(ctx, secret);
      await limit(ctx, reply, 'feedSecret', row.user_id);
      const text = await feed.feedText(ctx, engine, ticker, row);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="cosmos-passes.ics"')
        .send(text);
    },
  );

  app.get(
    '/api/sky/elements',
    {
      ...opts,
      schema: {
        tags: ['sky'],
        security,
        querystring: ElementsQuery,
        response: { 200: z.string().describe('the element sets'), ...problems(400, 401, 404, 429) },
        description:
          'Element sets of the chosen satellites (`ids`), or of the ones the user follows, as 3LE text (`tle`) or CCSDS OMM (`omm-json`, `omm-xml`: SGP4 mean elements, TEME, UTC). TLE cannot carry catalogue numbers above 99999: those objects are left out of a TLE file and named in the `x-cosmos-not-in-tle` header (400 on `format` when none is left); OMM carries every object. `x-cosmos-nominal` names objects whose elements are bundled nominal designs, not measured orbits. Rate limited per user.',
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limit(ctx, reply, 'elementsUser', userId);
      const file = await exportElements(ctx, engine, userId, req.query);
      // What the file cannot say itself: objects left out of a TLE file, and nominal (not measured) orbits.
      if (file.notInTle.length > 0) reply.header('x-cosmos-not-in-tle', file.notInTle.slice(0, 200).join(','));
      if (file.nominal.length > 0) reply.header('x-cosmos-nominal', file.nominal.slice(0, 200).join(','));
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
