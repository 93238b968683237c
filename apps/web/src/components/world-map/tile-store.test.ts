import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageryError } from '../../lib/imagery';
import { TileStore } from './tile-store';

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:${++n}`, revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

/** A tile source whose answers the test releases by hand. */
function heldSource() {
  const pending: { key: string; resolve: (b: Blob) => void; reject: (e: unknown) => void }[] = [];
  const fetchTile = (_l: string, z: number, y: number, x: number) =>
    new Promise<Blob>((resolve, reject) => pending.push({ key: `${z}/${y}/${x}`, resolve, reject }));
  return { pending, fetchTile };
}
const row = (z: number, n: number) => Array.from({ length: n }, (_, x) => ({ z, y: 0, x }));
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('tile store', () => {
  it('asks for at most 6 tiles at once and drops queued tiles that left the view', async () => {
    const src = heldSource();
    const store = new TileStore(src.fetchTile);
    store.want('true-colour', row(3, 10));
    expect(src.pending.map((p) => p.key)).toEqual(['3/0/0', '3/0/1', '3/0/2', '3/0/3', '3/0/4', '3/0/5']);
    // The view moved: only tiles 0 and 9 are wanted now; 6–8 are never fetched.
    store.want('true-colour', [
      { z: 3, y: 0, x: 0 },
      { z: 3, y: 0, x: 9 },
    ]);
    for (const p of src.pending.splice(0)) p.resolve(new Blob(['x']));
    await flush();
    expect(src.pending.map((p) => p.key)).toEqual(['3/0/9']);
    expect(store.requested).toHaveLength(7);
    expect(store.get('true-colour', { z: 3, y: 0, x: 0 })).toEqual({ status: 'ready', url: expect.any(String) });
  });

  it('remembers the shallowest level the server refused and the plan it named, and where the source stops', async () => {
    const src = heldSource();
    const store = new TileStore(src.fetchTile);
    store.want('true-colour', [...row(5, 1), ...row(4, 1), ...row(3, 1)]);
    src.pending[0]!.reject(new ImageryError(403, 'upgrade', 'enterprise'));
    src.pending[1]!.reject(new ImageryError(403, 'upgrade', 'pro'));
    src.pending[2]!.reject(new ImageryError(503, 'down'));
    await flush();
    expect(store.refused).toEqual({ z: 4, requiredPlan: 'pro' });
    expect(store.unavailableFrom).toBe(3);
    // A failed tile is not asked again at once.
    store.want('true-colour', row(3, 1));
    expect(src.pending).toHaveLength(3);
  });
});
