/** The 3D page fetches its catalogue again when the server announces a newer one, and only then. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCataloguePages } from './catalogue-fetch';
import { shouldReloadCatalogue } from './catalogue-version';

const announced = (version: number) => ({ version, satellites: 10, at: '2026-11-27T12:00:00.000Z' });

describe('catalogue.version', () => {
  it('reloads on a newer version, not on the one held or an older one', () => {
    expect(shouldReloadCatalogue(7, announced(8))).toBe(true);
    expect(shouldReloadCatalogue(7, announced(7))).toBe(false);
    // A page that loaded after the change (a process that reloaded late re-announces an older version).
    expect(shouldReloadCatalogue(8, announced(7))).toBe(false);
  });

  it('reloads when the held version is unknown (the offline catalogue after a failed fetch)', () => {
    expect(shouldReloadCatalogue(null, announced(1))).toBe(true);
  });
});

describe('fetching the catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the cursor to the last page and keeps the first page's catalogue version", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const last = url.includes('cursor=');
      const headers = new Headers({ 'x-catalogue-version': last ? '13' : '12' });
      if (!last) headers.set('x-next-cursor', 'p2');
      return new Response(JSON.stringify([{ id: last ? 'sat-2' : 'sat-1' }]), { status: 200, headers });
    });
    vi.stubGlobal('fetch', fetchMock);
    const got = await fetchCataloguePages();
    expect(got.objects.map((o) => o.id)).toEqual(['sat-1', 'sat-2']);
    expect(got.version).toBe(12);
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([
      '/api/celestial-data?limit=500',
      '/api/celestial-data?limit=500&cursor=p2',
    ]);
  });
});
