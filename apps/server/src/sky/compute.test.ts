import { BULK_STRIDE, generateNominalCatalogue, parseCatalogText, propagateJs, toSatrec } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { BODY_IDS, TickState, initTickRuntime, roundedState } from './compute.ts';
import { FrameCache } from './frame-cache.ts';
import { builtinEntries, objectInFrame } from './objects.ts';

const parsed = parseCatalogText(generateNominalCatalogue({ epoch: new Date(Date.UTC(2026, 0, 1)) }));
if (!parsed.ok) throw new Error('nominal catalogue');
const tles = parsed.records.slice(0, 200);
const T = Date.UTC(2026, 0, 1, 6);

describe('TickState', () => {
  it('change detection on raw output: everything once, nothing at the same instant, satellites after a second', () => {
    const s = new TickState(); // JS path (no runtime started)
    s.load(tles);
    const first = s.tick(T, ['rt']);
    expect(first.groups.rt!.idx.length).toBe(BODY_IDS.length + tles.length);
    expect(s.tick(T, ['rt']).groups.rt!.idx.length).toBe(0);
    const later = s.tick(T + 1000, ['rt']).groups.rt!.idx;
    // every satellite moves more than 0.1 km in a second; the planets do not move 1e-6 AU
    expect(Array.from(later).filter((i) => i >= BODY_IDS.length)).toHaveLength(tles.length);
    expect(Array.from(later).includes(BODY_IDS.indexOf('neptune'))).toBe(false);
    // indices are sorted (the channel's window selection relies on it)
    expect(Array.from(later)).toEqual([...later].sort((a, b) => a - b));
  });

  it('rounds only on request, to 0.1 km and 1e-4 km/s for satellites', () => {
    const s = new TickState();
    s.load(tles);
    const { frame } = s.tick(T, ['rt']);
    const st = roundedState(frame, BODY_IDS.length);
    for (const x of st.r) expect(Math.abs(x * 10 - Math.round(x * 10))).toBeLessThan(1e-6);
    for (const x of st.v) expect(Math.abs(x * 1e4 - Math.round(x * 1e4))).toBeLessThan(1e-6);
    expect(st.position.x).toBeCloseTo(st.r[0] / 1000, 4);
  });

  it('the WASM bulk path gives the same raw states as the JS loop', async () => {
    if (!(await initTickRuntime())) return;
    const s = new TickState();
    s.load(tles);
    expect(s.wasm).toBe(true);
    const { frame } = s.tick(T, ['rt']);
    const js = new Float64Array(tles.length * BULK_STRIDE);
    propagateJs(
      tles.map((t) => toSatrec(t)),
      new Date(T),
      js,
    );
    const nb = BODY_IDS.length;
    for (let i = 0; i < tles.length; i++) {
      for (let k = 0; k < 3; k++) {
        expect(Math.abs(frame.pos[(nb + i) * 3 + k] - js[i * BULK_STRIDE + k])).toBeLessThan(1e-6);
        expect(Math.abs(frame.vel[(nb + i) * 3 + k] - js[i * BULK_STRIDE + 3 + k])).toBeLessThan(1e-9);
      }
    }
  });
});

describe('FrameCache', () => {
  it('computes each object once per instant and shares it', () => {
    const cache = new FrameCache();
    const t = { ms: T, iso: new Date(T).toISOString() };
    const io = builtinEntries().find((e) => e.id === 'io')!;
    const a = objectInFrame(io, cache.at(t));
    const b = objectInFrame(io, cache.at({ ...t }));
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    const c = objectInFrame(io, cache.at({ ms: T + 1000, iso: new Date(T + 1000).toISOString() }));
    expect(c).not.toBe(a);
  });
});
