import { Settings, SettingsPatch } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { readSettings, writeSettings } from './settings.repository.ts';
import { forgetUserLanguage } from './settings.service.ts';

const tags = ['settings'];

export async function settingsRoutes(app: App, ctx: AppContext) {
  const security = [{ bearer: [] }];
  app.get(
    '/api/settings',
    { preHandler: authenticated, schema: { tags, security, response: { 200: Settings } } },
    async (req) => readSettings(ctx.db, requireUser(req).id),
  );
  app.put(
    '/api/settings',
    { preHandler: authenticated, schema: { tags, security, body: SettingsPatch, response: { 200: Settings } } },
    async (req) => {
      const userId = requireUser(req).id;
      const saved = await ctx.db.tx((q) => writeSettings(q, userId, req.body));
      forgetUserLanguage(userId);
      return saved;
    },
  );
}
