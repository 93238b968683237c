import type { DocLink, DocPageView } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

export const useDocs = () =>
  useQuery({
    queryKey: ['docs'],
    queryFn: () => api<DocLink[]>('/api/docs-index', { failMessage: i18n.t('docs:fetchFailed') }),
  });

/** One page, its Markdown already rendered and sanitised by the server. */
export const useDocPage = (id: string) =>
  useQuery({
    queryKey: ['docs', id],
    queryFn: () =>
      api<DocPageView>(`/api/docs-pages/${encodeURIComponent(id)}`, { failMessage: i18n.t('docs:fetchFailed') }),
    retry: false,
  });
