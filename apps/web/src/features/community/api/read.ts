import type { CommunityPostPage, CommunitySearchHit, CommunityThreadPage } from '@cosmos/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { categoriesQuery, communityReads, communityStatusQuery } from '../../../lib/api/queries/community';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

export const useCommunityStatus = () => useQuery(communityStatusQuery(i18n.t('community:errors.loadCommunity')));

export const useCategories = () => useQuery(categoriesQuery(i18n.t('community:errors.loadCategories')));

/** A category's threads, a page at a time (cursor from the server). */
export const useThreads = (category: string, sort: string, status: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.threads(category, sort, status),
    initialPageParam: '',
    getNextPageParam: (last: CommunityThreadPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      communityReads.threads(category, sort, status, pageParam, i18n.t('community:errors.loadThreads'), signal),
  });

export const useThread = (id: string) =>
  useQuery({
    queryKey: communityKeys.thread(id),
    queryFn: () => communityReads.thread(id, i18n.t('community:errors.loadThread')),
  });

/** Replies oldest first; live replies are appended to the last page (see use-thread-live). */
export const usePosts = (id: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.posts(id),
    initialPageParam: '',
    getNextPageParam: (last: CommunityPostPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      communityReads.posts(id, pageParam, i18n.t('community:errors.loadReplies'), signal),
  });

export const useCommunitySearch = (q: string) =>
  useQuery<CommunitySearchHit[]>({
    queryKey: communityKeys.search(q),
    enabled: q.trim().length >= 2,
    placeholderData: (prev) => prev,
    queryFn: ({ signal }) => communityReads.search(q.trim(), i18n.t('community:errors.search'), signal),
  });
