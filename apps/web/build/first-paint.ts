/**
 * Vite plugin: writes `first-paint.json` beside index.html. It holds, for every translated language, the texts the
 * server paints into index.html before any script runs (ADR 0007): the sign-in card, the top bar, and the heading of
 * the pages listed in src/app/first-paint-pages.ts. The server reads it at start (apps/server/src/plugins/spa).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FEATURED } from '../src/features/home/featured.ts';
import {
  FIRST_PAINT_HOME,
  FIRST_PAINT_LOGIN,
  FIRST_PAINT_PAGES,
  FIRST_PAINT_SHELL,
} from '../src/app/first-paint-pages.ts';
import { LANGUAGES, TRANSLATED } from '../src/lib/i18n/languages.ts';

/** Where a namespace's texts live: the feature folder that owns it (the file name is the namespace). */
function namespaceFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\/locales\/en\/[^/]+\.json$/.test(p)) out.set(e.name.replace(/\.json$/, ''), p);
    }
  };
  walk(join(root, 'src'));
  return out;
}

const lookup = (tree: unknown, path: string): string | undefined => {
  const v = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], tree);
  return typeof v === 'string' ? v : undefined;
};

/** `namespace:key` → text, for one language; English where the language lacks the key. */
export function firstPaintTexts(root: string) {
  const files = namespaceFiles(root);
  const keys = [
    ...Object.values(FIRST_PAINT_LOGIN),
    ...Object.values(FIRST_PAINT_SHELL),
    ...Object.values(FIRST_PAINT_HOME),
    ...FIRST_PAINT_PAGES.flatMap((p) => [p.title, ...(p.subtitle ? [p.subtitle] : [])]),
  ];
  const texts: Record<string, Record<string, string>> = {};
  for (const lang of TRANSLATED) {
    texts[lang] = {};
    for (const key of keys) {
      const [ns, path] = key.split(':') as [string, string];
      const enFile = files.get(ns);
      if (!enFile) throw new Error(`first paint: no namespace '${ns}' (key ${key})`);
      const read = (l: string) => {
        try {
          return JSON.parse(readFileSync(enFile.replace('/locales/en/', `/locales/${l}/`), 'utf8')) as unknown;
        } catch {
          return undefined;
        }
      };
      const text = lookup(read(lang), path) ?? lookup(read('en'), path);
      if (text === undefined) throw new Error(`first paint: no English text for ${key}`);
      texts[lang]![key] = text;
    }
  }
  return texts;
}

export function firstPaint(): Plugin {
  let root = process.cwd();
  return {
    name: 'cosmos-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint.json',
        source: JSON.stringify({
          languages: LANGUAGES.map((l) => l.code),
          login: FIRST_PAINT_LOGIN,
          shell: FIRST_PAINT_SHELL,
          home: { ...FIRST_PAINT_HOME, slides: FEATURED.length },
          pages: FIRST_PAINT_PAGES,
          texts: firstPaintTexts(root),
        }),
      });
    },
  };
}
