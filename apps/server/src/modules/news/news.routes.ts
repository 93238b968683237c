import { NewsFeed, NewsQuery } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated } from '../../plugins/auth.ts';
import * as service from './news.service.ts';

const tags = ['content'];
const security = [{ bearer: [] }];

export async function newsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/news',
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        querystring: NewsQuery,
        response: { 200: NewsFeed, ...problems(400, 401) },
        description:
          'Space news, newest first, from the NEWS_URL source (refreshed hourly), or the bundled sample (`status.source: "sample"`) until a fetch has succeeded.',
      },
    },
    async (req) => service.feed(ctx, req.query.limit),
  );
}
