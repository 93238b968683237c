/**
 * The whole catalogue for the scene (catalogue-fetch.ts, often already started by the router):
 * satellites keep their element sets (details.line1/line2) for the propagation worker. If the API
 * fails, the spec's message shows and the bundled offline catalogue is drawn instead, so the page
 * still works.
 */
import { useQuery } from '@tanstack/react-query';
import { FAIL_MESSAGE, fetchCataloguePages, takePrefetchedCatalogue } from './catalogue-fetch';
import { localCatalogue } from './local-catalogue';
import { fromCelestial, type VizObject } from './model';

export { FAIL_MESSAGE };

export async function fetchCatalogue(signal?: AbortSignal): Promise<VizObject[]> {
  const list = await (takePrefetchedCatalogue() ?? fetchCataloguePages(signal));
  return list.map((o) => {
    const l1 = o.details?.line1;
    const l2 = o.details?.line2;
    return fromCelestial(o, typeof l1 === 'string' && typeof l2 === 'string' ? { line1: l1, line2: l2 } : undefined);
  });
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
