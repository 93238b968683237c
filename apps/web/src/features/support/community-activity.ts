import type { CommunityCategory } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Threads active in the last 7 days per community category, for the Community tab's 'Active discussions'. */
export const useCommunityActivity = (enabled: boolean) =>
  useQuery({
    queryKey: ['community', 'categories'],
    enabled,
    queryFn: () => api<CommunityCategory[]>('/api/community/categories', { failMessage: 'Failed to load categories' }),
    select: (cats) => Object.fromEntries(cats.map((c) => [c.id, c.activeCount])) as Record<string, number>,
  });
