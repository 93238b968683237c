import type {
  CommunityPost,
  CommunityPostPage,
  CommunityThread,
  CreatePostBody,
  CreateThreadBody,
} from '@cosmos/contracts';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys } from './keys';
import { i18n } from '../../../lib/i18n';

const enc = encodeURIComponent;

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
    mutationFn: (body: CreateThreadBody) =>
      api<CommunityThread>('/api/community/threads', {
        method: 'POST',
        body,
        failMessage: i18n.t('community:errors.postThread'),
      }),
    onSuccess: () =>
      qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === 'threads' || q.queryKey[1] === 'categories' }),
  });
}

export function useReply(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) =>
      api<CommunityPost>(`/api/community/threads/${enc(threadId)}/posts`, {
        method: 'POST',
        body,
        failMessage: i18n.t('community:errors.postReply'),
      }),
    onSuccess: (post) => {
      upsertPost(qc, post);
      void qc.invalidateQueries({ queryKey: communityKeys.thread(threadId) });
    },
  });
}

export function usePostAction(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      postId,
      action,
      body,
    }: {
      postId: string;
      action: 'edit' | 'delete' | 'hide' | 'unhide' | 'report';
      body?: string;
    }) => {
      const url = `/api/community/posts/${enc(postId)}`;
      if (action === 'edit')
        return api<CommunityPost>(url, {
          method: 'PATCH',
          body: { body },
          failMessage: i18n.t('community:errors.saveEdit'),
        });
      if (action === 'delete')
        return api<CommunityPost>(url, { method: 'DELETE', failMessage: i18n.t('community:errors.deletePost') });
      if (action === 'report')
        return api<unknown>(`${url}/reports`, {
          method: 'POST',
          body: { reason: body },
          failMessage: i18n.t('community:errors.sendReport'),
        });
      return api<CommunityPost>(`${url}/${action}`, {
        method: 'POST',
        body: action === 'hide' ? { reason: body } : undefined,
        failMessage: i18n.t('community:errors.moderatePost'),
      });
    },
    onSuccess: () => refetchThread(qc, threadId),
  });
}

type ThreadAction =
  | { kind: 'vote'; on: boolean }
  | { kind: 'subscribe'; on: boolean }
  | { kind: 'accept'; postId: string | null }
  | { kind: 'moderate'; changes: Record<string, unknown> }
  | { kind: 'ticket' };

/** Thread-level actions: vote, subscribe, accept, and the staff controls. */
export function useThreadAction(threadId: string) {
  const qc = useQueryClient();
  const url = `/api/community/threads/${enc(threadId)}`;
  return useMutation({
    mutationFn: (a: ThreadAction) => {
      const fail = { failMessage: i18n.t('community:errors.updateThread') };
      if (a.kind === 'moderate') return api(url, { method: 'PATCH', body: a.changes, ...fail });
      if (a.kind === 'vote') return api(`${url}/vote`, { method: a.on ? 'PUT' : 'DELETE', ...fail });
      if (a.kind === 'subscribe') return api(`${url}/subscription`, { method: a.on ? 'PUT' : 'DELETE', ...fail });
      if (a.kind === 'accept') return api(`${url}/accepted`, { method: 'PUT', body: { postId: a.postId }, ...fail });
      return api(`${url}/ticket`, { method: 'POST', failMessage: i18n.t('community:errors.createTicket') });
    },
    onSuccess: () => {
      void refetchThread(qc, threadId);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[1] === 'threads' });
    },
  });
}

export const previewMarkdown = (body: string) =>
  api<{ html: string }>('/api/community/preview', {
    method: 'POST',
    body: { body },
    failMessage: i18n.t('community:errors.preview'),
  });
