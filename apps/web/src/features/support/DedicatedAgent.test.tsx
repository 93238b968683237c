import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth/auth-store';

const ticket = {
  id: 'tk1',
  number: 1001,
  subject: 'Team ticket',
  description: 'Help',
  category: 'general',
  priority: 'urgent',
  status: 'open',
  ownerId: 'owner-1',
  ownerName: 'Ada Member',
  contactName: 'Ada Member',
  contactEmail: 'ada@example.test',
  messageCount: 0,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  supportPlan: 'enterprise',
  firstResponseDueAt: '2026-11-23T11:00:00Z',
  firstRespondedAt: null,
  sla: 'on_track',
  assignedAgent: { id: 'agent-1', name: 'Sam Support' },
  messages: [],
};
vi.mock('./use-ticket-live', () => ({ useTicketLive: () => {} }));
vi.mock('./tickets-api', () => ({
  useTicket: () => ({ data: ticket, isLoading: false, error: null, refetch: () => {} }),
  useReply: () => ({ mutate: () => {}, isPending: false }),
  useSetStatus: () => ({ mutate: () => {}, isPending: false }),
  useTicketQueue: () => ({ data: [ticket, { ...ticket, id: 'tk2', number: 1002, assignedAgent: null }] }),
}));
vi.mock('./SlaStatsCard', () => ({ SlaStatsCard: () => null }));
vi.mock('../../lib/permissions', () => ({ useCan: () => true }));

const { TicketThread } = await import('./TicketThread');
const { AgentQueuePage } = await import('./AgentQueuePage');
const as = (id: string) => useAuth.setState({ user: { id } as never, isAuthenticated: true });
const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the dedicated agent on ticket screens and in the queue', () => {
  beforeEach(() => useAuth.setState({ user: null, isAuthenticated: false }));

  it('the customer reads "Your dedicated agent: <name>" on their ticket', () => {
    as('owner-1');
    show(<TicketThread id="tk1" />);
    expect(screen.getByTestId('ticket-dedicated-agent').textContent).toBe('Your dedicated agent: Sam Support');
  });

  it('the queue shows the assigned agent, and "Your team ticket" to that agent', () => {
    as('agent-1');
    show(<AgentQueuePage />);
    expect(screen.getByText('Your team ticket')).toBeTruthy();
    expect(screen.getByText('Anyone')).toBeTruthy();
    cleanup();
    as('agent-2');
    show(<AgentQueuePage />);
    expect(screen.getByText('Dedicated: Sam Support')).toBeTruthy();
    expect(screen.queryByText('Your team ticket')).toBeNull();
  });
});
