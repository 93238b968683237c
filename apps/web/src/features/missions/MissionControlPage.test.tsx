import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissionControlPage } from './MissionControlPage';

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = scrollIntoView; // test files share their worker's globals
});

describe('Mission Control cards (issue 36)', () => {
  it('a card that switches a tab below the fold scrolls that tab into view and focuses it', async () => {
    // The tabs' contents fetch launches and missions; an empty answer keeps them quiet.
    vi.stubGlobal('fetch', async () =>
      Response.json({ items: [], status: { source: 'sample', lastRefresh: null, lastError: null } }),
    );
    const scrolled: string[] = [];
    // jsdom lays nothing out, so it has no scrollIntoView: record which element asked to be shown.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter initialEntries={['/mission-control']}>
          <MissionControlPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(scrolled).toEqual([]); // opening the page does not jump below the cards

    await userEvent.click(screen.getByRole('link', { name: /Start Launch/ }));
    const tab = screen.getByRole('tab', { name: 'Launch Control' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(scrolled).toEqual(['mission-tab-launch']);
    expect(document.activeElement).toBe(tab);

    await userEvent.click(screen.getByRole('link', { name: /View Missions/ }));
    expect(scrolled).toEqual(['mission-tab-launch', 'mission-tab-active']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Active Missions' }));
  }, 30_000);
});
