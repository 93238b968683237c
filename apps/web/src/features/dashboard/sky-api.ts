/**
 * What the dashboard's "Your sky" card reads. Each query uses the key (and the URL) of the screen that owns the
 * answer: the pass table's ISS passes and Tonight's outlook on Satellite Data, Mission Control's upcoming launches;
 * so a visit to one fills the other from the cache. When the typed API client's query options land in lib/api, these
 * become calls to them.
 */
import type { LaunchList, NotificationList, Outlook, SkyPassesResponse } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8
export const ISS = 'sat-25544';

/** null when the user has no place to predict from (409), as on Satellite Data. */
async function orNoPlace<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return null;
    throw e;
  }
}

/** The ISS's passes over the default place for 7 days (Satellite Data's pass table, same key). */
export const useIssPasses = () =>
  useQuery({
    queryKey: ['sky', 'passes', ISS, ''],
    queryFn: () => orNoPlace(api<SkyPassesResponse>(`/api/sky/passes?id=${ISS}&days=7&`, { failMessage: FAIL })),
  });

/** Tonight's verdict at the default place (Satellite Data's Tonight card, same key). */
export const useTonightOutlook = () =>
  useQuery({
    queryKey: ['sky', 'outlook', '', '', 1],
    staleTime: 15 * 60_000,
    queryFn: () => orNoPlace(api<Outlook>('/api/sky/outlook?days=1', { failMessage: FAIL })),
  });

/** Mission Control's upcoming launches (same key). */
export const useUpcomingLaunches = (failMessage: string) =>
  useQuery({
    queryKey: ['launches', 'upcoming'],
    queryFn: () => api<LaunchList>('/api/launches?window=upcoming&limit=20', { failMessage }),
    staleTime: 5 * 60_000,
  });

/**
 * The latest alerts about what the user follows: the notifications of type `sky` (pass, launch, re-entry and
 * close-approach alerts all carry it) among the newest 50.
 */
export const useFollowAlerts = (failMessage: string) =>
  useQuery({
    queryKey: ['notifications', 'sky-alerts'],
    queryFn: () => api<NotificationList>('/api/notifications?limit=50', { failMessage }),
    select: (list) => list.items.filter((n) => n.type === 'sky').slice(0, 3),
    staleTime: 60_000,
  });
