import type { CommunityCategory } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** Threads active in the last 7 days per community category, for the Community tab's 'Active discussions'. */
export const useCommunityActivity = (enabled: boolean) =>
  useQuery({
    queryKey: ['community', 'categories'],
    enabled,
    queryFn: () =>
      api<CommunityCategory[]>('/api/community/categories', { failMessage: i18n.t('support:errors.loadCategories') }),
    select: (cats) => Object.fromEntries(cats.map((c) => [c.id, c.activeCount])) as Record<string, number>,
  });
