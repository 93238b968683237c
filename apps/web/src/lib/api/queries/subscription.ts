/** The signed-in user's own subscription (GET /api/subscription/current): Billing and Teams read one cache entry. */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const currentSubscriptionQuery = (failMessage = 'Failed to fetch current subscription') =>
  queryOptions({
    queryKey: keys.subscription.current(),
    queryFn: () => ok(client.GET('/api/subscription/current', { failMessage })),
  });
