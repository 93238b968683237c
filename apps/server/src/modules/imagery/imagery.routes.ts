import { ImageryTileParams } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { imageryTile } from './imagery.service.ts';

/** Earth imagery tiles through a caching proxy, deepest level set by the plan (issue 18). */
export async function imageryRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/imagery/:layer/:z/:y/:x',
    {
      preHandler: authenticated,
      schema: {
        tags: ['imagery'],
        security: [{ bearer: [] }],
        description:
          'One 512-px tile of the EPSG:4326 grid (level z: 2^(z+1) columns × 2^z rows). Layers: true-colour (daily) and night-lights. The deepest level depends on the plan: Standard (Basic) 3, High (Pro) 5, Ultra-high (Enterprise) 8; deeper answers 403 plan_required naming the plan that shows it. When the source is down, levels 0–2 come from the bundled base map (header X-Imagery-Source: bundled).',
        params: ImageryTileParams,
        response: { 200: z.any().describe('the tile (image/png or image/jpeg)'), ...problems(400, 401, 403, 429, 503) },
      },
    },
    async (req, reply) => {
      const tile = await imageryTile(ctx, requireUser(req).id, req.params);
      return reply
        .type(tile.type)
        .header('x-imagery-source', tile.source)
        .header('cache-control', `private, max-age=${tile.maxAgeSeconds}`)
        .send(tile.body);
    },
  );
}
