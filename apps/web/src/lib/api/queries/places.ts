/** The user's observing places (/api/places), the gazetteer search and the time zone of a point. */
import type { CreatePlaceBody, HorizonPoint, UpdatePlaceBody } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, client, ok } from '../index';
import { keys } from '../keys';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const SAVE_FAIL = 'Failed to save settings'; // spec §8

export const placesQuery = () =>
  queryOptions({ queryKey: keys.places.all(), queryFn: () => ok(client.GET('/api/places', { failMessage: FAIL })) });

/** Towns and cities from the server's offline gazetteer, from 2 characters on. */
export const placeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: keys.places.search(q.trim().toLowerCase()),
    queryFn: () => ok(client.GET('/api/places/search', { params: { query: { q: q.trim() } }, failMessage: FAIL })),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

export const timeZoneAt = (latitude: number, longitude: number) =>
  ok(client.GET('/api/places/timezone', { params: { query: { latitude, longitude } }, failMessage: FAIL }));

export const addPlace = (body: CreatePlaceBody) => ok(client.POST('/api/places', { body, failMessage: SAVE_FAIL }));
export const updatePlace = ({ id, ...body }: UpdatePlaceBody & { id: string }) =>
  ok(client.PATCH('/api/places/{id}', { params: { path: { id } }, body, failMessage: SAVE_FAIL }));
export const deletePlace = (id: string) =>
  ok(client.DELETE('/api/places/{id}', { params: { path: { id } }, failMessage: SAVE_FAIL }));

/** A place's horizon profile; null when the place has none (404). */
export const horizonQuery = (placeId: string | undefined) =>
  queryOptions({
    queryKey: keys.observing.horizon(placeId),
    enabled: !!placeId,
    staleTime: 10 * 60_000,
    queryFn: async () => {
      try {
        return await ok(
          client.GET('/api/places/{id}/horizon', { params: { path: { id: placeId! } }, failMessage: FAIL }),
        );
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
export const saveHorizon = (id: string, points: HorizonPoint[]) =>
  ok(client.PUT('/api/places/{id}/horizon', { params: { path: { id } }, body: { points }, failMessage: SAVE_FAIL }));
export const importHorizon = (id: string, text: string) =>
  ok(
    client.POST('/api/places/{id}/horizon/import', {
      params: { path: { id } },
      body: { text },
      failMessage: SAVE_FAIL,
    }),
  );
export const flattenHorizon = (id: string) =>
  ok(client.DELETE('/api/places/{id}/horizon', { params: { path: { id } }, failMessage: SAVE_FAIL }));
