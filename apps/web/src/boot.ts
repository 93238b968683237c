/**
 * The page's only script tag. The server's first paint (ADR 0007) is already in the document: this lets the browser
 * put it on screen before any of the app's code is evaluated, then starts the app in a few steps, each its own task,
 * so that no single long task keeps a slow phone from answering a tap. The app's chunks are fetched in parallel from
 * the start (preload links the build writes into index.html): waiting costs a frame, not a download.
 */
const PAINT_WAIT_MS = 500;

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    // A background tab paints nothing until shown: start at once there.
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), PAINT_WAIT_MS);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await afterFirstPaint();
  // React first, then the app: each step evaluates only what the one before has not, in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}
void start();
