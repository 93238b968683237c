import { IdParam, VrScene } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated } from '../../plugins/auth.ts';
import * as repo from './vr.repository.ts';

const tags = ['vr'];
const security = [{ bearer: [] }];
export async function vrRoutes(app: App, ctx: AppContext, members: (sceneId: string) => Promise<number>) {
  const present = async (r: repo.VrSceneRow) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    thumbnail: r.thumbnail,
    parameters: r.parameters,
    members: await members(r.id),
  });
  app.get(
    '/api/vr/scenes',
    { preHandler: authenticated, schema: { tags, security, response: { 200: z.array(VrScene) } } },
    async () => Promise.all((await repo.listScenes(ctx.db)).map(present)),
  );
  app.get(
    '/api/vr/scenes/:id',
    {
      preHandler: authenticated,
      schema: { tags, security, params: IdParam, response: { 200: VrScene, ...problems(404) } },
    },
    async (req) => {
      const row = await repo.findScene(ctx.db, req.params.id);
      if (!row) throw notFound(`VR scene '${req.params.id}'`);
      return present(row);
    },
  );
}
