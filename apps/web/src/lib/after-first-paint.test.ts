import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('waiting for the first paint before the app starts', () => {
  it('resolves when the browser reports the first contentful paint', async () => {
    let report: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(cb: typeof report) {
          report = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    let done = false;
    const wait = afterFirstPaint(60_000).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    report!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) });
    await wait;
    expect(done).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    let done = false;
    const wait = afterFirstPaint(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(done).toBe(true);
  });

  it('does not wait where paint timing is missing or refused', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    await afterFirstPaint(60_000);
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
        disconnect() {}
      },
    );
    await afterFirstPaint(60_000); // resolves at once: a hung wait would time this test out
  });
});
