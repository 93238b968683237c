import { DEFAULT_SETTINGS, Settings } from '@cosmos/contracts';
import type { Queryable } from '../../db/client.ts';

/** Stored settings merged over the spec's defaults, so a new key gets its default without a migration. */
export async function readSettings(q: Queryable, userId: string, forUpdate = false): Promise<Settings> {
  const row = (
    await q.query<{ data: Partial<Settings> }>(
      `SELECT data FROM user_settings WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    )
  )[0];
  return Settings.parse({ ...DEFAULT_SETTINGS, ...(row?.data ?? {}) });
}

/**
 * Merges `patch` into the stored settings. Call inside a transaction: the row is locked before it is
 * read, so two saves at once (different keys) both stick instead of the later one undoing the earlier.
 */
export async function writeSettings(q: Queryable, userId: string, patch: Partial<Settings>): Promise<Settings> {
  await q.query(`INSERT INTO user_settings (user_id, data) VALUES ($1, '{}'::jsonb) ON CONFLICT (user_id) DO NOTHING`, [
    userId,
  ]);
  const next = Settings.parse({ ...(await readSettings(q, userId, true)), ...patch });
  await q.query('UPDATE user_settings SET data = $2::jsonb, updated_at = now() WHERE user_id = $1', [
    userId,
    JSON.stringify(next),
  ]);
  return next;
}

/** The alert settings a user can switch on (sky-alerts job). */
export type AlertSetting = 'issPassAlerts' | 'eclipseAlerts';

/** Users who switched `key` on (where each observes from is places.service defaultPlaces). */
export const usersOptedIn = (q: Queryable, key: AlertSetting) =>
  q.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_settings s ON s.user_id = u.id WHERE s.data->>$1::text = 'true' ORDER BY u.id`,
    [key],
  );

/** The stored Settings language of each user that saved one (others have the default, English). */
export const readLanguages = (q: Queryable, userIds: string[]) =>
  q.query<{ user_id: string; language: string | null }>(
    `SELECT user_id, data->>'language' AS language FROM user_settings WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
