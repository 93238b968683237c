/**
 * Fetching the scene's catalogue: every page of GET /api/celestial-data (the next page's
 * cursor in the x-next-cursor header). Kept apart from the page (and from three.js) so the router can start it
 * the moment /data-visualization is opened, while the 3D engine's code is still downloading —
 * the two used to happen one after the other.
 */
import type { CelestialObject } from '@cosmos/contracts';
import { fetchCataloguePage } from '../../lib/api/queries/celestial';

export const FAIL_MESSAGE = 'Failed to fetch celestial data';
const PAGE = 500;
const MAX_PAGES = 200;
/** A prefetch older than this is not used: the positions in it have moved on. */
const PREFETCH_FRESH_MS = 30_000;

/** Every object, and the catalogue version they come from (the first page's; null when the server does not say). */
export interface CataloguePages {
  objects: CelestialObject[];
  version: number | null;
}

export async function fetchCataloguePages(signal?: AbortSignal): Promise<CataloguePages> {
  const out: CelestialObject[] = [];
  let version: number | null = null;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await fetchCataloguePage({ limit: PAGE, cursor }, FAIL_MESSAGE, signal);
    const { items, nextCursor } = res;
    if (page === 0) version = res.version;
    out.push(...items);
    cursor = nextCursor ?? undefined;
    if (!cursor) break;
  }
  return { objects: out, version };
}

let prefetched: { at: number; pages: Promise<CataloguePages> } | null = null;

/** Starts fetching now; the page picks the result up with `takePrefetchedCatalogue`. */
export function prefetchCatalogue() {
  const pages = fetchCataloguePages();
  pages.catch(() => undefined); // a failure is the page's to report, when it takes the result
  prefetched = { at: Date.now(), pages };
}

/** The prefetch started moments ago, once; null when there is none (the page then fetches itself). */
export function takePrefetchedCatalogue(): Promise<CataloguePages> | null {
  const p = prefetched;
  prefetched = null;
  return p && Date.now() - p.at < PREFETCH_FRESH_MS ? p.pages : null;
}
