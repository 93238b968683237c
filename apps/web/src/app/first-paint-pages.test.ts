import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintTexts } from '../../build/first-paint';
import { TRANSLATED } from '../lib/i18n/languages';
import { FIRST_PAINT_PAGES } from './first-paint-pages';

const webRoot = join(import.meta.dirname, '../..');

describe('the texts the server paints before the app runs (ADR 0007)', () => {
  const texts = firstPaintTexts(webRoot);

  it('has every text in every translated language, translated rather than English', () => {
    for (const lang of TRANSLATED) expect(Object.keys(texts[lang]!)).toEqual(Object.keys(texts.en!));
    // The page headings are proper translations: a language that fell back to English would paint English first.
    const translated = FIRST_PAINT_PAGES.filter((p) =>
      TRANSLATED.every((l) => l === 'en' || texts[l]![p.title] !== texts.en![p.title]),
    );
    expect(translated.length).toBeGreaterThan(FIRST_PAINT_PAGES.length / 2);
  });

  it('paints headings some page really renders: a file that reads the namespace shows the title and subtitle', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.tsx') && !e.name.includes('.test.')) sources.push(readFileSync(p, 'utf8'));
      }
    };
    walk(join(webRoot, 'src/features'));
    const shows = (ns: string, key: string) =>
      sources.some((src) => src.includes(`useTranslation('${ns}')`) && src.includes(`t('${key}')`));
    for (const page of FIRST_PAINT_PAGES) {
      for (const text of [page.title, page.subtitle].filter((x): x is string => !!x)) {
        const [ns, key] = text.split(':') as [string, string];
        expect(shows(ns, key), `${page.pattern}: ${text}`).toBe(true);
      }
    }
  });
});
