import type { Notification, NotificationList } from '@cosmos/contracts';
import { create } from 'zustand';
import { notificationCalls } from '../../lib/api/queries/notifications';
import { i18n } from '../../lib/i18n';

const FAIL = () => i18n.t('notifications:errors.fetchNotifications'); // spec §8

export interface NotificationsState {
  items: Notification[];
  unreadCount: number;
  nextCursor: string | null;
  isLoading: boolean;
  error: string | null;
  /** Spec §4: to the front; raises the unread count if unread. A repeat (same id) is ignored. */
  add(n: Notification): void;
  /** Spec §4: a fetch replaces the list and recalculates the unread count. */
  setFetched(list: NotificationList): void;
  fetch(): Promise<void>;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  clear(): Promise<void>;
}

const countUnread = (items: Notification[]) => items.filter((n) => !n.read).length;

export const useNotifications = create<NotificationsState>((set, get) => ({
  items: [],
  unreadCount: 0,
  nextCursor: null,
  isLoading: false,
  error: null,

  add(n) {
    if (get().items.some((x) => x.id === n.id)) return;
    set((s) => ({ items: [n, ...s.items], unreadCount: s.unreadCount + (n.read ? 0 : 1) }));
  },

  setFetched(list) {
    // The server's count covers pages not loaded yet; without it, count what we hold.
    set({ items: list.items, nextCursor: list.nextCursor, unreadCount: list.unreadCount ?? countUnread(list.items) });
  },

  async fetch() {
    set({ isLoading: true, error: null });
    try {
      get().setFetched(await notificationCalls.latest(FAIL()));
      set({ isLoading: false });
    } catch (err) {
      set({ isLoading: false, error: (err as Error).message });
    }
  },

  async markRead(id) {
    const n = get().items.find((x) => x.id === id);
    if (!n || n.read) return;
    set((s) => ({
      items: s.items.map((x) => (x.id === id ? { ...x, read: true } : x)),
      unreadCount: Math.max(0, s.unreadCount - 1),
    }));
    try {
      const r = await notificationCalls.markRead(id, FAIL());
      set({ unreadCount: r.unreadCount });
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async markAllRead() {
    set((s) => ({ items: s.items.map((x) => ({ ...x, read: true })), unreadCount: 0 }));
    try {
      await notificationCalls.markAllRead(FAIL());
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },

  async clear() {
    set({ items: [], unreadCount: 0, nextCursor: null });
    try {
      await notificationCalls.clear(FAIL());
    } catch (err) {
      set({ error: (err as Error).message });
    }
  },
}));
