import {
  ELEMENT_AGE_THRESHOLDS_DAYS,
  generateNominalCatalogue,
  generateNominalSatcat,
  parseCatalogText,
  parseStarCatalog,
  type ParseError,
  type TleRecord,
  noradOf,
  satelliteId,
} from '@cosmos/astro';
import type { CatalogMissingList, CatalogStatus, ElementHistory } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SkyEngine } from '../../sky/engine.ts';
import * as repo from './catalog.repository.ts';
import { bumpVersion, countSatellites, upsertSatellites, upsertStars } from './catalog.repository.ts';
import { claimRefresh, refreshFailed, refreshState, refreshSucceeded } from '../leases/leases.service.ts';
import { catalogueUrls, fetchCatalogueSources } from './catalogue-sources.ts';
import { listElementHistory } from './satcat.repository.ts';
import * as satcat from './satcat.repository.ts';

export const REFRESH_INTERVAL_MS = 6 * 3600_000;

/** 400 listing the first problems with their line numbers (array index for JSON input). */
function parseFailure(errors: ParseError[], json: boolean): AppError {
  const where = (e: ParseError) => (json ? `item ${e.line}` : `line ${e.line}`);
  const list = errors.slice(0, 20).map((e) => ({ field: 'body', message: `${where(e)}: ${e.reason}` }));
  return new AppError(
    400,
    'validation_failed',
    `Import rejected: ${list[0]?.message ?? 'no records'}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
    list,
  );
}

type Parsed =
  { kind: 'satellites'; records: TleRecord[] } | { kind: 'stars'; stars: import('@cosmos/astro').StarRecord[] };

/** Works out the format (TLE/3LE, OMM JSON, HYG CSV, GeoJSON) and parses all or nothing. */
export function parseImport(text: string): Parsed {
  const t = text.trimStart();
  const isJson = t.startsWith('[') || t.startsWith('{');
  let starFormat = false;
  if (isJson) {
    starFormat = /^\{\s*"type"\s*:\s*"FeatureCollection"/.test(t) || /"geometry"\s*:/.test(t.slice(0, 2000));
  } else {
    const first = t.split(/\r?\n/, 1)[0] ?? '';
    starFormat = first.includes(',') && /\b(ra|dec|hip|mag)\b/i.test(first);
  }
  if (t === '') throw parseFailure([{ line: 1, reason: 'empty body' }], false);
  if (starFormat) {
    const res = parseStarCatalog(text);
    if (!res.ok) throw parseFailure(res.errors, isJson);
    if (res.stars.length === 0) throw parseFailure([{ line: 1, reason: 'no stars found' }], isJson);
    return { kind: 'stars', stars: res.stars };
  }
  const res = parseCatalogText(text);
  if (!res.ok) throw parseFailure(res.errors, isJson);
  return { kind: 'satellites', records: res.records };
}

const uniqueInOrder = (ids: string[]) => [...new Set(ids)];
/** Last occurrence wins in the database; PostgreSQL refuses to upsert the same key twice in one statement. */
function lastWins<T>(items: T[], key: (t: T) => string | number): T[] {
  const m = new Map<string | number, T>();
  for (const it of items) m.set(key(it), it);
  return [...m.values()];
}

/** Administrator import: one transaction, answers the ids in input order. */
export async function importCatalog(db: Db, engine: SkyEngine, text: string): Promise<string[]> {
  const parsed = parseImport(text);
  const ids = await db.tx(async (q) => {
    if (parsed.kind === 'stars') {
      await upsertStars(
        q,
        lastWins(parsed.stars, (s) => s.id),
      );
      await bumpVersion(q);
      return uniqueInOrder(parsed.stars.map((s) => s.id));
    }
    const records = lastWins(parsed.records, (r) => r.noradId);
    await upsertSatellites(q, records, 'imported');
    await satcat.recordElementHistory(q, records);
    await bumpVersion(q);
    return uniqueInOrder(parsed.records.map((r) => satelliteId(r.noradId)));
  });
  await engine.refreshFromDb();
  return ids;
}

/** First start: an empty catalogue gets the bundled nominal constellations (epoch = today 00:00 UTC). */
export async function ensureNominalCatalogue(db: Db, now = new Date()): Promise<boolean> {
  return db.tx(async (q) => {
    await repo.lockCatalog(q);
    if ((await countSatellites(q)) > 0 && !(await satcat.nominalNeedsUpgrade(q))) return false;
    // An empty catalogue, or a nominal one bundled before it carried metadata: (re)load the bundled set.
    await repo.deleteNominalSatellites(q);
    const epoch = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const res = parseCatalogText(generateNominalCatalogue({ epoch }));
    if (!res.ok) throw new Error(`nominal catalogue invalid: ${res.errors[0]?.reason}`);
    await upsertSatellites(q, res.records, 'nominal');
    await satcat.replaceSatcat(q, generateNominalSatcat({ epoch }), 'nominal');
    await satcat.recordElementHistory(q, res.records);
    await bumpVersion(q);
    return true;
  });
}

export type RefreshOutcome = 'disabled' | 'skipped' | 'refreshed' | 'failed';

/**
 * Fetch CATALOG_URL and replace the live/nominal rows (imported rows stay). The claim is taken under
 * a transaction-scoped advisory lock so only one process fetches per interval; the fetch itself runs
 * outside any transaction (PGlite is one connection).
 */
export async function refreshCatalogue(
  ctx: AppContext,
  engine: SkyEngine,
  opts: { fetchImpl?: typeof fetch; force?: boolean } = {},
): Promise<RefreshOutcome> {
  const urls = catalogueUrls(ctx.config.CATALOG_URL);
  if (urls.length === 0) return 'disabled';
  const claimed = await ctx.db.tx(async (q) => {
    // The catalogue lock also keeps the refresh apart from the first nominal load.
    if (!(await repo.tryLockCatalog(q))) return false;
    return claimRefresh(q, 'catalog', {
      force: Boolean(opts.force),
      minIntervalS: Math.floor(REFRESH_INTERVAL_MS / 1000) - 60,
    });
  });
  if (!claimed) return 'skipped';
  try {
    const fetched = await fetchCatalogueSources(urls, ctx.config.SATCAT_URL, opts.fetchImpl ?? fetch);
    const records = lastWins(fetched.records, (r) => r.noradId);
    await ctx.db.tx(async (q) => {
      await repo.deleteFetchedSatellites(q);
      await upsertSatellites(q, records, 'live');
      if (fetched.satcat) await satcat.replaceSatcat(q, fetched.satcat, 'satcat');
      else await satcat.deleteNominalSatcat(q); // the bundled metadata went with the bundled element sets
      await satcat.recordElementHistory(q, records);
      await satcat.pruneElementHistory(q, ctx.config.ELEMENT_HISTORY_DAYS, ctx.config.ELEMENT_HISTORY_MAX_PER_OBJECT);
      await refreshSucceeded(q, 'catalog');
      await bumpVersion(q);
    });
    await engine.refreshFromDb();
    ctx.log.info({ count: records.length, satcat: fetched.satcat?.length ?? null }, 'satellite catalogue refreshed');
    return 'refreshed';
  } catch (err) {
    const message = (err as Error).message.slice(0, 300);
    const prev = await refreshState(ctx.db, 'catalog');
    await refreshFailed(ctx.db, 'catalog', message);
    // Log once per outage: repeated failures with the same cause stay quiet.
    if (prev.last_error !== message) {
      // Before any success there is no "last good" catalogue: the portal runs on the bundled data.
      const kept = prev.last_refresh ? 'keeping the last good catalogue' : 'running on bundled data';
      ctx.log.warn({ err: message }, `satellite catalogue refresh failed; ${kept}`);
      ctx.events.emit('catalog.refreshFailed', { reason: message }); // administrators are notified once per outage
    }
    return 'failed';
  }
}

/** Why the last refresh failed, or null when it succeeded (or none ran). */
export const lastRefreshError = async (ctx: AppContext) => (await refreshState(ctx.db, 'catalog')).last_error;

export async function catalogStatus(ctx: AppContext, engine: SkyEngine): Promise<CatalogStatus> {
  const state = await refreshState(ctx.db, 'catalog');
  const { count, bySource } = engine.counts();
  const kinds = (['live', 'nominal', 'imported'] as const).filter((k) => bySource[k] > 0);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    source:
      kinds.length === 0
        ? 'empty'
        : kinds.length === 1
          ? kinds[0]
          : bySource.live > 0 && bySource.nominal === 0
            ? 'live'
            : 'mixed',
    count,
    bySource,
    importedStars: engine.importedStars,
    lastRefresh: iso(state.last_refresh),
    lastAttempt: iso(state.last_attempt),
    lastError: state.last_error,
    refreshEnabled: ctx.config.CATALOG_URL !== 'off',
    everFetched: state.last_refresh !== null,
    completeness: await catalogueCompleteness(ctx.db),
    elementAge: await elementAges(ctx.db),
  };
}

/** "N of M on-orbit objects have current elements; K missing" from the stored SATCAT, or null without one. */
export async function catalogueCompleteness(db: Db): Promise<CatalogStatus['completeness']> {
  const c = await satcat.completenessCounts(db);
  if (!c || c.on_orbit === 0) return null;
  return {
    onOrbit: c.on_orbit,
    withElements: c.with_elements,
    missing: c.on_orbit - c.with_elements,
    satcatSource: c.nominal ? 'nominal' : 'satcat',
  };
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** How many element sets are fresh, aging or stale (thresholds in packages/astro's element-age.ts). */
export async function elementAges(db: Db, now = new Date()): Promise<CatalogStatus['elementAge']> {
  const { aging, stale } = ELEMENT_AGE_THRESHOLDS_DAYS;
  const r = await satcat.elementAgeSpread(db, now, aging, stale);
  return {
    fresh: r.fresh,
    aging: r.aging,
    stale: r.stale,
    agingAfterDays: aging,
    staleAfterDays: stale,
    medianDays: round1(r.median),
    p90Days: round1(r.p90),
  };
}

/** Administrators: the on-orbit objects without elements, newest launch first. */
export async function missingObjects(db: Db, limit: number): Promise<CatalogMissingList> {
  const rows = await satcat.listMissingOnOrbit(db, limit);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      noradId: r.norad_id,
      name: r.name,
      objectType: r.object_type,
      launchDate: r.launch_date,
    })),
  };
}

/** An object's element-set history (oldest first): its orbit's perigee and apogee over time. */
export async function elementHistory(ctx: AppContext, id: string): Promise<ElementHistory> {
  const noradId = noradOf(id);
  if (noradId === null) throw badRequest('id', 'expected sat-<catalogue number>, e.g. sat-25544');
  const rows = await listElementHistory(ctx.db, noradId);
  if (rows.length === 0 && !(await repo.findSatelliteElements(ctx.db, noradId))) throw notFound('Satellite');
  return {
    id,
    noradId,
    retentionDays: ctx.config.ELEMENT_HISTORY_DAYS,
    points: rows.map((r) => ({
      epoch: new Date(r.epoch).toISOString(),
      perigeeKm: r.perigee_km,
      apogeeKm: r.apogee_km,
      inclinationDeg: r.inclination_deg,
      periodMin: r.period_min,
    })),
  };
}

/** How far back the re-entry watch lists decays. */
export const RECENT_DECAY_DAYS = 30;

/**
 * Recent re-entries for the re-entry watch: the decays a fetched SATCAT lists for the last 30 days, most recent
 * first; offline (no SATCAT ever fetched) the bundled sample of well-known past re-entries, labelled 'sample'.
 */
export async function decayedObjects(db: Db, limit: number) {
  if (!(await satcat.hasFetchedSatcat(db)))
    return { source: 'sample' as const, windowDays: RECENT_DECAY_DAYS, items: SAMPLE_DECAYS.slice(0, limit) };
  const rows = await satcat.listDecayed(db, limit, RECENT_DECAY_DAYS);
  return {
    source: 'satcat' as const,
    windowDays: RECENT_DECAY_DAYS,
    items: rows.map((r) => ({
      id: satelliteId(r.norad_id),
      name: r.name,
      noradId: r.norad_id,
      decayDate: r.decay_date,
      objectType: r.object_type,
      owner: r.owner,
    })),
  };
}

/** Well-known past re-entries (SATCAT decay dates), shown offline as a labelled sample. */
const SAMPLE_DECAYS = [
  [48275, 'CZ-5B R/B', '2021-05-09', 'R/B', 'PRC'],
  [37872, 'PHOBOS-GRUNT', '2012-01-15', 'PAY', 'CIS'],
  [37820, 'TIANGONG 1', '2018-04-02', 'PAY', 'PRC'],
  [20638, 'ROSAT', '2011-10-23', 'PAY', 'GER'],
  [21701, 'UARS', '2011-09-24', 'PAY', 'US'],
  [6633, 'SKYLAB', '1979-07-11', 'PAY', 'US'],
].map(([noradId, name, decayDate, objectType, owner]) => ({
  id: satelliteId(noradId as number),
  name: name as string,
  noradId: noradId as number,
  decayDate: decayDate as string,
  objectType: objectType as string,
  owner: owner as string,
}));

/** Each object's recorded mean motion (rev/day) at each element-set epoch since `since`, oldest first. */
export async function meanMotionHistory(db: Db, noradIds: number[], since: Date) {
  const out = new Map<number, { epochMs: number; meanMotion: number }[]>();
  if (noradIds.length === 0) return out;
  for (const r of await satcat.listPeriodHistory(db, noradIds, since)) {
    const list = out.get(r.norad_id) ?? out.set(r.norad_id, []).get(r.norad_id)!;
    list.push({ epochMs: new Date(r.epoch).getTime(), meanMotion: 1440 / r.period_min });
  }
  return out;
}

/** Decay dates a fetched SATCAT lists for these objects (the accuracy job scores re-entry predictions with them). */
export async function decayDatesOf(db: Db, noradIds: number[]): Promise<Map<number, string>> {
  if (noradIds.length === 0) return new Map();
  return new Map((await satcat.listDecayDates(db, noradIds)).map((r) => [r.norad_id, r.decay_date]));
}

/** True once a SATCAT has been fetched (decays can be matched). */
export const satcatFetched = (db: Db) => satcat.hasFetchedSatcat(db);
