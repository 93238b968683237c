import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloserLook } from './CloserLook';

afterEach(() => vi.unstubAllGlobals());

describe('closer look at the Earth imagery', () => {
  it('asks for a point on the map first', () => {
    render(
      <MemoryRouter>
        <CloserLook point={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Click the map/)).toBeTruthy();
    expect(screen.getByText('Zoom level 2: about 15.7 km per pixel')).toBeTruthy();
  });

  it("shows the server's upgrade prompt and a link to the plans for a level beyond the plan", async () => {
    const detail = 'Standard resolution imagery goes to zoom level 3 (about 7.8 km per pixel).';
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ status: 403, code: 'plan_required', detail }), {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <CloserLook point={{ lat: 48.9, lon: 2.3 }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription-plans');
    // Paris at level 2: tiles are 45° wide, so column 4 (180°+2.3° → 182.3/45), row 0 (90−48.9 → 41.1/45).
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/imagery/true-colour/2/0/4');
  });
});
