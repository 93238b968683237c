import { describe, expect, it } from 'vitest';
import { TileCache } from './tile-cache.ts';

const tile = (bytes: number) => ({ body: Buffer.alloc(bytes), type: 'image/png' });

describe('TileCache', () => {
  it('evicts the least recently used tiles to stay within its byte budget', async () => {
    const c = new TileCache(250);
    await c.through('a', async () => tile(100));
    await c.through('b', async () => tile(100));
    c.get('a'); // a is now more recent than b
    await c.through('c', async () => tile(100));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.get('c')).toBeDefined();
    expect(c.size).toEqual({ entries: 2, bytes: 200 });
  });

  it('does one load for concurrent requests of the same tile, and none after', async () => {
    const c = new TileCache(1000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return tile(10);
    };
    const all = await Promise.all(Array.from({ length: 20 }, () => c.through('k', load)));
    expect(loads).toBe(1);
    expect(new Set(all.map((t) => t.body)).size).toBe(1);
    await c.through('k', load);
    expect(loads).toBe(1);
  });

  it('does not cache a failed load, so the next request tries again', async () => {
    const c = new TileCache(1000);
    await expect(c.through('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await c.through('k', async () => tile(5))).body.length).toBe(5);
  });

  it('never holds a tile larger than the whole budget', async () => {
    const c = new TileCache(10);
    await c.through('big', async () => tile(11));
    expect(c.size.bytes).toBe(0);
  });
});
