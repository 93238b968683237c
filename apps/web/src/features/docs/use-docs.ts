import type { DocLink, DocPageView } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const useDocs = () =>
  useQuery({
    queryKey: ['docs'],
    queryFn: () => api<DocLink[]>('/api/docs-index', { failMessage: 'Failed to fetch documentation' }),
  });

/** One page, its Markdown already rendered and sanitised by the server. */
export const useDocPage = (id: string) =>
  useQuery({
    queryKey: ['docs', id],
    queryFn: () =>
      api<DocPageView>(`/api/docs-pages/${encodeURIComponent(id)}`, { failMessage: 'Failed to fetch documentation' }),
    retry: false,
  });
