/**
 * The installable, offline app (issue 35, ADR 0019): registers the service worker the production build writes
 * (`/sw.js`, from src/sw.ts) once the app has started, so its install (the app shell's precache) never competes with
 * the first screen; and forgets what it cached for the user at sign-out. The development server has no worker.
 */

/** Cache names shared with src/sw.ts: answers of the API kept for offline use, and the pages as last served. */
export const API_CACHE = 'cosmos-api';
export const PAGES_CACHE = 'cosmos-pages';

const canWork = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the service worker after `delayMs`; a browser that refuses (or a test that blocks workers) keeps going. */
export function registerServiceWorker(delayMs = 2_000) {
  if (!import.meta.env.PROD || !canWork()) return;
  setTimeout(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  }, delayMs);
}

/** The registration, if the worker is installed (never waits for one that is not coming). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canWork()) return undefined;
  return (await navigator.serviceWorker.getRegistration('/').catch(() => undefined)) ?? undefined;
}

/**
 * Drops every answer kept for offline use (sign-out): the next person on this browser must not open the last one's
 * plan. The cache keys are per user anyway (src/sw.ts), so this is about not leaving data behind.
 */
export async function clearOfflineData() {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(API_CACHE), caches.delete(PAGES_CACHE)]).catch(() => undefined);
}
