import type { CommunityPost, CommunityPostPage, CreatePostBody, CreateThreadBody } from '@cosmos/contracts';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { communityWrites, type ThreadChanges } from '../../../lib/api/queries/community';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

/**
 * Adds or replaces a post in the thread's cached pages. A live copy (`onlyAdd`) never replaces one we hold:
 * our own answer carries our edit rights, the broadcast copy does not.
 */
export function upsertPost(qc: QueryClient, post: CommunityPost, onlyAdd = false) {
  qc.setQueryData<InfiniteData<CommunityPostPage>>(communityKeys.posts(post.threadId), (old) => {
    if (!old) return old;
    const found = old.pages.some((p) => p.items.some((x) => x.id === post.id));
    if (found && onlyAdd) return old;
    const pages = found
      ? old.pages.map((p) => ({ ...p, items: p.items.map((x) => (x.id === post.id ? post : x)) }))
      : old.pages.map((p, i) =>
          i === old.pages.length - 1 && !p.nextCursor ? { ...p, items: [...p.items, post] } : p,
        );
    return { ...old, pages };
  });
}

export const refetchThread = (qc: QueryClient, id: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: communityKeys.thread(id) }),
    qc.invalidateQueries({ queryKey: communityKeys.posts(id) }),
  ]);

export function useCreateThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThreadBody) => communityWrites.createThread(body, i18n.t('community:errors.postThread')),
    onSuccess: () =>
      qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === 'threads' || q.queryKey[1] === 'categories' }),
  });
}

export function useReply(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => communityWrites.reply(threadId, body, i18n.t('community:errors.postReply')),
    onSuccess: (post) => {
      upsertPost(qc, post);
      void qc.invalidateQueries({ queryKey: communityKeys.thread(threadId) });
    },
  });
}

export function usePostAction(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    // A report answers { ok }, the other actions the post: the thread is refetched either way.
    mutationFn: ({
      postId,
      action,
      body,
    }: {
      postId: string;
      action: 'edit' | 'delete' | 'hide' | 'unhide' | 'report';
      body?: string;
    }): Promise<unknown> => {
      if (action === 'edit') return communityWrites.editPost(postId, body!, i18n.t('community:errors.saveEdit'));
      if (action === 'delete') return communityWrites.deletePost(postId, i18n.t('community:errors.deletePost'));
      if (action === 'report') return communityWrites.reportPost(postId, body!, i18n.t('community:errors.sendReport'));
      const fail = i18n.t('community:errors.moderatePost');
      return action === 'hide'
        ? communityWrites.hidePost(postId, body!, fail)
        : communityWrites.unhidePost(postId, fail);
    },
    onSuccess: () => refetchThread(qc, threadId),
  });
}

type ThreadAction =
  | { kind: 'vote'; on: boolean }
  | { kind: 'subscribe'; on: boolean }
  | { kind: 'accept'; postId: string | null }
  | { kind: 'moderate'; changes: ThreadChanges }
  | { kind: 'ticket' };

/** Thread-level actions: vote, subscribe, accept, and the staff controls. */
export function useThreadAction(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: ThreadAction): Promise<unknown> => {
      const fail = i18n.t('community:errors.updateThread');
      if (a.kind === 'moderate') return communityWrites.moderateThread(threadId, a.changes, fail);
      if (a.kind === 'vote') return communityWrites.vote(threadId, a.on, fail);
      if (a.kind === 'subscribe') return communityWrites.subscribe(threadId, a.on, fail);
      if (a.kind === 'accept') return communityWrites.accept(threadId, a.postId, fail);
      return communityWrites.ticket(threadId, i18n.t('community:errors.createTicket'));
    },
    onSuccess: () => {
      void refetchThread(qc, threadId);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === 'threads' });
    },
  });
}

export const previewMarkdown = (body: string) => communityWrites.preview(body, i18n.t('community:errors.preview'));
