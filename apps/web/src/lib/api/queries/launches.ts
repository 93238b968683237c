/** The launch schedule (GET /api/launches): upcoming or recent launches, as Mission Control and the dashboard show them. */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export type LaunchWindow = 'upcoming' | 'recent';

// The launch source refreshes hourly; a few minutes of staleness is invisible next to a countdown that ticks locally.
export const LAUNCHES_STALE_MS = 5 * 60_000;

export const launchesQuery = (window: LaunchWindow, failMessage: string) =>
  queryOptions({
    queryKey: keys.launches.window(window),
    queryFn: () => ok(client.GET('/api/launches', { params: { query: { window, limit: 20 } }, failMessage })),
    staleTime: LAUNCHES_STALE_MS,
  });

export const launchQuery = (id: string | null, failMessage: string) =>
  queryOptions({
    queryKey: keys.launches.one(id ?? ''),
    queryFn: () => ok(client.GET('/api/launches/{id}', { params: { path: { id: id! } }, failMessage })),
    enabled: Boolean(id),
    staleTime: LAUNCHES_STALE_MS,
  });

/** Missions flying now (GET /api/missions/active). */
export const activeMissionsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.missions.active(),
    queryFn: () => ok(client.GET('/api/missions/active', { failMessage })),
    staleTime: LAUNCHES_STALE_MS,
  });

/** Objects expected to re-enter within `horizonDays` (GET /api/reentries). */
export const reentriesQuery = (horizonDays: number, failMessage: string) =>
  queryOptions({
    queryKey: keys.reentries(horizonDays),
    queryFn: () => ok(client.GET('/api/reentries', { params: { query: { horizonDays } }, failMessage })),
    staleTime: LAUNCHES_STALE_MS,
  });
