/** The signed-in user's own account facts: their download usage (GET /api/usage) and recent activity (GET /api/activity). */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

/** Download usage against the plan's quota: the dashboard and Billing read one cache entry. */
export const usageQuery = (failMessage: string) =>
  queryOptions({ queryKey: keys.usage(), queryFn: () => ok(client.GET('/api/usage', { failMessage })) });

export const activityQuery = (limit: number, failMessage: string) =>
  queryOptions({
    queryKey: keys.activity(),
    queryFn: () => ok(client.GET('/api/activity', { params: { query: { limit } }, failMessage })),
  });

/** What the user's plan allows (GET /api/entitlements): the world map's imagery and Billing read one entry. */
export const entitlementsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.entitlements(),
    queryFn: () => ok(client.GET('/api/entitlements', { failMessage })),
    staleTime: 60_000,
  });
