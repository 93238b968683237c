import type { BrightestPasses, SkyPassesResponse, StationSummary, Tonight } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8
const at = (locationId: string) => (locationId ? `locationId=${encodeURIComponent(locationId)}` : '');

export const useStation = () =>
  useQuery({
    queryKey: ['sky', 'station'],
    queryFn: () => api<StationSummary>('/api/sky/station', { failMessage: FAIL }),
    refetchInterval: 60_000,
  });

/** null: no location (saved or in the profile) to predict from. */
async function orNoLocation<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) return null;
    throw e;
  }
}

export const usePasses = (id: string, enabled: boolean, locationId = '') =>
  useQuery({
    queryKey: ['sky', 'passes', id, locationId],
    enabled,
    queryFn: () =>
      orNoLocation(
        api<SkyPassesResponse>(`/api/sky/passes?id=${encodeURIComponent(id)}&days=7&${at(locationId)}`, {
          failMessage: FAIL,
        }),
      ),
  });

export const useTonight = (enabled: boolean, locationId = '') =>
  useQuery({
    queryKey: ['sky', 'tonight', locationId],
    enabled,
    queryFn: () => orNoLocation(api<Tonight>(`/api/sky/tonight?${at(locationId)}`, { failMessage: FAIL })),
  });

export const useBrightest = (enabled: boolean, locationId = '') =>
  useQuery({
    queryKey: ['sky', 'brightest', locationId],
    enabled,
    staleTime: 10 * 60_000,
    queryFn: () => orNoLocation(api<BrightestPasses>(`/api/sky/brightest?${at(locationId)}`, { failMessage: FAIL })),
  });
