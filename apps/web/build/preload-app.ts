/**
 * Vite plugin: the entry (src/boot.ts) imports the app only after the first paint, so Vite would fetch the app's
 * chunks only then. This writes a preload link for the app's chunk and everything it imports statically into
 * index.html: the browser downloads them while it paints, and evaluates them when boot.ts asks.
 *
 * It also writes, between `<!--shell-chunks-->` markers, preload links for the signed-in shell (the Layout and what it
 * imports that the app does not). The server keeps them only when it paints the signed-in shell (ADR 0007): without
 * them, the router's preload of the Layout makes Vite's helper append some 40 `<link>` elements in one script task, at
 * about a millisecond each on Chromium's main thread, the longest task of a signed-in visit; links the parser reads
 * cost next to nothing, and Vite's helper then finds them in the document and appends nothing.
 */
import type { Plugin } from 'vite';

export const SHELL_CHUNKS_START = '<!--shell-chunks-->';
export const SHELL_CHUNKS_END = '<!--/shell-chunks-->';

type Chunk = {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
};

export function preloadApp(appModule = 'src/main.tsx', shellModule = 'src/app/Layout.tsx'): Plugin {
  return {
    name: 'cosmos-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk') as Chunk[];
        const chunkFor = (module: string) => {
          const found = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!found) throw new Error(`preload-app: no chunk for ${module}`);
          return found;
        };
        /** The chunks and everything they import statically. */
        const closure = (roots: string[]) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
          };
          roots.forEach(visit);
          return files;
        };
        // The app, and what the entry (boot.ts, whose chunk's facade is index.html) imports on the way: React's DOM renderer.
        const entry = chunks.find((c) => c.isEntry);
        const app = closure([chunkFor(appModule).fileName, ...(entry?.dynamicImports ?? [])]);
        // What the entry imports statically has its modulepreload link from Vite already.
        const linked = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!));
        const shell = [...closure([chunkFor(shellModule).fileName])].filter((f) => !app.has(f) && !linked.has(f));
        // `preload`, not `modulepreload`: the browser downloads without compiling, so nothing but the first paint
        // runs before the page shows; the scripts are compiled when they are imported.
        const preload = (file: string) => `<link rel="preload" as="script" crossorigin href="/${file}">`;
        return {
          html: html.replace(
            '</head>',
            `${SHELL_CHUNKS_START}${shell.map(preload).join('')}${SHELL_CHUNKS_END}\n  </head>`,
          ),
          tags: [...app]
            .filter((file) => !linked.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'script', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}
