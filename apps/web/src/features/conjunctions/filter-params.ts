import { ConjunctionObjectType, ConjunctionSort } from '@cosmos/contracts';
import type { ConjunctionFilters } from './api';

/** The distances the "closer than" filter offers (km, as the URL and the API write them). */
export const MAX_KM_CHOICES = ['0.5', '1', '2', '5'] as const;

const OWNER = /^[A-Z0-9/-]{1,10}$/;

/**
 * The page's filters from its address (?q=&type=&owner=&maxKm=&sort=&id=), so a filtered list can be
 * bookmarked, shared and restored by Back. A value the page does not offer is dropped, not sent on.
 */
export function filtersFromParams(p: URLSearchParams): ConjunctionFilters {
  const type = ConjunctionObjectType.safeParse(p.get('type'));
  const sort = ConjunctionSort.safeParse(p.get('sort'));
  const owner = (p.get('owner') ?? '').toUpperCase();
  const maxKm = p.get('maxKm') ?? '';
  const id = p.get('id');
  return {
    q: p.get('q') ?? '',
    type: type.success ? type.data : '',
    owner: OWNER.test(owner) ? owner : '',
    maxKm: (MAX_KM_CHOICES as readonly string[]).includes(maxKm) ? maxKm : '',
    sort: sort.success ? sort.data : 'miss',
    ...(id ? { id } : {}),
  };
}

/** The address of these filters: only what differs from the defaults. */
export function filtersToParams(f: ConjunctionFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.type) p.set('type', f.type);
  if (f.owner) p.set('owner', f.owner);
  if (f.maxKm) p.set('maxKm', f.maxKm);
  if (f.sort !== 'miss') p.set('sort', f.sort);
  if (f.id) p.set('id', f.id);
  return p;
}
