import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The first paint (ADR 0007): before any script has run, index.html already shows what the app will render first —
 * the sign-in card on /login, the top bar and the page's heading on a signed-in page — in the visitor's language and
 * theme. The texts come from the build's first-paint.json; which paint, language and theme from the `cosmos_paint`
 * cookie the app keeps (no secret in it: "in"/"out", "dark"/"light", a language code), else from Accept-Language and
 * the default dark theme. React replaces the markup on its first render (apps/web/src/main.tsx).
 */
type Manifest = {
  /** Every interface language; `texts` has the translated ones, the others paint English words. */
  languages: string[];
  login: Record<'title' | 'subtitle' | 'email' | 'password' | 'forgot' | 'submit' | 'noAccount' | 'signUp', string>;
  shell: Record<'brand' | 'logo' | 'failed', string>;
  home: Record<'search' | 'position' | 'title' | 'text' | 'explore', string> & { slides: number };
  pages: { pattern: string; title: string; subtitle?: string }[];
  texts: Record<string, Record<string, string>>;
};

/** The search box's magnifier: Material's Search icon, as the app's box shows it (decorative). */
const SEARCH_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24"><path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"/></svg>';
export const PAINT_COOKIE = 'cosmos_paint';
const START = '<!--first-paint-->';
const END = '<!--/first-paint-->';
const HTML_TAG = '<html lang="en">';
const FAILED_START = '<!--boot-failed-->';
const FAILED_END = '<!--/boot-failed-->';
/** Preload links for the signed-in shell's chunks, kept only in that paint (apps/web/build/preload-app.ts). */
const SHELL_CHUNKS_START = '<!--shell-chunks-->';
const SHELL_CHUNKS_END = '<!--/shell-chunks-->';

/** `html` with what lies between the two markers replaced. */
const between = (html: string, start: string, end: string, body: string) => {
  const s = html.indexOf(start) + start.length;
  return html.slice(0, s) + body + html.slice(html.indexOf(end, s));
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PaintHint = { signedIn: boolean; theme: 'dark' | 'light'; lang: string };

/** Reads the app's hint cookie; anything malformed counts as absent. */
export function readPaintHint(cookieHeader: string | undefined, languages: string[]): PaintHint | undefined {
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${PAINT_COOKIE}=`))
    ?.slice(PAINT_COOKIE.length + 1);
  const m = /^(in|out)\.(dark|light)\.([a-z]{2})$/.exec(raw ?? '');
  if (!m) return undefined;
  return { signedIn: m[1] === 'in', theme: m[2] as 'dark' | 'light', lang: languages.includes(m[3]!) ? m[3]! : 'en' };
}

/** The first language of Accept-Language that the interface speaks, as the app's own browserLanguage() picks it. */
export function acceptedLanguage(header: string | undefined, languages: string[]): string {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: (tag ?? '').toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((t) => t.base && t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.find((t) => languages.includes(t.base))?.base ?? 'en';
}

export type PaintedPage = { html: string; etag: string };
export type FirstPaint = {
  /** index.html with the paint for this path and visitor, and an ETag for it. */
  render(path: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): PaintedPage;
};

export function loadFirstPaint(webDist: string): FirstPaint | undefined {
  const htmlFile = join(webDist, 'index.html');
  const jsonFile = join(webDist, 'first-paint.json');
  if (!existsSync(htmlFile) || !existsSync(jsonFile)) return undefined;
  const html = readFileSync(htmlFile, 'utf8');
  const start = html.indexOf(START);
  const end = html.indexOf(END);
  if (start < 0 || end < start || !html.includes(HTML_TAG)) return undefined;
  const manifest = JSON.parse(readFileSync(jsonFile, 'utf8')) as Manifest;
  const cache = new Map<string, PaintedPage>(); // page × language × theme: a few hundred at most

  const text = (lang: string, key: string) => escapeHtml(manifest.texts[lang]?.[key] ?? manifest.texts.en?.[key] ?? '');

  const login = (lang: string) => {
    const t = (k: keyof Manifest['login']) => text(lang, manifest.login[k]);
    return (
      `<main class="fp-auth"><div class="fp-card"><div class="fp-head">` +
      `<img src="/favicon.svg" alt="" width="48" height="48"><h1 class="fp-h4">${t('title')}</h1>` +
      `<p class="fp-sub">${t('subtitle')}</p></div><div class="fp-form">` +
      // Disabled until React's form replaces them: nothing typed here can be lost in the swap.
      `<label class="fp-field"><input type="email" disabled><span>${t('email')} *</span></label>` +
      `<label class="fp-field"><input type="password" disabled><span>${t('password')} *</span></label>` +
      `<div class="fp-right"><a class="fp-link" href="/forgot-password">${t('forgot')}</a></div>` +
      `<div class="fp-button" aria-hidden="true">${t('submit')}</div>` +
      `<p class="fp-center">${t('noAccount')} <a class="fp-link" href="/register">${t('signUp')}</a></p>` +
      `</div><div class="fp-lang"></div></div></main>`
    );
  };

  // Home: the search box's outline with its magnifier and the carousel's first slide, its largest text on a phone.
  const home = (lang: string) => {
    const t = (k: keyof Omit<Manifest['home'], 'slides'>) => text(lang, manifest.home[k]);
    const position = t('position').replace('{{n}}', '1').replace('{{total}}', String(manifest.home.slides));
    return (
      `<div class="fp-search">${SEARCH_ICON}${t('search')}</div><section class="fp-slide"><p class="fp-overline">${position}</p>` +
      `<h2 class="fp-h4">${t('title')}</h2><p>${t('text')}</p><div><span class="fp-explore">${t('explore')}</span></div></section>`
    );
  };

  const shell = (lang: string, path: string, page: Manifest['pages'][number]) => {
    const heading =
      `<h1 class="fp-h4">${text(lang, page.title)}</h1>` +
      (page.subtitle ? `<p class="fp-sub">${text(lang, page.subtitle)}</p>` : '');
    return (
      `<div class="fp-shell"><header class="fp-bar"><span class="fp-menu"></span>` +
      `<img src="/favicon.svg" alt="${text(lang, manifest.shell.logo)}" width="36" height="36">` +
      `<span class="fp-brand">${text(lang, manifest.shell.brand)}</span></header><div class="fp-side"></div>` +
      `<main class="fp-main"><div class="fp-page">${heading}</div>${path === '/' ? home(lang) : ''}</main></div>`
    );
  };

  return {
    render(rawPath, cookieHeader, acceptLanguage) {
      let path = rawPath;
      // A loop, not /\/+$/: that pattern backtracks quadratically on a long run of slashes before another character.
      while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
      const hint = readPaintHint(cookieHeader, manifest.languages);
      const lang = hint?.lang ?? acceptedLanguage(acceptLanguage, manifest.languages);
      const theme = hint?.theme ?? 'dark';
      // The sign-in card where the app shows it; the shell on the listed pages of a visitor who was signed in; the
      // plain loading line elsewhere — sign-up, password reset and the 404 page have no shell, and a signed-out visitor
      // on a signed-in page is about to be sent to /login.
      const page = manifest.pages.find((p) => p.pattern === path);
      const kind = path === '/login' ? 'login' : hint?.signedIn && page ? 'shell' : 'plain';
      const key = `${kind}|${kind === 'shell' ? path : ''}|${lang}|${theme}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const body = kind === 'login' ? login(lang) : kind === 'shell' ? shell(lang, path, page!) : undefined;
      let out = html.replace(HTML_TAG, `<html lang="${lang}" data-paint="${theme}">`);
      if (body) out = between(out, START, END, body);
      // The shell's chunks are what a signed-in page loads next; anywhere else they would only take the bandwidth the
      // page's own scripts need.
      if (kind !== 'shell' && out.includes(SHELL_CHUNKS_START))
        out = between(out, SHELL_CHUNKS_START, SHELL_CHUNKS_END, '');
      // What boot.ts shows if the app's code cannot be loaded, in the page's language.
      if (out.includes(FAILED_START)) out = between(out, FAILED_START, FAILED_END, text(lang, manifest.shell.failed));
      const painted = { html: out, etag: `"${createHash('sha256').update(out).digest('base64url').slice(0, 22)}"` };
      // Keys are page × language × theme from fixed lists: what clients send cannot grow the cache.
      cache.set(key, painted);
      return painted;
    },
  };
}
