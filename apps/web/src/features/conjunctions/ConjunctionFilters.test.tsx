import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conjunctionsUrl, type ConjunctionFilters } from './api';
import { ConjunctionFilterBar } from './ConjunctionFilters';

const none: ConjunctionFilters = { q: '', type: '', owner: '', maxKm: '', sort: 'miss' };

afterEach(() => vi.unstubAllGlobals());

describe('conjunction owner filter', () => {
  it('asks the server for the chosen owner only when there is one', () => {
    expect(conjunctionsUrl(none, null)).not.toContain('owner');
    expect(new URL(conjunctionsUrl({ ...none, owner: 'PRC' }, null), 'http://x').searchParams.get('owner')).toBe('PRC');
  });

  it('offers the catalogue’s owners from its facets and reports the choice', async () => {
    const facets = {
      total: 8,
      objectType: {},
      orbitClass: {},
      group: {},
      owner: { US: 5, PRC: 3 },
      decayed: { true: 0, false: 8 },
    };
    const fetchMock = vi.fn(async () => Response.json(facets));
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <ConjunctionFilterBar value={none} onChange={onChange} />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Owner / country' }));
    const option = await screen.findByRole('option', { name: 'PRC' });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any owner', 'US', 'PRC']);
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith({ ...none, owner: 'PRC' });
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain('/api/celestial-data/facets');
  }, 30_000);
});
