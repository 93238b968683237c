import type { SkyPassesResponse } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

/** The next passes over the user's default location; null when no location is set (409). */
export const useObjectPasses = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['objects', 'passes', id],
    enabled,
    queryFn: async () => {
      try {
        return await api<SkyPassesResponse>(`/api/sky/passes?id=${encodeURIComponent(id)}&days=3`, {
          failMessage: 'Failed to fetch celestial data',
        });
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return null;
        throw e;
      }
    },
  });
