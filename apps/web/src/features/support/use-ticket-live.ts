import type { SupportTicketUpdate } from '@cosmos/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, useSocketState } from '../../lib/socket';
import { applyTicketUpdate } from './tickets-api';

/** Keeps ticket views live from `supportTicketUpdate`, and refetches them after a reconnect. */
export function useTicketLive() {
  const qc = useQueryClient();
  const socket = useSocketState((s) => s.socket);
  useEffect(() => {
    const off = onReconnect(
      () => void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'ticket' || q.queryKey[0] === 'tickets' }),
    );
    return () => {
      off();
    };
  }, [qc]);
  useEffect(() => {
    if (!socket) return;
    const on = (u: SupportTicketUpdate) => applyTicketUpdate(qc, u);
    socket.on('supportTicketUpdate', on);
    return () => {
      socket.off('supportTicketUpdate', on);
    };
  }, [socket, qc]);
}
