/**
 * The documentation (GET /api/docs-index, /api/docs-pages/:id) and the FAQ (GET /api/faqs). The index is one cache
 * entry for the Documentation page, Support's documentation links and the home search (they used two keys).
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const docsIndexQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.docs.index(), queryFn: () => ok(client.GET('/api/docs-index', { failMessage })) });

/** One page, its Markdown already rendered and sanitised by the server. */
export const docPageQuery = (id: string, failMessage: string) =>
  queryOptions({
    queryKey: keys.docs.page(id),
    queryFn: () => ok(client.GET('/api/docs-pages/{id}', { params: { path: { id } }, failMessage })),
    retry: false,
  });

export const faqsQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.docs.faqs(), queryFn: () => ok(client.GET('/api/faqs', { failMessage })) });
