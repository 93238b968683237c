/**
 * The user's observing places (issue 32): one list, one default, read by every sky screen (passes, Tonight, the
 * sky chart, the map marker, Home's events, the calendar feed). Changing places changes what almost every sky
 * answer means, and those answers are cached under many keys, so a change invalidates every query: no screen may
 * keep showing the old place.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPlace, deletePlace, placeSearchQuery, placesQuery, updatePlace } from './api/queries/places';

export { timeZoneAt } from './api/queries/places';

export const usePlaces = () => useQuery(placesQuery());

/** The default place (undefined while loading or when none is saved). */
export const useDefaultPlace = () => {
  const places = usePlaces();
  return { ...places, place: places.data?.find((p) => p.isDefault) };
};

/** Towns and cities from the server's offline gazetteer, from 2 characters on. */
export const usePlaceSearch = (q: string) => useQuery(placeSearchQuery(q));

function usePlaceMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}

export const useAddPlace = () => usePlaceMutation(addPlace);
export const useUpdatePlace = () => usePlaceMutation(updatePlace);
export const useDeletePlace = () => usePlaceMutation(deletePlace);
