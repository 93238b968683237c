import type { SkyPass } from '@cosmos/contracts';
import { describe, expect, it } from 'vitest';
import { PassCache } from './pass-cache.ts';
import type { PassRequest } from './passes.ts';

const minute = PassCache.minuteOf(Date.parse('2026-11-28T00:10:42Z'));
const req = (o: Partial<PassRequest> = {}): PassRequest => ({
  tle: { line1: 'L1', line2: 'L2' },
  noradId: 25544,
  name: 'ISS',
  station: { lat: 38.72, lon: -9.14, heightKm: 0 },
  from: minute,
  days: 7,
  minEl: 10,
  visibleOnly: true,
  ...o,
});
const pass = { rise: { time: 'x' } } as unknown as SkyPass;

describe('pass cache', () => {
  it('shares one search per minute, elements, place and options; a copy of the list per caller', async () => {
    const cache = new PassCache();
    let runs = 0;
    const compute = async () => (runs++, [pass]);
    expect(minute % 60_000).toBe(0);
    const a = await cache.get(req(), compute);
    const b = await cache.get(req(), compute);
    expect(runs).toBe(1);
    a.pop();
    expect(b).toEqual([pass]);
    expect(await cache.get(req(), compute)).toEqual([pass]);
    await cache.get(req({ from: minute + 60_000 }), compute); // the next minute
    await cache.get(req({ tle: { line1: 'L1', line2: 'L2-new' } }), compute); // new elements
    await cache.get(req({ station: { lat: 38.73, lon: -9.14, heightKm: 0 } }), compute);
    await cache.get(req({ visibleOnly: false }), compute);
    expect(runs).toBe(5);
  });

  it('does not keep a failed search', async () => {
    const cache = new PassCache();
    await expect(cache.get(req(), () => Promise.reject(new Error('worker gone')))).rejects.toThrow('worker gone');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get(req(), async () => [pass])).toEqual([pass]);
  });
});
