/** Space science: the news feed (GET /api/news), featured discoveries (GET /api/discoveries) and sky events. */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const newsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.news(),
    staleTime: 10 * 60_000,
    queryFn: () => ok(client.GET('/api/news', { params: { query: { limit: 8 } }, failMessage })),
  });

export const discoveriesQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.discoveries(), queryFn: () => ok(client.GET('/api/discoveries', { failMessage })) });

/**
 * The coming sky events. The server writes titles and details in the Settings language, which the interface
 * follows: the key holds the language, so a change of language asks again rather than showing the old texts.
 */
export const upcomingEventsQuery = (language: string, failMessage: string) =>
  queryOptions({
    queryKey: keys.events.upcoming(language),
    queryFn: () => ok(client.GET('/api/events/upcoming', { failMessage })),
  });
