/**
 * The catalogue and its objects (/api/celestial-data): one page of the list, filtered search and facets, one object,
 * its element history and its ground track. Shared by Satellite Data, the 3D view, Home's search and object pages.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, ok, type paths } from '../index';
import { keys } from '../keys';

const FAIL = 'Failed to fetch celestial data'; // spec §8
export type CelestialListParams = NonNullable<paths['/api/celestial-data']['get']['parameters']['query']>;

/** URL parameters (the catalogue filters a page keeps in its own URLSearchParams) as the list's typed query. */
const listParams = (params: URLSearchParams) => Object.fromEntries(params) as CelestialListParams;

/** One page of the list; the next page's cursor comes in the x-next-cursor header (null on the last page). */
export async function fetchCataloguePage(query: CelestialListParams, failMessage = FAIL, signal?: AbortSignal) {
  const { data, response } = await client.GET('/api/celestial-data', {
    params: { query },
    failMessage,
    signal,
  });
  const version = response.headers.get('x-catalogue-version');
  return {
    items: data ?? [],
    nextCursor: response.headers.get('x-next-cursor'),
    /** The catalogue version the page comes from (null from a server that does not say). */
    version: version === null ? null : Number(version),
  };
}

/** Objects matching `params` (a search box's suggestions, one page of a filtered list). */
export const searchCelestial = (params: URLSearchParams, signal?: AbortSignal, failMessage = FAIL) =>
  ok(client.GET('/api/celestial-data', { params: { query: listParams(params) }, failMessage, signal }));

/** Satellites matching the filters (one page), kept on screen while the next answer comes. */
export const catalogueSearchQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: keys.catalogue.search(params.toString()),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) => searchCelestial(params, signal),
  });

export const catalogueFacetsQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: keys.catalogue.facets(params.toString()),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      ok(
        client.GET('/api/celestial-data/facets', { params: { query: listParams(params) }, failMessage: FAIL, signal }),
      ),
  });

export const fetchObject = (id: string, failMessage = FAIL) =>
  ok(client.GET('/api/celestial-data/{id}', { params: { path: { id } }, failMessage }));

export const objectQuery = (id: string) =>
  queryOptions({ queryKey: keys.catalogue.object(id), refetchInterval: 10_000, queryFn: () => fetchObject(id) });

export const elementHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: keys.catalogue.history(id),
    queryFn: () => ok(client.GET('/api/celestial-data/{id}/history', { params: { path: { id } }, failMessage: FAIL })),
  });

const track = (id: string, from: number, to: number, stepSeconds: number) =>
  ok(
    client.GET('/api/celestial-data/{id}/track', {
      params: {
        path: { id },
        query: { from: new Date(from).toISOString(), to: new Date(to).toISOString(), stepSeconds },
      },
      failMessage: FAIL,
    }),
  );

/**
 * The previous and the next orbit of a satellite around `now`: one small call learns the period, the second
 * asks for ±one period at a step that keeps the answer under ~1,000 points.
 */
export const orbitTrackQuery = (id: string, now: number) =>
  queryOptions({
    queryKey: keys.orbitTrack(id, Math.floor(now / 300_000)),
    staleTime: 300_000,
    queryFn: async () => {
      const probe = await track(id, now, now + 60_000, 60);
      const periodMs = Math.min(probe.periodMinutes, 24 * 60) * 60_000;
      const step = Math.max(20, Math.ceil(periodMs / 1000 / 500));
      return track(id, now - periodMs, now + periodMs, step);
    },
  });
