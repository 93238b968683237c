/**
 * Close approaches (GET /api/conjunctions, /owners, /status, /:id/track; POST /run): query options under
 * `keys.conjunctions`, so a new screen's status change reaches the list, the owners and the tracks.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import type { paths } from '../schema.gen';

export type ConjunctionQuery = NonNullable<paths['/api/conjunctions']['get']['parameters']['query']>;

export const conjunctionCalls = {
  page: (query: ConjunctionQuery, failMessage: string) =>
    ok(client.GET('/api/conjunctions', { params: { query }, failMessage })),
  run: (failMessage: string) => ok(client.POST('/api/conjunctions/run', { failMessage })),
};

/** The owners of the listed encounters' objects (for the owner filter); they change only with a new screen. */
export const conjunctionOwnersQuery = (runId: string | undefined, failMessage: string) =>
  queryOptions({
    queryKey: keys.conjunctions.owners(runId),
    queryFn: () => ok(client.GET('/api/conjunctions/owners', { failMessage })),
    staleTime: 5 * 60_000,
  });

export const conjunctionStatusQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.conjunctions.status(),
    queryFn: () => ok(client.GET('/api/conjunctions/status', { failMessage })),
  });

export const conjunctionTrackQuery = (id: string | null, failMessage: string) =>
  queryOptions({
    queryKey: keys.conjunctions.track(id ?? ''),
    enabled: id !== null,
    queryFn: () => ok(client.GET('/api/conjunctions/{id}/track', { params: { path: { id: id! } }, failMessage })),
  });
