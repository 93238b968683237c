/**
 * The service worker (issue 35, ADR 0019), built by vite-plugin-pwa's injectManifest into /sw.js:
 * - precaches the app shell (index.html, the app's scripts, styles, icons and the sky chart's star data);
 * - pages: network first, else the page as last served (the server paints the first screen into it, ADR 0007),
 *   else the precached shell;
 * - the API answers tonight's plan needs offline (passes, outlook, weather, Tonight, the sky chart's satellites, places,
 *   horizons, follows, settings, the signed-in user): network first, the last answer when the network is gone (or
 *   slower than 4 s), kept 48 hours. Keyed per user: the cache key carries a hash of the request's bearer token, so one
 *   user's answers are never served to another, and the app deletes the cache at sign-out (lib/pwa.ts);
 * - shows pushes (Web Push) and opens their link when one is tapped.
 * Nothing else is cached: other API calls go to the network as if there were no worker.
 */
import type { PushPayload } from '@cosmos/contracts';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';

declare global {
  // The precache list Workbox writes into the built worker in place of `self.__WB_MANIFEST`.
  interface WindowOrWorkerGlobalScope {
    __WB_MANIFEST: { url: string; revision: string | null }[];
  }
}
const sw = self as unknown as ServiceWorkerGlobalScope;

/** The same names as lib/pwa.ts (the app clears them at sign-out). */
const API_CACHE = 'cosmos-api';
const PAGES_CACHE = 'cosmos-pages';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (e) => e.waitUntil(sw.clients.claim()));

/** A short, one-way name for whoever asks: the SHA-256 of the Authorization header, never the token itself. */
async function userTag(request: Request): Promise<string> {
  const auth = request.headers.get('authorization');
  if (!auth) return 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__user', await userTag(request));
    return url.href;
  },
  // Only a signed-in user's complete answers: an error, a redirect or an anonymous call is not worth keeping.
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 && request.headers.has('authorization') ? response : null,
};

const OFFLINE_API =
  /^\/api\/(?:sky\/(?:outlook|tonight|weather|passes|station|brightest|elements)|places(?:\/[\w-]+\/horizon)?|follows|settings|auth\/me)$/;

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && OFFLINE_API.test(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [perUser, new ExpirationPlugin({ maxAgeSeconds: 48 * 3600, maxEntries: 300 })],
  }),
);

// Pages: the last one served for this address, else the shell (the app then routes on the client).
const shell = createHandlerBoundToURL('index.html');
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/socket\.io\//, /^\/dev\//, /^\/metrics/] },
  ),
);

// ── Web Push ──

sw.addEventListener('push', (event) => {
  let p: PushPayload;
  try {
    p = event.data?.json() as PushPayload;
  } catch {
    p = { title: 'Cosmos', body: event.data?.text() ?? '', link: null, tag: 'cosmos' };
  }
  event.waitUntil(
    sw.registration.showNotification(p.title, {
      body: p.body,
      tag: p.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: p.link ?? '/' },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL((event.notification.data as { link?: string } | null)?.link ?? '/', sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((c) => new URL(c.url).origin === sw.location.origin) as WindowClient | undefined;
      if (same) {
        await same.focus();
        await same.navigate(link).catch(() => undefined);
      } else await sw.clients.openWindow(link);
    })(),
  );
});
