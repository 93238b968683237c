import { afterFirstPaint } from './lib/after-first-paint';

/**
 * The page's only script. The server's first paint (ADR 0007) is already in the document: this lets the browser put it
 * on screen before any of the app's code is evaluated, then starts the app in two steps, each its own task, so that no
 * single long task keeps a slow phone from answering a tap. The app's chunks are fetched once the page has painted
 * (ADR 0009): the build lists them as preload links in an inert template, and moving them into the document starts
 * their downloads side by side, where importing the app would discover them one import after another.
 */
const RELOADED = 'cosmos.boot-reloaded';
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The next task, through a message rather than a timer: nested timers are held to 4 ms apart. */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Starts downloading the app's chunks (build/preload-app.ts); Vite's import helper then finds their links in place.
 * Four links per task: the browser starts each request as its link is inserted, a millisecond or more each on a busy
 * two-core machine (all 83 of a signed-in page in one task took 130 ms; eight per task still cost the signed-in pages
 * 0.05-0.1 of Lighthouse's score there, four did not). All at once in a background tab: there is nothing to keep
 * responsive. The mark lets tests and traces see when this began.
 */
async function fetchAppChunks() {
  performance.mark('cosmos:app-chunks');
  const links = [...((document.getElementById('app-chunks') as HTMLTemplateElement | null)?.content.children ?? [])];
  const perTask = document.visibilityState === 'hidden' ? links.length : 4;
  for (let i = 0; i < links.length; i += perTask) {
    if (i) await yieldToBrowser();
    document.head.append(...links.slice(i, i + perTask));
  }
}

/**
 * The signed-in pages format dates and numbers in their first render, and a page's first Intl formatter loads the
 * language's ICU data: 27-53 ms on a desktop (npm run bench:intl), more on a slow phone, inside React's longest task.
 * ICU's caches are the renderer process's, shared by its threads, so a worker that builds one first takes that off the
 * main thread. Only under the signed-in shell's paint: the sign-in page formats nothing.
 */
function warmIntl() {
  if (!document.querySelector('.fp-main') || typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./workers/intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: document.documentElement.lang,
    });
  } catch {
    // No worker (a locked-down browser): the first formatter is built on the main thread, as before.
  }
}

async function start() {
  performance.mark('cosmos:boot');
  warmIntl();
  await afterFirstPaint();
  await fetchAppChunks();
  // React first, then the app: each step evaluates only what the one before has not, in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./main');
  sessionStorage.removeItem(RELOADED);
}

start().catch(() => {
  // A chunk that fails to load is most often a deploy that replaced it: one reload fetches the new page. If that does
  // not help, say so rather than leave a sign-in card that looks usable but is not.
  if (!sessionStorage.getItem(RELOADED)) {
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
    return;
  }
  const root = document.getElementById('root');
  if (root) {
    const p = document.createElement('p');
    p.className = 'boot';
    p.setAttribute('role', 'alert');
    // The server writes the text in the page's language (ADR 0007): the app's own texts are not loaded here.
    p.textContent =
      (document.getElementById('boot-failed') as HTMLTemplateElement | null)?.content.textContent ||
      'Cosmos could not start.';
    root.replaceChildren(p);
  }
});
