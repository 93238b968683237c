import type {
  CommunityCategory,
  CommunityPostPage,
  CommunitySearchHit,
  CommunityStatus,
  CommunityThread,
  CommunityThreadPage,
} from '@cosmos/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

const enc = encodeURIComponent;

export const useCommunityStatus = () =>
  useQuery({
    queryKey: communityKeys.status,
    staleTime: 60_000,
    queryFn: () =>
      api<CommunityStatus>('/api/community/status', { failMessage: i18n.t('community:errors.loadCommunity') }),
  });

export const useCategories = () =>
  useQuery({
    queryKey: communityKeys.categories,
    queryFn: () =>
      api<CommunityCategory[]>('/api/community/categories', { failMessage: i18n.t('community:errors.loadCategories') }),
  });

/** A category's threads, a page at a time (cursor from the server). */
export const useThreads = (category: string, sort: string, status: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.threads(category, sort, status),
    initialPageParam: '',
    getNextPageParam: (last: CommunityThreadPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      api<CommunityThreadPage>(
        `/api/community/threads?category=${enc(category)}&sort=${sort}${status ? `&status=${status}` : ''}${pageParam ? `&cursor=${enc(pageParam)}` : ''}`,
        {
          failMessage: i18n.t('community:errors.loadThreads'),
          signal,
        },
      ),
  });

export const useThread = (id: string) =>
  useQuery({
    queryKey: communityKeys.thread(id),
    queryFn: () =>
      api<CommunityThread>(`/api/community/threads/${enc(id)}`, { failMessage: i18n.t('community:errors.loadThread') }),
  });

/** Replies oldest first; live replies are appended to the last page (see use-thread-live). */
export const usePosts = (id: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.posts(id),
    initialPageParam: '',
    getNextPageParam: (last: CommunityPostPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      api<CommunityPostPage>(`/api/community/threads/${enc(id)}/posts${pageParam ? `?cursor=${pageParam}` : ''}`, {
        failMessage: i18n.t('community:errors.loadReplies'),
        signal,
      }),
  });

export const useCommunitySearch = (q: string) =>
  useQuery<CommunitySearchHit[]>({
    queryKey: communityKeys.search(q),
    enabled: q.trim().length >= 2,
    placeholderData: (prev) => prev,
    queryFn: ({ signal }) =>
      api<CommunitySearchHit[]>(`/api/community/search?q=${enc(q.trim())}`, {
        failMessage: i18n.t('community:errors.search'),
        signal,
      }),
  });
