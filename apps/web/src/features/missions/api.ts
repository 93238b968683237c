import type { ActiveMission, Launch, ReentryList } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LAUNCHES_STALE_MS, launchesQuery, type LaunchWindow } from '../../lib/api/queries/launches';

export type { LaunchWindow };

// The launch source refreshes hourly; a few minutes of staleness is invisible next to a countdown that ticks locally.
const STALE_MS = LAUNCHES_STALE_MS;

/** The schedule's list (the typed client's query, shared with the dashboard's next launch), refreshed every 5 min. */
export const useLaunches = (window: LaunchWindow, failMessage: string) =>
  useQuery({ ...launchesQuery(window, failMessage), refetchInterval: STALE_MS });

export const useLaunch = (id: string | null, failMessage: string) =>
  useQuery({
    queryKey: ['launches', 'one', id],
    queryFn: () => api<Launch>(`/api/launches/${encodeURIComponent(id!)}`, { failMessage }),
    enabled: Boolean(id),
    staleTime: STALE_MS,
  });

export const useActiveMissions = (failMessage: string) =>
  useQuery({
    queryKey: ['missions', 'active'],
    queryFn: () => api<{ items: ActiveMission[] }>('/api/missions/active', { failMessage }),
    staleTime: STALE_MS,
  });

export const useReentries = (horizonDays: number, failMessage: string) =>
  useQuery({
    queryKey: ['reentries', horizonDays],
    queryFn: () => api<ReentryList>(`/api/reentries?horizonDays=${horizonDays}`, { failMessage }),
    staleTime: STALE_MS,
  });
