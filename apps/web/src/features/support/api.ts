import type { DocLink, Faq } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

export const useFaqs = () =>
  useQuery({
    queryKey: ['faqs'],
    queryFn: () => api<Faq[]>('/api/faqs', { failMessage: i18n.t('support:errors.fetchFAQ') }),
  });
export const useDocIndex = () =>
  useQuery({
    queryKey: ['docs'],
    queryFn: () => api<DocLink[]>('/api/docs-index', { failMessage: i18n.t('support:errors.fetchDocumentation') }),
  });

/** Case-insensitive match of every word of the query, for as-you-type filtering. */
export function matches(text: string, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}
