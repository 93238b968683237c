import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable, offline app (issue 35, ADR 0019): the web app manifest and the service worker, built from
 * src/sw.ts by Workbox's injectManifest (our own worker: it also shows pushes). The precache is the app shell: the
 * html, every script and style chunk (the pages a phone opens offline need theirs), the icons and the star data; not
 * the compressed copies (`.br`, `.gz`: the browser asks for the file and the server picks a copy), not the imagery.
 * The app registers the worker itself (lib/pwa.ts), after its first screen: no registration script in index.html.
 */
export const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: 'Cosmos',
      short_name: 'Cosmos',
      description: 'Satellite passes, tonight’s sky and alerts, also offline in the field.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#070a1a',
      theme_color: '#070a1a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,json,svg,woff2}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['**/*.br', '**/*.gz'],
      // The 3D and VR chunks are large but a page's chunk either loads offline or the page cannot open.
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
