import { IdParam, VrScene } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated } from '../../plugins/auth.ts';

const tags = ['vr'];
const security = [{ bearer: [] }];
type Row = { id: string; title: string; description: string; thumbnail: string; parameters: Record<string, unknown> };

export async function vrRoutes(app: App, ctx: AppContext, members: (sceneId: string) => Promise<number>) {
  const present = async (r: Row) => ({ id: r.id, title: r.title, description: r.description, thumbnail: r.thumbnail, parameters: r.parameters, members: await members(r.id) });

  app.get('/api/vr/scenes', { preHandler: authenticated, schema: { tags, security, response: { 200: z.array(VrScene) } } }, async () => {
    const rows = await ctx.db.query<Row>('SELECT * FROM vr_scenes ORDER BY sort');
    return Promise.all(rows.map(present));
  });

  app.get('/api/vr/scenes/:id', { preHandler: authenticated, schema: { tags, security, params: IdParam, response: { 200: VrScene, ...problems(404) } } }, async (req) => {
    const row = (await ctx.db.query<Row>('SELECT * FROM vr_scenes WHERE id = $1', [req.params.id]))[0];
    if (!row) throw notFound(`VR scene '${req.params.id}'`);
    return present(row);
  });
}
