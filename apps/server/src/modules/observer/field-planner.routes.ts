/** The astrophotography planner: crossings of a camera's field and its clean sub-windows, as JSON, CSV or iCalendar. */
import { FieldPlan, FieldPlanBody, FieldPlanExportBody } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { fieldPlan, fieldPlanCsv, fieldPlanIcs } from './field-planner.service.ts';
import { limitBoth } from './observer-limits.ts';

const tags = ['sky'];
const security = [{ bearer: [] }];
/** A plan request is a few hundred bytes; anything much larger is not one. */
const bodyLimit = 4096;

export async function fieldPlannerRoutes(app: App, ctx: AppContext, engine: SkyEngine, ticker: SkyTicker) {
  app.post(
    '/api/sky/field-plan',
    {
      onRequest: authenticated,
      bodyLimit,
      schema: {
        tags,
        security,
        body: FieldPlanBody,
        response: { 200: FieldPlan, ...problems(400, 401, 404, 409, 413, 429, 503) },
        description:
          "Astrophotography planner: every catalogue object that crosses the field of view (`fov`, degrees) pointed at `target` (a name, or J2000 RA/Dec) from the user's place between `from` and `to` (at most 12 hours, within the next 14 days) while the field's centre is at least `minAltitudeDeg` high: time in and out, brightest magnitude ± 1 σ, sunlit or not; and the clean sub-windows (no sunlit crossing) of at least `minCleanMinutes`. One search runs at a time per server, a few more wait (429 beyond); rate limited per user and per address.",
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitBoth(ctx, reply, 'fieldPlan', userId, req.ip);
      return fieldPlan(ctx, engine, ticker, userId, req.body);
    },
  );

  app.post(
    '/api/sky/field-plan/export',
    {
      onRequest: authenticated,
      bodyLimit,
      schema: {
        tags,
        security,
        body: FieldPlanExportBody,
        response: {
          200: z.string().describe('text/csv or text/calendar'),
          ...problems(400, 401, 404, 409, 413, 429, 503),
        },
        description:
          'The same plan as a file: `csv` lists the clean sub-windows and every crossing (a `kind` column tells them apart); `ics` has the clean sub-windows and the sunlit crossings as calendar events. Shares the plan cache and the rate limit.',
      },
    },
    async (req, reply) => {
      const userId = requireUser(req).id;
      await limitBoth(ctx, reply, 'fieldPlan', userId, req.ip);
      const plan = await fieldPlan(ctx, engine, ticker, userId, req.body);
      const csv = req.body.format === 'csv';
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="cosmos-field-plan.${csv ? 'csv' : 'ics'}"`)
        .header('cache-control', 'no-store')
        .send(csv ? fieldPlanCsv(plan) : fieldPlanIcs(plan, req.headers['accept-language']));
    },
  );
}
