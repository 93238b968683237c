/**
 * The whole catalogue for the scene: every page of GET /api/celestial-data (cursor in the
 * x-next-cursor header), satellites keep their element sets (details.line1/line2) for the
 * propagation worker. If the API fails, the spec's message shows and the bundled offline
 * catalogue is drawn instead, so the page still works.
 */
import type { CelestialObject } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { localCatalogue } from './local-catalogue';
import { fromCelestial, type VizObject } from './model';

export const FAIL_MESSAGE = 'Failed to fetch celestial data';
const PAGE = 500;
const MAX_PAGES = 200;

export async function fetchCatalogue(signal?: AbortSignal): Promise<VizObject[]> {
  const out: VizObject[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const qs = new URLSearchParams({ limit: String(PAGE) });
    if (cursor) qs.set('cursor', cursor);
    const res = await api<Response>(`/api/celestial-data?${qs}`, { failMessage: FAIL_MESSAGE, signal, raw: true });
    const items = (await res.json()) as CelestialObject[] | { items: CelestialObject[]; nextCursor?: string | null };
    const list = Array.isArray(items) ? items : items.items;
    for (const o of list) {
      const l1 = o.details?.line1;
      const l2 = o.details?.line2;
      out.push(fromCelestial(o, typeof l1 === 'string' && typeof l2 === 'string' ? { line1: l1, line2: l2 } : undefined));
    }
    cursor = res.headers.get('x-next-cursor') ?? (Array.isArray(items) ? null : (items.nextCursor ?? null));
    if (!cursor) break;
  }
  return out;
}

export interface Catalogue {
  objects: VizObject[];
  offline: boolean;
  error: string | null;
}

export function useCatalogue() {
  return useQuery({
    queryKey: ['visualization', 'catalogue'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Catalogue> => {
      try {
        return { objects: await fetchCatalogue(signal), offline: false, error: null };
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        return { objects: localCatalogue(new Date()), offline: true, error: (err as Error).message || FAIL_MESSAGE };
      }
    },
  });
}
