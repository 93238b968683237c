/**
 * The whole catalogue for the scene (catalogue-fetch.ts, often already started by the router):
 * satellites keep their element sets (`elements`, its TLE lines) for the propagation worker. If the API
 * fails, the spec's message shows and the bundled offline catalogue is drawn instead, so the page
 * still works.
 */
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { FAIL_MESSAGE, fetchCataloguePages, takePrefetchedCatalogue } from './catalogue-fetch';
import { localCatalogue } from './local-catalogue';
import { fromCelestial, type VizObject } from './model';

export { FAIL_MESSAGE };

export async function fetchCatalogue(signal?: AbortSignal): Promise<{ objects: VizObject[]; version: number | null }> {
  const { objects, version } = await (takePrefetchedCatalogue() ?? fetchCataloguePages(signal));
  return {
    objects: objects.map((o) =>
      fromCelestial(o, o.elements ? { line1: o.elements.line1, line2: o.elements.line2 } : undefined),
    ),
    version,
  };
}

export interface Catalogue {
  objects: VizObject[];
  /** The server's catalogue version these objects come from; null offline or when the server does not say. */
  version: number | null;
  offline: boolean;
  error: string | null;
}

export function useCatalogue() {
  return useQuery({
    queryKey: keys.visualization.catalogue(),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<Catalogue> => {
      try {
        return { ...(await fetchCatalogue(signal)), offline: false, error: null };
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        return {
          objects: localCatalogue(new Date()),
          version: null,
          offline: true,
          error: (err as Error).message || FAIL_MESSAGE,
        };
      }
    },
  });
}
