/**
 * Vite plugin: the entry (src/boot.ts) imports the app only after the first paint, so Vite would fetch the app's
 * chunks only then, one import after another. This lists the app's chunk and everything it imports statically as
 * preload links inside an inert `<template id="app-chunks">` in index.html; boot.ts moves them into the document once
 * the page has painted, a few per task, so the downloads start together rather than import by import (ADR 0009).
 *
 * Not links the parser reads: the browser would download the chunks while it lays out the first paint, and on a
 * two-core machine their background compilation held the first paint back; Lighthouse then also counts every
 * high-priority script that finished before the paint as blocking it (its simulated first paint at slow 4G went from
 * 0.9 s to 2.0-3.0 s in runs where the chunks finished first).
 *
 * The template also holds, between `<!--shell-chunks-->` markers, links for the signed-in shell (the Layout and what it
 * imports that the app does not). The server keeps them only when it paints the signed-in shell (ADR 0007): without
 * them, the router's preload of the Layout makes Vite's helper append some 40 `<link>` elements one by one in a script
 * task, at about a millisecond each on Chromium's main thread, the longest task of a signed-in visit; Vite's helper
 * finds the links already in the document and appends nothing.
 */
import type { Plugin } from 'vite';

export const SHELL_CHUNKS_START = '<!--shell-chunks-->';
export const SHELL_CHUNKS_END = '<!--/shell-chunks-->';
/** The template's id: boot.ts looks it up. */
export const APP_CHUNKS_ID = 'app-chunks';

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
        // `preload`, not `modulepreload`: the browser downloads without compiling, so nothing competes with the page
        // until the app is imported; the scripts are compiled when they are.
        const preload = (file: string) => `<link rel="preload" as="script" crossorigin href="/${file}">`;
        const appLinks = [...app].filter((file) => !linked.has(file)).map(preload);
        const template =
          `<template id="${APP_CHUNKS_ID}">${appLinks.join('')}` +
          `${SHELL_CHUNKS_START}${shell.map(preload).join('')}${SHELL_CHUNKS_END}</template>`;
        return html.replace('</head>', `  ${template}\n  </head>`);
      },
    },
  };
}
