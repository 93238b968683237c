/** The private calendar feed of followed passes (GET/POST/DELETE /api/feeds/calendar). */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const calendarFeedQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.observing.feed(),
    queryFn: () => ok(client.GET('/api/feeds/calendar', { failMessage })),
  });

export const rotateCalendarFeed = (locationId: string | null, failMessage: string) =>
  ok(client.POST('/api/feeds/calendar', { body: { locationId }, failMessage }));

export const revokeCalendarFeed = (failMessage: string) => ok(client.DELETE('/api/feeds/calendar', { failMessage }));
