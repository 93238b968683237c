import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../lib/api/queries/community';
import { i18n } from '../../lib/i18n';

/** Threads active in the last 7 days per community category, for the Community tab's 'Active discussions'. */
export const useCommunityActivity = (enabled: boolean) =>
  useQuery({
    ...categoriesQuery(i18n.t('support:errors.loadCategories')),
    enabled,
    select: (cats) => Object.fromEntries(cats.map((c) => [c.id, c.activeCount])) as Record<string, number>,
  });
