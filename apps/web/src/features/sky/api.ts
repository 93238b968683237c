import type { SkyPassesResponse, StationSummary } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

const FAIL = 'Failed to fetch celestial data'; // spec §8

export const useStation = () =>
  useQuery({ queryKey: ['sky', 'station'], queryFn: () => api<StationSummary>('/api/sky/station', { failMessage: FAIL }), refetchInterval: 60_000 });

export const usePasses = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['sky', 'passes', id],
    enabled,
    queryFn: async () => {
      try {
        return await api<SkyPassesResponse>(`/api/sky/passes?id=${encodeURIComponent(id)}&days=7`, { failMessage: FAIL });
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return null; // no location in the profile
        throw e;
      }
    },
  });
