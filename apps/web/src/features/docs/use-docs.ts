import { useQuery } from '@tanstack/react-query';
import { docPageQuery, docsIndexQuery } from '../../lib/api/queries/docs';
import { i18n } from '../../lib/i18n';

/** The documentation index: one cache entry with Support's documentation links and the home search. */
export const useDocs = () => useQuery(docsIndexQuery(i18n.t('docs:fetchFailed')));

/** One page, its Markdown already rendered and sanitised by the server. */
export const useDocPage = (id: string) => useQuery(docPageQuery(id, i18n.t('docs:fetchFailed')));
