/**
 * The catalogue search API (GET /api/celestial-data with filters, /facets, an object's history), shared
 * by the Satellite Data page, the 3D view and object pages.
 */
import { useQuery } from '@tanstack/react-query';
import { catalogueFacetsQuery, catalogueSearchQuery, elementHistoryQuery, objectQuery } from './api/queries/celestial';

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
  return useQuery({ ...catalogueSearchQuery(params), enabled: on });
};

export const useCatalogueFacets = (query: Partial<CatalogueQuery>) =>
  useQuery(catalogueFacetsQuery(catalogueParams(query)));

export const useObject = (id: string) => useQuery(objectQuery(id));

export const useElementHistory = (id: string, enabled = true) => useQuery({ ...elementHistoryQuery(id), enabled });
