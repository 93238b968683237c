/**
 * The private calendar feed: visible passes of the satellites a user follows over one observing place, for
 * the next 7 days, and the portal's sky events (Moon phases, eclipses, oppositions, conjunctions, close planet
 * approaches: packages/astro events.ts) for the next 30 days, as iCalendar. The URL's secret is a 256-bit random token stored as its SHA-256 (the
 * session scheme, docs/adr/0002): shown once when made, replaced by rotating, gone when revoked.
 */
import { upcomingEvents, type SkyEvent } from '@cosmos/astro';
import {
  formatPass,
  passTitle,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type SkyPass,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { t, type Lang } from '../../lib/i18n/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import { skyEventText } from '../../sky/event-text.ts';
import type { SkyTicker } from '../../sky/ticker.ts';
import { followedIds } from '../follows/follows.service.ts';
import { ownsPlace, type Station } from '../places/places.service.ts';
import { userLanguage } from '../settings/settings.service.ts';
import * as repo from './calendar-feed.repository.ts';
import { icsCalendar, type IcsEvent } from './ics.ts';
import { station } from './observer.service.ts';

/** Followed satellites put in one feed: each is a 7-day pass search in the sky worker. */
export const MAX_FEED_SATELLITES = 25;
export const FEED_DAYS = 7;
/** Sky events are few (about a dozen a month) and worth planning further ahead than passes. */
export const FEED_EVENT_DAYS = 30;
/** A sky event is an instant (its peak); calendars get it as one hour from then. */
const EVENT_LENGTH_MS = 3_600_000;
const CACHE_MS = 10 * 60_000;

const present = (r: repo.FeedRow | undefined): CalendarFeedStatus => ({
  active: !!r,
  locationId: r?.location_id ?? null,
  createdAt: r ? new Date(r.created_at).toISOString() : null,
  lastFetchedAt: r?.last_fetched_at ? new Date(r.last_fetched_at).toISOString() : null,
});

export const status = async (ctx: AppContext, userId: string) => present(await repo.findByUser(ctx.db, userId));

export async function rotate(ctx: AppContext, userId: string, locationId: string | null): Promise<CalendarFeedCreated> {
  if (locationId && !(await ownsPlace(ctx, userId, locationId)))
    throw new AppError(404, 'not_found', 'Location not found', [{ field: 'locationId', message: 'not one of yours' }]);
  const secret = newToken();
  const row = await repo.upsert(ctx.db, userId, hashToken(secret), locationId);
  cache.clear();
  return { ...present(row), url: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/api/feeds/${secret}.ics` };
}

export async function revoke(ctx: AppContext, userId: string): Promise<void> {
  if (!(await repo.remove(ctx.db, userId))) throw notFound('Calendar feed');
  cache.clear();
}

/** The feed's owner for a secret, or 404 (the same answer for a wrong and a revoked secret). */
export async function ownerOf(ctx: AppContext, secret: string): Promise<repo.FeedRow> {
  const row = await repo.findBySecretHash(ctx.db, hashToken(secret));
  if (!row) throw notFound('Calendar feed');
  return row;
}

/** The satellites the user follows (the one follow list). */
async function followedSatellites(ctx: AppContext, engine: SkyEngine, userId: string): Promise<string[]> {
  const ids = await followedIds(ctx.db, userId, 'satellite');
  return [...ids].filter((id) => engine.get(id)?.kind === 'sat').slice(0, MAX_FEED_SATELLITES);
}

/**
 * One visible pass as a calendar entry, written in the feed owner's language: it starts and ends with the visible
 * part (DTSTART/DTEND), and its summary and description come from the one pass formatter (ADR 0011).
 */
export function passEvent(
  id: string,
  name: string,
  p: SkyPass,
  timeZone: string,
  place: string,
  lang: Lang = 'en',
): IcsEvent {
  const text = { timeZone, lang, zoneName: true };
  return {
    uid: `pass-${id}-${p.rise.time.slice(0, 19)}@cosmos`,
    start: p.visibleSegment?.start.time ?? p.rise.time,
    end: p.visibleSegment?.end.time ?? p.set.time,
    summary: passTitle(name, p, text),
    description: t(lang, 'pass.feedDescription', { name, pass: formatPass(p, text), place }),
    location: place,
  };
}

/** One sky event as a calendar entry, written in the feed owner's language (texts: sky/event-text.ts). */
export function skyEventEntry(e: SkyEvent, lang: Lang = 'en'): IcsEvent {
  const { title, detail } = skyEventText(e.about, lang);
  return {
    uid: `event-${e.id}@cosmos`,
    start: e.date,
    end: new Date(Date.parse(e.date) + EVENT_LENGTH_MS).toISOString(),
    summary: title,
    description: `${detail} (${e.date.slice(0, 16).replace('T', ' ')} UTC)`,
  };
}

/** Sky events are the same for everyone: one search (~100 ms) per hour serves every feed. */
let eventsCache: { hour: number; events: SkyEvent[] } | null = null;
export function feedSkyEvents(now: number, lang: Lang = 'en'): IcsEvent[] {
  const hour = Math.floor(now / 3_600_000);
  if (eventsCache?.hour !== hour)
    eventsCache = { hour, events: upcomingEvents(new Date(hour * 3_600_000), FEED_EVENT_DAYS + 1) };
  const end = now + FEED_EVENT_DAYS * 86_400_000;
  return eventsCache.events
    .filter((e) => Date.parse(e.date) >= now && Date.parse(e.date) < end)
    .map((e) => skyEventEntry(e, lang));
}

const cache = new Map<string, { at: number; text: Promise<string> }>();

/** The calendar text; one computation per user, place and follow list every 10 minutes. */
export async function feedText(
  ctx: AppContext,
  engine: SkyEngine,
  ticker: SkyTicker,
  row: repo.FeedRow,
  now = Date.now(),
): Promise<string> {
  void repo.touch(ctx.db, row.user_id).catch(() => undefined);
  const ids = await followedSatellites(ctx, engine, row.user_id);
  let s: Station | null = null;
  try {
    s = await station(ctx, row.user_id, row.location_id ?? undefined);
  } catch {
    s = null; // no place to predict from: a valid, empty calendar until the user saves one
  }
  // The feed is written in its owner's Settings language (a calendar app fetches it without any headers of theirs).
  const lang = await userLanguage(ctx, row.user_id);
  const key = `${row.user_id}|${lang}|${s ? `${s.lat},${s.lon}` : '-'}|${ids.join(',')}|${engine.version}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.text;
  const text = (async () => {
    // Sky events need no place: they are in the feed even before the user saves one.
    const events: IcsEvent[] = feedSkyEvents(now, lang);
    if (s) {
      const place = s.name ?? `${s.lat.toFixed(2)}°, ${s.lon.toFixed(2)}°`;
      for (const id of ids) {
        const e = engine.get(id);
        if (e?.kind !== 'sat') continue;
        const passes = await ticker.passes(e.ref, s, now, FEED_DAYS, 10, true);
        for (const p of passes)
          events.push({ ...passEvent(id, e.name, p, s.timeZone, place, lang), geo: { lat: s.lat, lon: s.lon } });
      }
    }
    events.sort((a, b) => a.start.localeCompare(b.start));
    return icsCalendar(t(lang, 'pass.feedName'), events, new Date(now));
  })();
  if (cache.size > 500) cache.clear();
  cache.set(key, { at: now, text });
  text.catch(() => cache.delete(key));
  return text;
}
