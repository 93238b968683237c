import type {
  CreateTicketBody,
  SearchHit,
  SupportTicketUpdate,
  Ticket,
  TicketDetail,
  TicketStatus,
} from '@cosmos/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/api/keys';
import { helpSearchQuery, slaStatsQuery, ticketCalls, ticketQuery } from '../../lib/api/queries/support';
import { useSupport } from './support-store';
import { i18n } from '../../lib/i18n';

const LIST_FAIL = () => i18n.t('support:errors.fetchTickets'); // spec §8
const CREATE_FAIL = () => i18n.t('support:errors.createTicket');

export const ticketKeys = { mine: keys.tickets.mine(), queue: keys.tickets.queue, one: keys.tickets.one };

export const useMyTickets = () =>
  useQuery({
    queryKey: ticketKeys.mine,
    queryFn: async () => {
      const list = await ticketCalls.mine(LIST_FAIL());
      useSupport.getState().setTickets(list);
      return list;
    },
  });

export const useTicketQueue = (status: TicketStatus | 'any') =>
  useQuery({
    queryKey: ticketKeys.queue(status),
    queryFn: () => ticketCalls.queue(status, LIST_FAIL()),
  });

export const useSlaStats = (days: number) =>
  useQuery(slaStatsQuery(days, i18n.t('support:errors.fetchSupportResponseTimes')));

export const useTicket = (id: string | undefined) => useQuery(ticketQuery(id, i18n.t('support:errors.loadTicket')));

export function useCreateTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicketBody) => ticketCalls.create(body, CREATE_FAIL()),
    onSuccess: (t) => {
      useSupport.getState().addTicket(t); // spec §4: to the front, and selected
      qc.setQueryData<Ticket[]>(ticketKeys.mine, (old) => [t, ...(old ?? []).filter((x) => x.id !== t.id)]);
    },
  });
}

export function useReply(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => ticketCalls.reply(id, body, i18n.t('support:errors.sendMessage')),
    onSuccess: () => qc.invalidateQueries({ queryKey: ticketKeys.one(id) }),
  });
}

export function useSetStatus(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => ticketCalls.setStatus(id, status, i18n.t('support:errors.updateTicket')),
    onSuccess: (t) => {
      qc.setQueryData<TicketDetail>(ticketKeys.one(id), (old) => (old ? { ...old, ...t } : old));
      void qc.invalidateQueries({ queryKey: keys.tickets.all() });
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
  void qc.invalidateQueries({ queryKey: keys.tickets.queues() });
}

export const useHelpSearch = (q: string) =>
  useQuery({
    ...helpSearchQuery(q, i18n.t('support:errors.searchFailed')),
    placeholderData: (prev: SearchHit[] | undefined) => prev,
  });
