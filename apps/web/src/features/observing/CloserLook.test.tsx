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
    expect(screen.getByText('Zoom level 3: about 7.8 km per pixel')).toBeTruthy();
  });

  it("shows the server's upgrade prompt and a link to the plans for a level beyond the plan", async () => {
    const detail = 'Standard resolution imagery goes to zoom level 3 (about 7.8 km per pixel).';
    const fetchMock = vi.fn(
      async () =>
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
    // Paris at level 3: tiles are 22.5° wide, so column 8 (180°+2.3° → 182.3/22.5), row 1 (90−48.9 → 41.1/22.5).
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/imagery/true-colour/3/1/8');
  });
});
