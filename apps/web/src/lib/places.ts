/**
 * The user's observing places (issue 32): one list, one default, read by every sky screen (passes, Tonight, the
 * sky chart, the map marker, Home's events, the calendar feed). Changing places changes what almost every sky
 * answer means, and those answers are cached under many keys, so a change invalidates every query: no screen may
 * keep showing the old place.
 */
import type { CreatePlaceBody, Place, PlaceSuggestion, UpdatePlaceBody } from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export const PLACES_KEY = ['places'] as const;
const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export const usePlaces = () =>
  useQuery({ queryKey: PLACES_KEY, queryFn: () => api<Place[]>('/api/places', { failMessage: FAIL }) });

/** The default place (undefined while loading or when none is saved). */
export const useDefaultPlace = () => {
  const places = usePlaces();
  return { ...places, place: places.data?.find((p) => p.isDefault) };
};

/** Towns and cities from the server's offline gazetteer, from 2 characters on. */
export const usePlaceSearch = (q: string) =>
  useQuery({
    queryKey: [...PLACES_KEY, 'search', q.trim().toLowerCase()],
    queryFn: () =>
      api<PlaceSuggestion[]>(`/api/places/search?q=${encodeURIComponent(q.trim())}`, { failMessage: FAIL }),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

/** The time zone of a point picked on the map or given by the browser. */
export const timeZoneAt = (latitude: number, longitude: number) =>
  api<{ timeZone: string }>(`/api/places/timezone?latitude=${latitude}&longitude=${longitude}`, { failMessage: FAIL });

function usePlaceMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}

export const useAddPlace = () =>
  usePlaceMutation((body: CreatePlaceBody) =>
    api<Place>('/api/places', { method: 'POST', body, failMessage: SAVE_FAIL }),
  );
export const useUpdatePlace = () =>
  usePlaceMutation(({ id, ...body }: UpdatePlaceBody & { id: string }) =>
    api<Place>(`/api/places/${id}`, { method: 'PATCH', body, failMessage: SAVE_FAIL }),
  );
export const useDeletePlace = () =>
  usePlaceMutation((id: string) => api<null>(`/api/places/${id}`, { method: 'DELETE', failMessage: SAVE_FAIL }));
