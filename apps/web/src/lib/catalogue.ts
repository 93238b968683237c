/**
 * The catalogue search API (GET /api/celestial-data with filters, /facets, an object's history), shared
 * by the Satellite Data page, the 3D view and object pages.
 */
import type { CatalogueFacets, CelestialObject, ElementHistory } from '@cosmos/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';

const FAIL = 'Failed to fetch celestial data'; // spec §8

/** The filters a user can set (empty string = not set). */
export interface CatalogueQuery {
  q: string;
  objectType: string;
  orbitClass: string;
  group: string;
  owner: string;
  launchedAfter: string;
  launchedBefore: string;
  decayed: '' | 'true' | 'false';
}
export const EMPTY_QUERY: CatalogueQuery = {
  q: '',
  objectType: '',
  orbitClass: '',
  group: '',
  owner: '',
  launchedAfter: '',
  launchedBefore: '',
  decayed: '',
};

/** The set filters as URL parameters (a designator-looking text also goes to `q`, which matches designators). */
export function catalogueParams(query: Partial<CatalogueQuery>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string' && v.trim() !== '') p.set(k, v.trim());
  return p;
}

export const hasFilters = (query: Partial<CatalogueQuery>) => catalogueParams(query).toString() !== '';

/** Satellites matching the query (one page); disabled while nothing is asked. */
export const useCatalogueSearch = (query: Partial<CatalogueQuery>, limit = 50, enabled = true) => {
  const params = catalogueParams(query);
  const on = enabled && params.toString() !== '';
  params.set('type', 'satellite');
  params.set('limit', String(limit));
  return useQuery({
    queryKey: ['catalogue', 'search', params.toString()],
    enabled: on,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) => api<CelestialObject[]>(`/api/celestial-data?${params}`, { failMessage: FAIL, signal }),
  });
};

export const useCatalogueFacets = (query: Partial<CatalogueQuery>) => {
  const params = catalogueParams(query);
  return useQuery({
    queryKey: ['catalogue', 'facets', params.toString()],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api<CatalogueFacets>(`/api/celestial-data/facets?${params}`, { failMessage: FAIL, signal }),
  });
};

export const useObject = (id: string) =>
  useQuery({
    queryKey: ['catalogue', 'object', id],
    refetchInterval: 10_000,
    queryFn: () => api<CelestialObject>(`/api/celestial-data/${encodeURIComponent(id)}`, { failMessage: FAIL }),
  });

export const useElementHistory = (id: string, enabled = true) =>
  useQuery({
    queryKey: ['catalogue', 'history', id],
    enabled,
    queryFn: () => api<ElementHistory>(`/api/celestial-data/${encodeURIComponent(id)}/history`, { failMessage: FAIL }),
  });
