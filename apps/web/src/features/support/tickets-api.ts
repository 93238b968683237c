import type {
  CreateTicketBody,
  SearchHit,
  SlaStats,
  SupportTicketUpdate,
  Ticket,
  TicketDetail,
  TicketMessage,
  TicketStatus,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSupport } from './support-store';
import { i18n } from '../../lib/i18n';

const LIST_FAIL = () => i18n.t('support:errors.fetchTickets'); // spec §8
const CREATE_FAIL = () => i18n.t('support:errors.createTicket');

export const ticketKeys = {
  mine: ['tickets', 'mine'] as const,
  queue: (status: string) => ['tickets', 'all', status] as const,
  one: (id: string) => ['ticket', id] as const,
};

export const useMyTickets = () =>
  useQuery({
    queryKey: ticketKeys.mine,
    queryFn: async () => {
      const list = await api<Ticket[]>('/api/support/tickets', { failMessage: LIST_FAIL() });
      useSupport.getState().setTickets(list);
      return list;
    },
  });

export const useTicketQueue = (status: TicketStatus | 'any') =>
  useQuery({
    queryKey: ticketKeys.queue(status),
    queryFn: () =>
      api<Ticket[]>(`/api/support/tickets?scope=all&limit=200${status === 'any' ? '' : `&status=${status}`}`, {
        failMessage: LIST_FAIL(),
      }),
  });

export const useSlaStats = (days: number) =>
  useQuery({
    queryKey: ['support', 'sla-stats', days],
    queryFn: () =>
      api<SlaStats>(`/api/support/sla-stats?days=${days}`, {
        failMessage: i18n.t('support:errors.fetchSupportResponseTimes'),
      }),
  });

export const useTicket = (id: string | undefined) =>
  useQuery({
    queryKey: ticketKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      api<TicketDetail>(`/api/support/tickets/${encodeURIComponent(id!)}`, {
        failMessage: i18n.t('support:errors.loadTicket'),
      }),
  });

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) =>
      api<Ticket>('/api/support/tickets', { method: 'POST', body, failMessage: CREATE_FAIL() }),
    onSuccess: (t) => {
      useSupport.getState().addTicket(t); // spec §4: to the front, and selected
      qc.setQueryData<Ticket[]>(ticketKeys.mine, (old) => [t, ...(old ?? []).filter((x) => x.id !== t.id)]);
    },
  });
}

export function useReply(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<TicketMessage>(`/api/support/tickets/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { body },
        failMessage: i18n.t('support:errors.sendMessage'),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.one(id) }),
  });
}

export function useSetStatus(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) =>
      api<Ticket>(`/api/support/tickets/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        failMessage: i18n.t('support:errors.updateTicket'),
      }),
    onSuccess: (t) => {
      qc.setQueryData<TicketDetail>(ticketKeys.one(id), (old) => (old ? { ...old, ...t } : old));
      void qc.invalidateQueries({ queryKey: ['tickets'] });
    },
  });
}

/** A `supportTicketUpdate` from the socket: merge into the open ticket, the lists and the store. */
export function applyTicketUpdate(qc: QueryClient, u: SupportTicketUpdate) {
  qc.setQueryData<TicketDetail>(ticketKeys.one(u.ticket.id), (old) => {
    if (!old) return old;
    const messages =
      u.message && !old.messages.some((m) => m.id === u.message!.id) ? [...old.messages, u.message] : old.messages;
    return { ...old, ...u.ticket, messages };
  });
  qc.setQueryData<Ticket[]>(ticketKeys.mine, (old) => old?.map((t) => (t.id === u.ticket.id ? u.ticket : t)));
  useSupport.getState().updateTicket(u.ticket);
  void qc.invalidateQueries({ queryKey: ['tickets', 'all'] });
}

export const useHelpSearch = (q: string) =>
  useQuery<SearchHit[]>({
    queryKey: ['help-search', q],
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    placeholderData: (prev) => prev,
    queryFn: ({ signal }) =>
      api<SearchHit[]>(`/api/support/search?q=${encodeURIComponent(q.trim())}`, {
        failMessage: i18n.t('support:errors.searchFailed'),
        signal,
      }),
  });
