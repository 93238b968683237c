import type { CommunityThreadUpdate } from '@cosmos/contracts';
import type { AppContext } from '../context.ts';
import { channelRoom, type Gateway } from './gateway.ts';

const THREAD_CHANNEL = /^community:thread:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Community threads are live: a reader subscribes to `community:thread:<id>` (a room per thread) and hears
 * `communityThreadUpdate` when the service announces 'community.threadUpdated'. A new visible reply travels
 * whole (every reader may see it); anything else (edits, hides, votes, moderation) says only "changed", and
 * each client refetches what it may see, so per-viewer visibility never depends on the broadcast.
 */
export function registerCommunityRelay(
  gateway: Gateway,
  ctx: AppContext,
  threadVisible: (threadId: string, staff: boolean) => Promise<boolean>,
) {
  gateway.addChannel({
    pattern: THREAD_CHANNEL,
    authorize: (user, channel) =>
      threadVisible(THREAD_CHANNEL.exec(channel)![1]!, user.role === 'agent' || user.role === 'admin'),
  });
  return ctx.events.on('community.threadUpdated', ({ threadId, post }) => {
    const update: CommunityThreadUpdate = post
      ? { threadId, kind: 'post', post: post as CommunityThreadUpdate['post'] }
      : { threadId, kind: 'changed' };
    gateway.io.to(channelRoom(`community:thread:${threadId}`)).emit('communityThreadUpdate', update);
  });
}
