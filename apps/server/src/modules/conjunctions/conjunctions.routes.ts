import {
  ConjunctionListQuery,
  ConjunctionOwners,
  ConjunctionPage,
  ConjunctionRun,
  ConjunctionStatus,
  ConjunctionTrack,
} from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { allow } from '../../lib/policies.ts';
import { authenticated } from '../../plugins/auth.ts';
import type { ConjunctionJob } from '../../jobs/conjunction-screen.ts';
import * as service from './conjunctions.service.ts';

const tags = ['conjunctions'];
const security = [{ bearer: [] }];
const opts = { onRequest: authenticated };

export async function conjunctionsRoutes(app: App, ctx: AppContext, job: ConjunctionJob) {
  app.get(
    '/api/conjunctions',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          'Close approaches found by the latest screen, closest first (sort=miss) or soonest first (sort=tca).',
        querystring: ConjunctionListQuery,
        response: { 200: ConjunctionPage, ...problems(400, 401) },
      },
    },
    async (req) => service.list(ctx, req.query),
  );

  app.get(
    '/api/conjunctions/owners',
    {
      ...opts,
      schema: {
        tags,
        security,
        description:
          "Owners (SATCAT codes, with the catalogue's names) of the listed encounters' objects, for the owner filter.",
        response: { 200: ConjunctionOwners, ...problems(401) },
      },
    },
    async () => service.owners(ctx),
  );

  app.get(
    '/api/conjunctions/status',
    { ...opts, schema: { tags, security, response: { 200: ConjunctionStatus, ...problems(401) } } },
    async () => service.status(ctx),
  );

  app.get(
    '/api/conjunctions/:id/track',
    {
      ...opts,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'must be a conjunction id') }),
        response: { 200: ConjunctionTrack, ...problems(400, 401, 404) },
      },
    },
    async (req) => service.track(ctx, req.params.id),
  );

  app.post(
    '/api/conjunctions/run',
    {
      onRequest: allow('conjunctions', 'runScreen'),
      schema: {
        tags,
        security,
        description: 'Administrators: screen the catalogue now (in a worker thread). 409 while a screen is running.',
        response: { 202: ConjunctionRun, ...problems(401, 403, 409) },
      },
    },
    async (_req, reply) => {
      const run = await job.start('admin');
      if (!run) throw new AppError(409, 'conflict', 'A conjunction screen is already running');
      reply.code(202);
      return service.presentRun(run);
    },
  );
}
