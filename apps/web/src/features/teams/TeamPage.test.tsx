import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamPage } from './TeamPage';

const subscription = (planId: 'basic' | 'pro' | 'enterprise', name: string) => ({
  planId,
  plan: { id: planId, name },
  status: 'active',
  currentPeriodEnd: '2026-12-27T00:00:00Z',
  cancelAtPeriodEnd: false,
});

function renderWith(planId: 'basic' | 'pro' | 'enterprise', name: string) {
  vi.stubGlobal('fetch', async (url: string) =>
    Response.json(String(url).includes('/api/subscription/current') ? subscription(planId, name) : []),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TeamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Team page without a team (issue 36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a Pro subscriber that a team needs Enterprise instead of offering a form that would be refused', async () => {
    renderWith('pro', 'Pro Navigator');
    const notice = await screen.findByTestId('team-needs-enterprise');
    expect(notice.textContent).toContain(
      'Creating a team needs the Enterprise Mission plan; you are on Pro Navigator.',
    );
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
  }, 30_000);

  it('offers an Enterprise subscriber the form', async () => {
    renderWith('enterprise', 'Enterprise Mission');
    await screen.findByRole('button', { name: 'Create team' });
    expect(screen.queryByTestId('team-needs-enterprise')).toBeNull();
  }, 30_000);
});
