import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReentryWatch } from './ReentryWatch';

afterEach(() => vi.unstubAllGlobals());

describe('re-entry watch', () => {
  it('lists the objects SATCAT records as decayed, each linking to its object page', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        model: 'm',
        items: [],
        decayed: [
          {
            id: 'sat-97002',
            name: 'RECENT R/B',
            noradId: 97002,
            decayDate: '2026-10-02',
            objectType: 'R/B',
            owner: 'PRC',
          },
        ],
        decayedWindowDays: 30,
        decayedSource: 'sample',
      }),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <ReentryWatch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'RECENT R/B' });
    expect(link.getAttribute('href')).toBe('/objects/sat-97002');
    expect(link.closest('li')!.textContent).toMatch(/^RECENT R\/B, re-entered on .* \(R\/B, PRC\)$/);
    expect(screen.getByTestId('decayed-sample').textContent).toMatch(/sample/i);
    expect(screen.getByText('Re-entered in the last 30 days')).toBeTruthy();
  }, 30_000);
});
