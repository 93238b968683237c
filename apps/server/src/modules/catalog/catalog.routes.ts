import { CatalogImportResponse, CatalogMissingList, CatalogStatus, ElementHistory } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/route-types.ts';
import { problems } from '../../lib/route-types.ts';
import { allow } from '../../lib/policies.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../admin/admin.service.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { catalogStatus, elementHistory, importCatalog, missingObjects } from './catalog.service.ts';
import { measureCompleteness } from './catalogue-metrics.ts';

const tags = ['catalog'];
const security = [{ bearer: [] }];
/** A full public GP catalogue in 3LE is a few MB; HYG is ~30 MB. */
const IMPORT_LIMIT = 64 * 1024 * 1024;

export async function catalogRoutes(app: App, ctx: AppContext, engine: SkyEngine) {
  for (const type of ['text/csv', 'application/geo+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: IMPORT_LIMIT }, (_req, body, done) =>
      done(null, String(body)),
    );
  }

  app.get(
    '/api/catalog/status',
    { preHandler: authenticated, schema: { tags, security, response: { 200: CatalogStatus, ...problems(401) } } },
    async () => catalogStatus(ctx, engine),
  );

  const unmeasure = measureCompleteness(ctx.db);
  app.addHook('onClose', async () => unmeasure());

  app.get(
    '/api/catalog/missing',
    {
      onRequest: allow('catalog', 'readMissing'),
      schema: {
        tags,
        security,
        description:
          'Administrators: on-orbit objects SATCAT lists (no decay date) that have no element set in the catalogue, newest launch first, and how many there are in all.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(5000).default(500) }),
        response: { 200: CatalogMissingList, ...problems(400, 401, 403) },
      },
    },
    async (req) => missingObjects(ctx.db, req.query.limit),
  );

  app.get(
    '/api/celestial-data/:id/history',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(20) }),
        description:
          "A satellite's element-set history, oldest first: perigee and apogee altitude (km), inclination and period at each element-set epoch a refresh or import brought in. Retention: ELEMENT_HISTORY_DAYS days and at most ELEMENT_HISTORY_MAX_PER_OBJECT sets per object (the newest always kept).",
        response: { 200: ElementHistory, ...problems(400, 401, 404) },
      },
    },
    async (req) => elementHistory(ctx, req.params.id),
  );

  app.post(
    '/api/catalog/import',
    {
      onRequest: allow('catalog', 'import'),
      bodyLimit: IMPORT_LIMIT,
      schema: {
        tags,
        security,
        description:
          'Administrators: text/plain TLE/3LE or application/json OMM array (satellites), text/csv HYG or GeoJSON FeatureCollection (stars). All or nothing; a bad line answers 400 with its line number (array index for JSON) and reason. Answers the ids created or updated, in input order.',
        body: z.unknown(),
        response: { 200: CatalogImportResponse, ...problems(400, 401, 403) },
      },
    },
    async (req) => {
      const body = req.body;
      const text = typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);
      if (text.trim() === '')
        throw badRequest('body', 'body is empty: send TLE/3LE text, an OMM JSON array, HYG CSV or GeoJSON');
      const ids = await importCatalog(ctx.db, engine, text);
      const me = requireUser(req);
      await recordAudit(
        ctx,
        { id: me.id, email: me.email, ip: req.ip },
        {
          action: 'catalog.imported',
          targetType: 'catalog',
          targetId: null,
          targetLabel: 'catalogue import',
          detail: `${ids.length} objects created or updated`,
        },
      );
      return { ids };
    },
  );
}
