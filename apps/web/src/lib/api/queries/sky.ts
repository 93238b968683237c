/**
 * The observer's sky (/api/sky/*): the station, passes, tonight, the brightest passes, weather, the outlook, "what was
 * that?" and the followed satellites' element sets. Answers that need a place are null when the user has none (409).
 */
import type { FieldPlanBody, FieldPlanExportBody } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, client, ok } from '../index';
import { keys } from '../keys';

const FAIL = 'Failed to fetch celestial data'; // spec §8
/** An empty place id means "the default place": the parameter is left out. */
const place = (locationId: string) => locationId || undefined;

/** null: no location (saved or in the profile) to predict from. */
export async function orNoLocation<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return null;
    throw e;
  }
}

export const stationQuery = () =>
  queryOptions({
    queryKey: keys.sky.station(),
    queryFn: () => ok(client.GET('/api/sky/station', { failMessage: FAIL })),
    refetchInterval: 60_000,
  });

export const passesQuery = (id: string, locationId = '') =>
  queryOptions({
    queryKey: keys.sky.passes(id, locationId),
    queryFn: () =>
      orNoLocation(
        ok(
          client.GET('/api/sky/passes', {
            params: { query: { id, days: 7, locationId: place(locationId) } },
            failMessage: FAIL,
          }),
        ),
      ),
  });

export const tonightQuery = (locationId = '') =>
  queryOptions({
    queryKey: keys.sky.tonight(locationId),
    queryFn: () =>
      orNoLocation(
        ok(client.GET('/api/sky/tonight', { params: { query: { locationId: place(locationId) } }, failMessage: FAIL })),
      ),
  });

export const brightestQuery = (locationId = '') =>
  queryOptions({
    queryKey: keys.sky.brightest(locationId),
    staleTime: 10 * 60_000,
    queryFn: () =>
      orNoLocation(
        ok(
          client.GET('/api/sky/brightest', { params: { query: { locationId: place(locationId) } }, failMessage: FAIL }),
        ),
      ),
  });

/** The hourly forecast at the place (live or the bundled sample). */
export const weatherQuery = (locationId = '') =>
  queryOptions({
    queryKey: keys.sky.weather(locationId),
    staleTime: 15 * 60_000,
    queryFn: () =>
      orNoLocation(
        ok(client.GET('/api/sky/weather', { params: { query: { locationId: place(locationId) } }, failMessage: FAIL })),
      ),
  });

/** Go / maybe / no for each visible pass of `id` (or of every followed satellite) and each night. */
export const outlookQuery = (id = '', locationId = '', days = 7) =>
  queryOptions({
    queryKey: keys.sky.outlook(id, locationId, days),
    staleTime: 15 * 60_000,
    queryFn: () =>
      orNoLocation(
        ok(
          client.GET('/api/sky/outlook', {
            params: { query: { id: id || undefined, locationId: place(locationId), days } },
            failMessage: FAIL,
          }),
        ),
      ),
  });

export interface IdentifyQuery {
  at: string;
  azimuthDeg: number;
  elevationDeg: number;
  radiusDeg: number;
  windowSeconds: number;
  locationId?: string;
}
/** "What was that?": the satellites that passed near a direction around a moment. */
export const identify = (query: IdentifyQuery) =>
  ok(client.GET('/api/sky/identify', { params: { query }, failMessage: FAIL }));

/** The astrophotography planner: crossings of a camera's field and the clean sub-windows (a search, so a mutation). */
export const fieldPlan = (body: FieldPlanBody) => ok(client.POST('/api/sky/field-plan', { body, failMessage: FAIL }));
/** The same plan as CSV or iCalendar text (the server's export). */
export const fieldPlanFile = (body: FieldPlanExportBody) =>
  ok(client.POST('/api/sky/field-plan/export', { body, parseAs: 'text', failMessage: FAIL }));

/** The followed satellites' element sets as 3LE text, for propagating in the browser what the server does. */
export const followedElementsText = () =>
  ok(client.GET('/api/sky/elements', { params: { query: { format: 'tle' } }, parseAs: 'text', failMessage: FAIL }));

/** Launch trains (GET /api/launches/trains) with their lead's visible passes over the place. */
export const trainsQuery = (locationId = '') =>
  queryOptions({
    queryKey: keys.sky.trains(locationId),
    queryFn: () =>
      ok(
        client.GET('/api/launches/trains', { params: { query: { locationId: place(locationId) } }, failMessage: FAIL }),
      ),
    staleTime: 10 * 60_000,
  });

/** An object page's next passes over the default place (3 days); null without a place. */
export const objectPassesQuery = (id: string) =>
  queryOptions({
    queryKey: keys.objects.passes(id),
    queryFn: () =>
      orNoLocation(ok(client.GET('/api/sky/passes', { params: { query: { id, days: 3 } }, failMessage: FAIL }))),
  });
