/**
 * Vite plugin: the entry (src/boot.ts) imports the app only after the first paint, so Vite would fetch the app's
 * chunks only then. This writes a preload link for the app's chunk and everything it imports statically into
 * index.html: the browser downloads them while it paints, and evaluates them when boot.ts asks.
 */
import type { Plugin } from 'vite';

export function preloadApp(appModule = 'src/main.tsx'): Plugin {
  return {
    name: 'cosmos-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          for (const dep of chunk?.imports ?? []) visit(dep);
        };
        visit(app.fileName);
        // And what the entry itself imports on the way (boot.ts loads React's DOM renderer first).
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('src/boot.ts'));
        for (const dep of entry?.dynamicImports ?? []) visit(dep);
        // What the entry imports statically has its modulepreload link from Vite already.
        for (const linked of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.delete(linked[1]!);
        return [...files].map((file) => ({
          tag: 'link',
          // `preload`, not `modulepreload`: the browser downloads without compiling, so nothing but the first paint
          // runs before the page shows; the scripts are compiled when boot.ts imports them.
          attrs: { rel: 'preload', as: 'script', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
