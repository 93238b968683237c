import type { Notification } from '@cosmos/contracts';
import { useEffect } from 'react';
import { onReconnect, useSocketState } from '../../lib/socket';
import { useNotifications } from './notifications-store';

/** Loads the inbox, adds pushed notifications, and refetches after a reconnect so none is missed. */
export function useNotificationsSync() {
  const socket = useSocketState((s) => s.socket);
  useEffect(() => {
    void useNotifications.getState().fetch();
    const off = onReconnect(() => void useNotifications.getState().fetch());
    return () => {
      off();
    };
  }, []);
  useEffect(() => {
    if (!socket) return;
    const on = (n: Notification) => useNotifications.getState().add(n);
    socket.on('notification', on);
    return () => {
      socket.off('notification', on);
    };
  }, [socket]);
}
