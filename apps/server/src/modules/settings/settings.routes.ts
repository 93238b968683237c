import { DEFAULT_SETTINGS, Settings, SettingsPatch } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import type { App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';

const tags = ['settings'];

/** Stored settings merged over the spec's defaults, so a new key gets its default without a migration. */
export async function readSettings(q: Queryable, userId: string): Promise<Settings> {
  const row = (await q.query<{ data: Partial<Settings> }>('SELECT data FROM user_settings WHERE user_id = $1', [userId]))[0];
  return Settings.parse({ ...DEFAULT_SETTINGS, ...(row?.data ?? {}) });
}

export async function writeSettings(q: Queryable, userId: string, patch: Partial<Settings>): Promise<Settings> {
  const next = Settings.parse({ ...(await readSettings(q, userId)), ...patch });
  await q.query(
    `INSERT INTO user_settings (user_id, data) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [userId, JSON.stringify(next)],
  );
  return next;
}

export async function settingsRoutes(app: App, ctx: AppContext) {
  const security = [{ bearer: [] }];
  app.get('/api/settings', { preHandler: authenticated, schema: { tags, security, response: { 200: Settings } } }, async (req) =>
    readSettings(ctx.db, requireUser(req).id),
  );
  app.put('/api/settings', { preHandler: authenticated, schema: { tags, security, body: SettingsPatch, response: { 200: Settings } } }, async (req) => {
    const userId = requireUser(req).id;
    const saved = await ctx.db.tx((q) => writeSettings(q, userId, req.body));
    ctx.events.emit('settings.updated', { userId });
    return saved;
  });
}
