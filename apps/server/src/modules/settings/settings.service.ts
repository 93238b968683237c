import { LANGUAGE_NAMES, type LanguageCode } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { langFromAcceptLanguage, langFromSetting, type Lang } from '../../lib/i18n/index.ts';
import { readLanguages, readSettings, writeSettings } from './settings.repository.ts';

/** Stores some settings inside the caller's transaction (mfa records `twoFactor` with the change it describes). */
export { writeSettings };

/** A user's settings, stored over the defaults (push reads the quiet hours). */
export const userSettings = (ctx: AppContext, userId: string) => readSettings(ctx.db, userId);

/**
 * The language the server writes to a user in (emails, notifications, PDFs, errors, the assistant): their
 * Settings language. Cached briefly per process because error answers and notification batches ask often; a
 * save on this process forgets the entry at once, another process sees it within CACHE_MS.
 */
const CACHE_MS = 15_000;
const cache = new Map<string, { lang: Lang; at: number }>();

export async function userLanguage(ctx: AppContext, userId: string): Promise<Lang> {
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.lang;
  const lang = langFromSetting((await readSettings(ctx.db, userId)).language);
  if (cache.size > 10_000) cache.clear();
  cache.set(userId, { lang, at: Date.now() });
  return lang;
}

/** Many users' languages with one query (notification batches). */
export async function userLanguages(ctx: AppContext, userIds: string[]): Promise<Map<string, Lang>> {
  const out = new Map<string, Lang>();
  const missing: string[] = [];
  for (const id of new Set(userIds)) {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) out.set(id, hit.lang);
    else missing.push(id);
  }
  if (missing.length) {
    const stored = new Map((await readLanguages(ctx.db, missing)).map((r) => [r.user_id, r.language ?? undefined]));
    for (const id of missing) {
      const lang = langFromSetting(stored.get(id));
      out.set(id, lang);
      cache.set(id, { lang, at: Date.now() });
    }
  }
  return out;
}

export const forgetUserLanguage = (userId: string) => cache.delete(userId);

/**
 * A new account's Settings language, from the interface language it signed up in (issue 19). Runs in the
 * registration's transaction (`q`) so the account never exists without it: the verification email, sent
 * right after, reads it.
 */
export async function storeSignUpLanguage(q: Queryable, userId: string, code: LanguageCode) {
  await writeSettings(q, userId, { language: LANGUAGE_NAMES[code] });
  forgetUserLanguage(userId);
}

/** A signed-in request speaks its user's language; an anonymous one its Accept-Language header. */
export async function requestLanguage(
  ctx: AppContext,
  req: { auth?: { principal: { id: string } }; headers: Record<string, unknown> },
): Promise<Lang> {
  if (req.auth) {
    try {
      return await userLanguage(ctx, req.auth.principal.id);
    } catch {
      // the database is unreachable: answer in the header's language rather than fail the error answer too
    }
  }
  const header = req.headers['accept-language'];
  return langFromAcceptLanguage(typeof header === 'string' ? header : undefined);
}
