import { useQuery } from '@tanstack/react-query';
import {
  activeMissionsQuery,
  LAUNCHES_STALE_MS,
  launchesQuery,
  launchQuery,
  reentriesQuery,
  type LaunchWindow,
} from '../../lib/api/queries/launches';

export type { LaunchWindow };

// The launch source refreshes hourly; a few minutes of staleness is invisible next to a countdown that ticks locally.
const STALE_MS = LAUNCHES_STALE_MS;

/** The schedule's list (the typed client's query, shared with the dashboard's next launch), refreshed every 5 min. */
export const useLaunches = (window: LaunchWindow, failMessage: string) =>
  useQuery({ ...launchesQuery(window, failMessage), refetchInterval: STALE_MS });

export const useLaunch = (id: string | null, failMessage: string) => useQuery(launchQuery(id, failMessage));

export const useActiveMissions = (failMessage: string) => useQuery(activeMissionsQuery(failMessage));

export const useReentries = (horizonDays: number, failMessage: string) =>
  useQuery(reentriesQuery(horizonDays, failMessage));
