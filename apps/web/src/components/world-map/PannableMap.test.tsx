import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorldMap } from './WorldMap';

/**
 * The pannable map against a stubbed /api/imagery: it records every tile asked for and answers an image, or the
 * server's 403 upgrade answer for levels deeper than `serverCap`. jsdom lays nothing out, so the map is measured
 * as 1024 px wide at a device pixel ratio of 1: view zoom n needs imagery level n exactly (map-view.test.ts).
 */
let asked: string[];
let serverCap: number;
/** Tiles of this level wait until `release` is called (finer tiles still arriving). */
let heldLevel: number | undefined;
let release: () => void;
beforeEach(() => {
  asked = [];
  serverCap = 8;
  heldLevel = undefined;
  const gate = new Promise<void>((r) => (release = r));
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:tile-${++n}`, revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const z = Number(url.split('/')[4]);
      if (z === heldLevel) await gate;
      if (z > serverCap)
        return new Response(
          JSON.stringify({
            status: 403,
            code: 'plan_required',
            detail: 'beyond the plan',
            errors: [{ field: 'requiredPlan', message: 'enterprise' }],
          }),
          { status: 403, headers: { 'content-type': 'application/problem+json' } },
        );
      return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const levels = () => asked.map((u) => Number(u.split('/')[4]));

function renderMap(planId: 'basic' | 'pro' | 'enterprise', onPick?: (lat: number, lon: number) => void) {
  return render(
    <MemoryRouter>
      <WorldMap ariaLabel="World" tiles={{ layer: 'true-colour', planId }} onPick={onPick} />
    </MemoryRouter>,
  );
}
const map = () => screen.getByRole('application', { name: 'World' });
const zoom = () => Number(map().getAttribute('data-zoom'));
const zoomIn = () => fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));

describe('pannable, zoomable world map', () => {
  it('loads the two level-0 tiles at first, then only the tiles in sight at the level of the view', async () => {
    heldLevel = 2;
    renderMap('basic');
    await waitFor(() =>
      expect(asked.sort()).toEqual(['/api/imagery/true-colour/0/0/0', '/api/imagery/true-colour/0/0/1']),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-tile^="0/"]')).toHaveLength(2));
    zoomIn();
    zoomIn();
    expect(zoom()).toBe(2);
    // Zoom 2 on the centre: 90° × 45° in sight, the 2 × 2 level-2 tiles around 0° 0° (of 8 × 4).
    await waitFor(() => expect(asked.filter((u) => u.includes('/2/')).sort()).toHaveLength(4));
    expect(asked.filter((u) => u.includes('/2/')).sort()).toEqual([
      '/api/imagery/true-colour/2/1/3',
      '/api/imagery/true-colour/2/1/4',
      '/api/imagery/true-colour/2/2/3',
      '/api/imagery/true-colour/2/2/4',
    ]);
    // Nothing finer than the view needs.
    expect(Math.max(...levels())).toBe(2);
    // While the level-2 tiles are on their way, the level-0 tiles are drawn (scaled) in their place…
    expect(document.querySelectorAll('[data-tile^="2/"]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-tile^="0/"]')).toHaveLength(2);
    // …and once they have arrived, no longer drawn under them.
    await act(async () => release());
    await waitFor(() => expect(document.querySelectorAll('[data-tile^="2/"]')).toHaveLength(4));
    expect(document.querySelectorAll('[data-tile^="0/"]')).toHaveLength(0);
    expect(screen.getByTestId('map-level').textContent).toContain('imagery level 2');
  });

  it('past the plan cap shows the upgrade prompt and asks for no tile above the cap', async () => {
    renderMap('basic');
    for (let i = 0; i < 3; i++) zoomIn();
    expect(screen.queryByTestId('imagery-upgrade')).toBeNull(); // level 3 is Basic's own
    zoomIn();
    const prompt = await screen.findByTestId('imagery-upgrade');
    // Names the plan that shows the level in view, as the server's own answer does.
    expect(prompt.textContent).toContain('High resolution imagery (about 2 km per pixel) comes with Pro Navigator');
    expect(prompt.textContent).toContain('Standard resolution imagery, down to about 7.8 km per pixel');
    zoomIn();
    zoomIn();
    expect(zoom()).toBe(6);
    expect(screen.getByTestId('imagery-upgrade').textContent).toContain(
      'Ultra-high resolution imagery (about 245 m per pixel) comes with Enterprise Mission',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription-plans');
    await waitFor(() => expect(levels()).toContain(3));
    expect(Math.max(...levels())).toBe(3);
    // The last allowed level stays on the map, scaled.
    expect(screen.getByTestId('imagery-tiles').getAttribute('data-level')).toBe('3');
    // Back within the plan, the prompt goes.
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole world' }));
    expect(screen.queryByTestId('imagery-upgrade')).toBeNull();
  });

  it("uses the server's upgrade answer when it refuses a level the page thought allowed", async () => {
    serverCap = 4; // the page believes Pro (level 5); the server says level 5 needs Enterprise
    renderMap('pro');
    for (let i = 0; i < 5; i++) zoomIn();
    const prompt = await screen.findByTestId('imagery-upgrade');
    expect(prompt.textContent).toContain(
      'Ultra-high resolution imagery (about 245 m per pixel) comes with Enterprise Mission',
    );
    await waitFor(() => expect(screen.getByTestId('imagery-tiles').getAttribute('data-level')).toBe('4'));
    const before = asked.length;
    await act(async () => {
      fireEvent.keyDown(map(), { key: 'ArrowRight' });
      await new Promise((r) => setTimeout(r, 20));
    });
    // Panning at zoom 5 now asks for level 4 tiles only.
    expect(asked.slice(before).every((u) => u.includes('/4/'))).toBe(true);
  });

  it('works from the keyboard: + and − zoom, arrows pan, 0 resets, Enter picks the centre', () => {
    const picks: [number, number][] = [];
    renderMap('enterprise', (lat, lon) => picks.push([lat, lon]));
    const m = map();
    expect(m.getAttribute('tabindex')).toBe('0');
    expect(m.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(m.getAttribute('aria-describedby')!)!.textContent).toContain('arrow keys');
    fireEvent.keyDown(m, { key: '+' });
    fireEvent.keyDown(m, { key: '+' });
    expect(zoom()).toBe(2);
    expect(m.getAttribute('viewBox')).toBe('135 67.5 90 45');
    fireEvent.keyDown(m, { key: 'ArrowRight' });
    fireEvent.keyDown(m, { key: 'ArrowUp' });
    expect(m.getAttribute('viewBox')).toBe('157.5 56.25 90 45');
    fireEvent.keyDown(m, { key: 'Enter' });
    // Centre of 157.5…247.5 × 56.25…101.25: x 202.5, y 78.75 → 11.25° N, 22.5° E.
    expect(picks).toEqual([[11.25, 22.5]]);
    fireEvent.keyDown(m, { key: '-' });
    expect(zoom()).toBe(1);
    fireEvent.keyDown(m, { key: '0' });
    expect(m.getAttribute('viewBox')).toBe('0 0 360 180');
  });

  it('a click picks the place under the pointer at any zoom; a drag pans and does not pick', () => {
    const picks: [number, number][] = [];
    renderMap('basic', (lat, lon) => picks.push([lat, lon]));
    const m = map();
    m.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 500 }) as DOMRect;
    fireEvent.keyDown(m, { key: '+' }); // zoom 1: 180° × 90° in sight, from 90° W, 45° N
    fireEvent.click(m, { clientX: 250, clientY: 125 });
    expect(picks).toEqual([[22.5, -45]]);
    fireEvent.pointerDown(m, { pointerId: 1, clientX: 500, clientY: 250, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(m, { pointerId: 1, clientX: 400, clientY: 250, pointerType: 'mouse' });
    fireEvent.pointerUp(m, { pointerId: 1, clientX: 400, clientY: 250, pointerType: 'mouse' });
    fireEvent.click(m, { clientX: 400, clientY: 250 });
    expect(picks).toHaveLength(1);
    // 100 px of a 1000-px map showing 180°: the view moved 18° east.
    expect(m.getAttribute('viewBox')).toBe('108 45 180 90');
  });
});
