import { communityThreadChannel, type CommunityThreadUpdate } from '@cosmos/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, useSocketState } from '../../lib/socket';
import { communityKeys } from './api/keys';
import { refetchThread, upsertPost } from './api/write';

/**
 * Keeps an open thread live: joins the thread's room, appends new replies as they arrive and refetches
 * on anything else (edits, moderation, votes). After a reconnect the room is joined again and the
 * thread refetched, so nothing missed while offline stays missing.
 */
export function useThreadLive(threadId: string) {
  const qc = useQueryClient();
  const socket = useSocketState((s) => s.socket);
  const connected = useSocketState((s) => s.connected);
  useEffect(() => {
    if (!socket || !connected) return;
    const channel = communityThreadChannel(threadId);
    socket.emit('subscribe', channel);
    // Every open copy of a busy thread hears each change: refetches are coalesced and spread over a second.
    // A new reply needs only the thread's counts; anything else needs the replies too.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let full = false;
    const later = (needsReplies: boolean) => {
      full ||= needsReplies;
      timer ??= setTimeout(
        () => {
          timer = undefined;
          void (full
            ? refetchThread(qc, threadId)
            : qc.invalidateQueries({ queryKey: communityKeys.thread(threadId) }));
          full = false;
        },
        200 + Math.random() * 800,
      );
    };
    const on = (u: CommunityThreadUpdate) => {
      if (u.threadId !== threadId) return;
      if (u.kind === 'post' && u.post) upsertPost(qc, u.post, true);
      later(u.kind !== 'post');
    };
    socket.on('communityThreadUpdate', on);
    const off = onReconnect(() => {
      socket.emit('subscribe', channel);
      void refetchThread(qc, threadId);
    });
    return () => {
      clearTimeout(timer);
      off();
      socket.off('communityThreadUpdate', on);
      socket.emit('unsubscribe', channel);
    };
  }, [socket, connected, threadId, qc]);
}
