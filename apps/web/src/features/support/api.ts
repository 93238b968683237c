import type { DocLink, Faq } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const useFaqs = () =>
  useQuery({ queryKey: ['faqs'], queryFn: () => api<Faq[]>('/api/faqs', { failMessage: 'Failed to fetch FAQ' }) });
export const useDocIndex = () =>
  useQuery({
    queryKey: ['docs'],
    queryFn: () => api<DocLink[]>('/api/docs-index', { failMessage: 'Failed to fetch documentation' }),
  });

/** Case-insensitive match of every word of the query, for as-you-type filtering. */
export function matches(text: string, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}
