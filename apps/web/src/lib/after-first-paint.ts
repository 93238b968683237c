/**
 * Resolves once the page's first contentful paint has been presented (ADR 0007), at most `limitMs` later; at once in
 * a background tab (it paints nothing until shown) and where the browser reports no paint entries. No imports: the
 * entry (boot.ts) that uses it is meant to be tiny.
 */
export function afterFirstPaint(limitMs = 500): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done(); // an engine without paint timing
    }
  });
}
