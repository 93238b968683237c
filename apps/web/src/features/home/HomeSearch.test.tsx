/** Home's search against a mocked fetch: grouped results, Enter opens the best match, no stale rows. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeSearch } from './HomeSearch';

const ISS = {
  id: 'sat-25544',
  name: 'ISS (ZARYA)',
  type: 'satellite',
  elements: { noradId: 25544 },
  details: { cospar: '1998-067A' },
};
const LISBON = {
  name: 'Lisbon',
  country: 'PT',
  admin: '14',
  latitude: 38.72,
  longitude: -9.13,
  elevationM: 45,
  timeZone: 'Europe/Lisbon',
  population: 517802,
};
const ISSY = { ...LISBON, name: 'Issy-les-Moulineaux', country: 'FR', admin: '11', timeZone: 'Europe/Paris' };

function answer(url: string): unknown {
  const u = new URL(url, 'http://x');
  const q = (u.searchParams.get('q') ?? '').toLowerCase();
  if (u.pathname === '/api/celestial-data')
    return ['iss', '25544', '1998-067a'].some((s) => s.startsWith(q) || q === s) ? [ISS] : [];
  if (u.pathname === '/api/places/search') return [LISBON, ISSY].filter((p) => p.name.toLowerCase().startsWith(q));
  if (u.pathname === '/api/launches')
    return { items: [], status: { source: 'sample', lastRefresh: null, lastError: null } };
  if (u.pathname === '/api/docs-index') return [];
  throw new Error(`unexpected ${url}`);
}

const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 }));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function setup() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomeSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox');
}

describe('Home search', () => {
  it('"ISS" lists the object first, in its group, and Enter opens its object page', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: 'ISS' } });
    const first = await screen.findByText('ISS (ZARYA)', {}, { timeout: 5000 });
    const options = screen.getAllByTestId('home-search-option');
    expect(options[0].contains(first)).toBe(true);
    expect(screen.getByText('Objects')).toBeTruthy();
    expect(screen.getByText('Places')).toBeTruthy(); // Issy-les-Moulineaux
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/objects/sat-25544');
  });

  it('finds an object by its COSPAR id (the catalogue query gets the text)', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: '1998-067A' } });
    await screen.findByText('ISS (ZARYA)', {}, { timeout: 5000 });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/celestial-data?q=1998-067A'))).toBe(true);
  });

  it('Enter typed before the answers arrive waits for them: "Lisbon" opens the place', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: 'Lisbon' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/settings?place=Lisbon'), {
      timeout: 5000,
    });
  });

  it("never shows the previous query's rows while the next one is pending", async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: 'ISS' } });
    await screen.findByText('ISS (ZARYA)', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'Lisbon' } });
    expect(screen.queryByText('ISS (ZARYA)')).toBeNull();
    await screen.findByText('Lisbon', {}, { timeout: 5000 });
    expect(screen.queryByText('ISS (ZARYA)')).toBeNull();
    await act(async () => {});
  });
});
