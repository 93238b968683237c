import {
  IMAGERY_SOURCE_MAX_ZOOM,
  IMAGERY_TIERS,
  PLAN_RANK,
  PLANS,
  type ImageryTileParams,
  type PlanId,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { dbBucket, redisBucket, type RateLimiter } from '../../lib/throttle.ts';
import { rateLimited } from '../../lib/errors.ts';
import { userEntitlements } from '../entitlements/entitlements.ts';
import { bundledTile, hasBundled } from './bundled-tiles.ts';
import { fetchTile, imageryDate, SourceError, tileUrl } from './imagery-source.ts';
import { TileCache, type Tile } from './tile-cache.ts';

/** After the source fails, tiles come from the bundled map for this long before the source is tried again. */
const SOURCE_BACKOFF_MS = 60_000;
/** A viewer panning a map asks for a few dozen tiles a second at most; a scraper asking for more waits. */
const TILE_BUCKET = { capacity: 600, perSecond: 20 };

interface State {
  cache: TileCache;
  limiter: RateLimiter;
  sourceDownUntil: number;
}
const states = new WeakMap<AppContext, State>();
function state(ctx: AppContext): State {
  let s = states.get(ctx);
  if (!s) {
    s = {
      cache: new TileCache(ctx.config.IMAGERY_CACHE_MB * 1024 * 1024),
      limiter: ctx.redis ? redisBucket(ctx.redis, TILE_BUCKET, 'imagery:') : dbBucket(ctx.db, TILE_BUCKET, 'imagery:'),
      sourceDownUntil: 0,
    };
    states.set(ctx, s);
  }
  return s;
}

export type ServedTile = Tile & { source: 'upstream' | 'cache' | 'bundled'; maxAgeSeconds: number };

const planName = (id: PlanId) => PLANS.find((p) => p.id === id)!.name;
const km = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${m} m`);

/** The upgrade prompt for a level beyond the plan: which plan shows it, and what each resolution means. */
function upgradeFor(planId: PlanId, z: number): AppError {
  const have = IMAGERY_TIERS[planId];
  const next = (Object.keys(IMAGERY_TIERS) as PlanId[])
    .filter((p) => PLAN_RANK[p] > PLAN_RANK[planId])
    .find((p) => IMAGERY_TIERS[p].maxZoom >= z)!;
  const want = IMAGERY_TIERS[next];
  return new AppError(
    403,
    'plan_required',
    `${have.label} resolution imagery goes to zoom level ${have.maxZoom} (about ${km(have.metresPerPixel)} per pixel). ` +
      `${want.label} resolution imagery, to level ${want.maxZoom} (about ${km(want.metresPerPixel)} per pixel), ` +
      `comes with the ${planName(next)} plan. Upgrade at /subscription-plans.`,
    [{ field: 'requiredPlan', message: next }],
  );
}

export function checkGrid({ layer, z, y, x }: ImageryTileParams) {
  if (z > IMAGERY_SOURCE_MAX_ZOOM[layer])
    throw badRequest('z', `The ${layer} layer goes to zoom level ${IMAGERY_SOURCE_MAX_ZOOM[layer]}`);
  if (y >= 2 ** z) throw badRequest('y', `Row must be below ${2 ** z} at zoom level ${z}`);
  if (x >= 2 ** (z + 1)) throw badRequest('x', `Column must be below ${2 ** (z + 1)} at zoom level ${z}`);
}

export async function imageryTile(ctx: AppContext, userId: string, p: ImageryTileParams): Promise<ServedTile> {
  checkGrid(p);
  const s = state(ctx);
  const r = await s.limiter.take(userId);
  if (!r.allowed) throw rateLimited(r.resetSeconds, r.limit, 'Too many imagery tiles at once. Try again shortly.');
  const { planId } = await userEntitlements(ctx.db, userId);
  if (p.z > IMAGERY_TIERS[planId].maxZoom) throw upgradeFor(planId, p.z);

  const template = ctx.config.IMAGERY_URL;
  if (template !== 'off' && Date.now() >= s.sourceDownUntil) {
    const date = imageryDate(p.layer);
    const key = `${p.layer}/${date}/${p.z}/${p.y}/${p.x}`;
    const cached = s.cache.get(key);
    if (cached) return { ...cached, source: 'cache', maxAgeSeconds: 3600 };
    try {
      const tile = await s.cache.through(key, () => fetchTile(tileUrl(template, p.layer, p.z, p.y, p.x, date)));
      return { ...tile, source: 'upstream', maxAgeSeconds: 3600 };
    } catch (e) {
      if (!(e instanceof SourceError)) throw e;
      s.sourceDownUntil = Date.now() + SOURCE_BACKOFF_MS;
      ctx.log.warn({ err: e.message }, 'imagery source failed; serving the bundled base map');
    }
  }
  if (hasBundled(p.z)) return { ...(await bundledTile(p.layer, p.z, p.y, p.x)), source: 'bundled', maxAgeSeconds: 300 };
  throw new AppError(
    503,
    'imagery_unavailable',
    'Detailed imagery is unavailable right now; the bundled base map covers zoom levels 0–2.',
    undefined,
    { 'retry-after': String(Math.ceil(Math.max(s.sourceDownUntil - Date.now(), 30_000) / 1000)) },
  );
}

/** For tests: forget that the source failed. */
export const resetImagerySource = (ctx: AppContext) => {
  state(ctx).sourceDownUntil = 0;
};
