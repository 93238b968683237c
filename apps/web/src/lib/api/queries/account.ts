/** The signed-in user's recent activity (GET /api/activity); usage and entitlements are in billing.ts. */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const activityQuery = (limit: number, failMessage: string) =>
  queryOptions({
    queryKey: keys.activity(),
    queryFn: () => ok(client.GET('/api/activity', { params: { query: { limit } }, failMessage })),
  });
