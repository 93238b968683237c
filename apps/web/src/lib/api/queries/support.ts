/**
 * Support (GET/POST/PATCH /api/support/*): the contact channels, tickets (the user's own, the staff queue, one
 * ticket), response-time statistics and the help search. Tickets sit under `keys.tickets`.
 */
import type { CreateTicketBody, TicketStatus } from '@cosmos/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../index';
import { keys } from '../keys';

export const supportChannelsQuery = (failMessage: string) =>
  queryOptions({
    queryKey: keys.support.channels(),
    queryFn: () => ok(client.GET('/api/support/channels', { failMessage })),
    staleTime: Infinity,
  });

export const slaStatsQuery = (days: number, failMessage: string) =>
  queryOptions({
    queryKey: keys.support.slaStats(days),
    queryFn: () => ok(client.GET('/api/support/sla-stats', { params: { query: { days } }, failMessage })),
  });

export const ticketQuery = (id: string | undefined, failMessage: string) =>
  queryOptions({
    queryKey: keys.tickets.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => ok(client.GET('/api/support/tickets/{id}', { params: { path: { id: id! } }, failMessage })),
  });

export const helpSearchQuery = (q: string, failMessage: string) =>
  queryOptions({
    queryKey: keys.docs.helpSearch(q),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      ok(client.GET('/api/support/search', { params: { query: { q: q.trim() } }, failMessage, signal })),
  });

export const ticketCalls = {
  mine: (failMessage: string) => ok(client.GET('/api/support/tickets', { failMessage })),
  /** Every user's tickets (staff), at most 200, optionally of one status. */
  queue: (status: TicketStatus | 'any', failMessage: string) =>
    ok(
      client.GET('/api/support/tickets', {
        params: { query: { scope: 'all', limit: 200, status: status === 'any' ? undefined : status } },
        failMessage,
      }),
    ),
  create: (body: CreateTicketBody, failMessage: string) =>
    ok(client.POST('/api/support/tickets', { body, failMessage })),
  reply: (id: string, body: string, failMessage: string) =>
    ok(client.POST('/api/support/tickets/{id}/messages', { params: { path: { id } }, body: { body }, failMessage })),
  setStatus: (id: string, status: TicketStatus, failMessage: string) =>
    ok(client.PATCH('/api/support/tickets/{id}', { params: { path: { id } }, body: { status }, failMessage })),
};
