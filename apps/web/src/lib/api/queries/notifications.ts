/** Notifications read as data by a screen (the inbox itself is a store: features/notifications). */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

/**
 * The latest alerts about what the user follows: notifications of type `sky` (visible-pass, launch, re-entry and
 * close-approach alerts all carry it) among the newest 50.
 */
export const skyAlertsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.notifications.skyAlerts(),
    queryFn: () => ok(client.GET('/api/notifications', { params: { query: { limit: 50 } }, failMessage })),
    select: (list) => list.items.filter((n) => n.type === 'sky').slice(0, 3),
    staleTime: 60_000,
  });

/** The inbox's calls (the bell's store keeps the list; these only talk to the server). */
export const notificationCalls = {
  latest: (failMessage: string) =>
    ok(client.GET('/api/notifications', { params: { query: { limit: 50 } }, failMessage })),
  markRead: (id: string, failMessage: string) =>
    ok(client.POST('/api/notifications/{id}/read', { params: { path: { id } }, failMessage })),
  markAllRead: (failMessage: string) => ok(client.POST('/api/notifications/read-all', { failMessage })),
  clear: (failMessage: string) => ok(client.DELETE('/api/notifications', { failMessage })),
};
