import type { ActiveMission, Launch, LaunchList, ReentryList } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type LaunchWindow = 'upcoming' | 'recent';

// The launch source refreshes hourly; a few minutes of staleness is invisible next to a countdown that ticks locally.
const STALE_MS = 5 * 60_000;

export const useLaunches = (window: LaunchWindow, failMessage: string) =>
  useQuery({
    queryKey: ['launches', window],
    queryFn: () => api<LaunchList>(`/api/launches?window=${window}&limit=20`, { failMessage }),
    staleTime: STALE_MS,
    refetchInterval: STALE_MS,
  });

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
