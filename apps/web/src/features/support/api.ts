import { useQuery } from '@tanstack/react-query';
import { docsIndexQuery, faqsQuery } from '../../lib/api/queries/docs';
import { i18n } from '../../lib/i18n';

export const useFaqs = () => useQuery(faqsQuery(i18n.t('support:errors.fetchFAQ')));
/** The documentation index: one cache entry with the Documentation page and the home search. */
export const useDocIndex = () => useQuery(docsIndexQuery(i18n.t('support:errors.fetchDocumentation')));

/** Case-insensitive match of every word of the query, for as-you-type filtering. */
export function matches(text: string, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}
