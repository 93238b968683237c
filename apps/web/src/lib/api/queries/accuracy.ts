/** "How accurate is Cosmos?" (GET /api/accuracy): public, the accuracy job's last report. */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const accuracyQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.accuracy(),
    queryFn: () => ok(client.GET('/api/accuracy', { failMessage })),
    staleTime: 10 * 60_000,
  });
