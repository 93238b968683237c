/**
 * The community forum (GET/POST/PUT/PATCH/DELETE /api/community/*): its reads as query options under
 * `keys.community` (every key starts with 'community', so a reconnect can refetch them all) and its writes.
 * Each call takes the stored §8 message of the action.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';
import type { paths } from '../schema.gen';

type ThreadFilters = NonNullable<paths['/api/community/threads']['get']['parameters']['query']>;
export type ThreadChanges = paths['/api/community/threads/{id}']['patch']['requestBody']['content']['application/json'];
export type ReportStatus = NonNullable<
  NonNullable<paths['/api/community/reports']['get']['parameters']['query']>['status']
>;
const byId = (id: string) => ({ params: { path: { id } } });

export const communityStatusQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.community.status(),
    staleTime: 60_000,
    queryFn: () => ok(client.GET('/api/community/status', { failMessage })),
  });

/** The categories and their counts: the forum and Support's community activity read one cache entry. */
export const categoriesQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.community.categories(),
    queryFn: () => ok(client.GET('/api/community/categories', { failMessage })),
  });

export const communityReads = {
  /** A page of a category's threads; an empty status or cursor is left out, as the forum never filters by ''. */
  threads: (category: string, sort: string, status: string, cursor: string, failMessage: string, signal: AbortSignal) =>
    ok(
      client.GET('/api/community/threads', {
        params: {
          query: {
            category: category as ThreadFilters['category'],
            sort: sort as ThreadFilters['sort'],
            status: (status || undefined) as ThreadFilters['status'],
            cursor: cursor || undefined,
          },
        },
        failMessage,
        signal,
      }),
    ),
  thread: (id: string, failMessage: string) =>
    ok(client.GET('/api/community/threads/{id}', { ...byId(id), failMessage })),
  posts: (id: string, cursor: string, failMessage: string, signal: AbortSignal) =>
    ok(
      client.GET('/api/community/threads/{id}/posts', {
        params: { path: { id }, query: { cursor: cursor || undefined } },
        failMessage,
        signal,
      }),
    ),
  search: (q: string, failMessage: string, signal: AbortSignal) =>
    ok(client.GET('/api/community/search', { params: { query: { q } }, failMessage, signal })),
  reports: (status: ReportStatus, failMessage: string) =>
    ok(client.GET('/api/community/reports', { params: { query: { status } }, failMessage })),
  moderationLog: (failMessage: string) => ok(client.GET('/api/community/moderation-log', { failMessage })),
};

type Body<P extends keyof paths, M extends 'post' | 'patch'> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export const communityWrites = {
  createThread: (body: Body<'/api/community/threads', 'post'>, failMessage: string) =>
    ok(client.POST('/api/community/threads', { body, failMessage })),
  reply: (threadId: string, body: Body<'/api/community/threads/{id}/posts', 'post'>, failMessage: string) =>
    ok(client.POST('/api/community/threads/{id}/posts', { ...byId(threadId), body, failMessage })),
  editPost: (postId: string, body: string, failMessage: string) =>
    ok(client.PATCH('/api/community/posts/{id}', { ...byId(postId), body: { body }, failMessage })),
  deletePost: (postId: string, failMessage: string) =>
    ok(client.DELETE('/api/community/posts/{id}', { ...byId(postId), failMessage })),
  reportPost: (postId: string, reason: string, failMessage: string) =>
    ok(client.POST('/api/community/posts/{id}/reports', { ...byId(postId), body: { reason }, failMessage })),
  hidePost: (postId: string, reason: string, failMessage: string) =>
    ok(client.POST('/api/community/posts/{id}/hide', { ...byId(postId), body: { reason }, failMessage })),
  unhidePost: (postId: string, failMessage: string) =>
    ok(client.POST('/api/community/posts/{id}/unhide', { ...byId(postId), failMessage })),
  moderateThread: (threadId: string, changes: ThreadChanges, failMessage: string) =>
    ok(client.PATCH('/api/community/threads/{id}', { ...byId(threadId), body: changes, failMessage })),
  vote: (threadId: string, on: boolean, failMessage: string) =>
    on
      ? ok(client.PUT('/api/community/threads/{id}/vote', { ...byId(threadId), failMessage }))
      : ok(client.DELETE('/api/community/threads/{id}/vote', { ...byId(threadId), failMessage })),
  subscribe: (threadId: string, on: boolean, failMessage: string) =>
    on
      ? ok(client.PUT('/api/community/threads/{id}/subscription', { ...byId(threadId), failMessage }))
      : ok(client.DELETE('/api/community/threads/{id}/subscription', { ...byId(threadId), failMessage })),
  accept: (threadId: string, postId: string | null, failMessage: string) =>
    ok(client.PUT('/api/community/threads/{id}/accepted', { ...byId(threadId), body: { postId }, failMessage })),
  ticket: (threadId: string, failMessage: string) =>
    ok(client.POST('/api/community/threads/{id}/ticket', { ...byId(threadId), failMessage })),
  preview: (body: string, failMessage: string) =>
    ok(client.POST('/api/community/preview', { body: { body }, failMessage })),
  resolveReport: (id: string, body: Body<'/api/community/reports/{id}/resolve', 'post'>, failMessage: string) =>
    ok(client.POST('/api/community/reports/{id}/resolve', { ...byId(id), body, failMessage })),
  suspend: (body: Body<'/api/community/suspensions', 'post'>, failMessage: string) =>
    ok(client.POST('/api/community/suspensions', { body, failMessage })),
};
