import type { Notification } from '@cosmos/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from './notifications-store';

const n = (id: string, read = false): Notification => ({
  id,
  type: 'system',
  title: id,
  message: '',
  timestamp: new Date().toISOString(),
  read,
  link: null,
});

describe('notifications store (spec §4)', () => {
  beforeEach(() => {
    useNotifications.setState(useNotifications.getInitialState(), true);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ unreadCount: 0 }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });

  it('adds to the front and raises the unread count only for unread ones; ignores repeats', () => {
    const s = useNotifications.getState();
    s.add(n('a'));
    s.add(n('b', true));
    s.add(n('c'));
    s.add(n('c'));
    expect(useNotifications.getState().items.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(useNotifications.getState().unreadCount).toBe(2);
  });

  it('mark one read lowers the count, mark all sets it to zero, clear empties', async () => {
    const s = useNotifications.getState();
    s.add(n('a'));
    s.add(n('b'));
    s.add(n('c'));
    await s.markRead('b');
    expect(useNotifications.getState().items.find((x) => x.id === 'b')!.read).toBe(true);
    await useNotifications.getState().markRead('b'); // already read: no change
    expect(useNotifications.getState().unreadCount).toBe(0); // the stubbed server says 0
    useNotifications.setState({ unreadCount: 2 });
    await useNotifications.getState().markAllRead();
    expect(useNotifications.getState().unreadCount).toBe(0);
    expect(useNotifications.getState().items.every((x) => x.read)).toBe(true);
    await useNotifications.getState().clear();
    expect(useNotifications.getState()).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('a fetch replaces the list and recalculates the unread count', () => {
    useNotifications.getState().add(n('old'));
    useNotifications.getState().setFetched({ items: [n('x'), n('y', true)], unreadCount: 7, nextCursor: null });
    expect(useNotifications.getState().items.map((x) => x.id)).toEqual(['x', 'y']);
    expect(useNotifications.getState().unreadCount).toBe(7);
  });
});
