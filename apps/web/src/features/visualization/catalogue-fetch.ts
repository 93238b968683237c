/**
 * Fetching the scene's catalogue: every page of GET /api/celestial-data (cursor in the
 * x-next-cursor header). Kept apart from the page (and from three.js) so the router can start it
 * the moment /data-visualization is opened, while the 3D engine's code is still downloading —
 * the two used to happen one after the other.
 */
import type { CelestialObject } from '@cosmos/contracts';
import { api } from '../../lib/api';

export const FAIL_MESSAGE = 'Failed to fetch celestial data';
const PAGE = 500;
const MAX_PAGES = 200;
/** A prefetch older than this is not used: the positions in it have moved on. */
const PREFETCH_FRESH_MS = 30_000;

export async function fetchCataloguePages(signal?: AbortSignal): Promise<CelestialObject[]> {
  const out: CelestialObject[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const qs = new URLSearchParams({ limit: String(PAGE) });
    if (cursor) qs.set('cursor', cursor);
    const res = await api<Response>(`/api/celestial-data?${qs}`, { failMessage: FAIL_MESSAGE, signal, raw: true });
    const items = (await res.json()) as CelestialObject[] | { items: CelestialObject[]; nextCursor?: string | null };
    out.push(...(Array.isArray(items) ? items : items.items));
    cursor = res.headers.get('x-next-cursor') ?? (Array.isArray(items) ? null : (items.nextCursor ?? null));
    if (!cursor) break;
  }
  return out;
}

let prefetched: { at: number; pages: Promise<CelestialObject[]> } | null = null;

/** Starts fetching now; the page picks the result up with `takePrefetchedCatalogue`. */
export function prefetchCatalogue() {
  const pages = fetchCataloguePages();
  pages.catch(() => undefined); // a failure is the page's to report, when it takes the result
  prefetched = { at: Date.now(), pages };
}

/** The prefetch started moments ago, once; null when there is none (the page then fetches itself). */
export function takePrefetchedCatalogue(): Promise<CelestialObject[]> | null {
  const p = prefetched;
  prefetched = null;
  return p && Date.now() - p.at < PREFETCH_FRESH_MS ? p.pages : null;
}
