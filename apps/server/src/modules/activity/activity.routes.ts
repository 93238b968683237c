import { Activity, ActivityQuery } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as activity from './activity.service.ts';

export async function activityRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/activity',
    {
      preHandler: authenticated,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        querystring: ActivityQuery,
        response: { 200: z.array(Activity) },
      },
    },
    async (req) => activity.recent(ctx, requireUser(req).id, req.query.limit),
  );
}
