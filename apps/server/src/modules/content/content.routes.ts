import { Discovery, DocIdParams, DocLink, DocPageView, DocsExportQuery, Faq } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated } from '../../plugins/auth.ts';
import * as repo from './content.repository.ts';
import * as service from './content.service.ts';

const tags = ['content'];
const security = [{ bearer: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

export async function contentRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/discoveries',
    { preHandler: authenticated, schema: { tags, security, response: { 200: z.array(Discovery) } } },
    async () =>
      (await repo.listDiscoveries(ctx.db)).map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        image: r.image,
        icon: r.icon,
        date: r.date_text,
      })),
  );
  // The FAQ and docs are public: the sign-in page links to help.
  app.get('/api/faqs', { schema: { tags, response: { 200: z.array(Faq) } } }, async () => repo.listFaqs(ctx.db));
  app.get('/api/docs-index', { schema: { tags, response: { 200: z.array(DocLink) } } }, async () =>
    (await repo.listDocs(ctx.db)).map((r) => ({
      id: r.id,
      title: r.title,
      href: r.href,
      summary: r.summary,
      body: r.body,
      updatedAt: iso(r.updated_at),
    })),
  );
  app.get(
    '/api/docs-pages/:id',
    { schema: { tags, params: DocIdParams, response: { 200: DocPageView, ...problems(400, 404) } } },
    async (req) => service.docPage(ctx, req.params.id),
  );
  app.get(
    '/api/docs-export',
    {
      schema: {
        tags,
        querystring: DocsExportQuery,
        response: { 200: z.instanceof(Buffer).describe('application/pdf or text/markdown'), ...problems(400) },
      },
    },
    async (req, reply) => {
      const file = await service.exportDocs(ctx, req.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
