import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.ts';
import { acceptedLanguage, loadFirstPaint, readPaintHint } from './first-paint.ts';

// A build as the web app's build leaves it (apps/web/build/first-paint.ts): index.html with the first-paint markers,
// first-paint.json with the texts. One German text carries markup, to show texts are escaped.
const web = mkdtempSync(join(tmpdir(), 'cosmos-paint-'));
const SHELL_LINK = '<link rel="preload" as="script" crossorigin href="/assets/Layout-1.js">';
const index =
  '<!doctype html>\n<html lang="en">\n<head><title>Cosmos</title>' +
  `<template id="app-chunks"><!--shell-chunks-->${SHELL_LINK}<!--/shell-chunks--></template></head>\n` +
  '<body><div id="root"><!--first-paint--><p class="boot">Cosmos is loading…</p><!--/first-paint--></div>' +
  `<script type="module" src="/assets/index-1.js"></script>${'<!-- padding -->'.repeat(80)}</body></html>`;
const texts = (lang: string, title: string, dashboard: string) => ({
  'auth:login.title': title,
  'auth:login.subtitle': `${lang} subtitle`,
  'auth:email': 'Email',
  'auth:password': 'Password',
  'auth:login.forgot': 'Forgot?',
  'auth:login.submit': title,
  'auth:login.noAccount': 'No account?',
  'auth:login.signUp': 'Sign Up',
  'app:topBar.brand': 'Cosmos',
  'app:topBar.logo': 'Cosmos logo',
  'ui:bootFailed': `${lang}: could not start`,
  'home:search.placeholder': 'Search',
  'home:carousel.position': 'Featured {{n}} of {{total}}',
  'home:featured.iss.title': 'Ride the ISS',
  'home:featured.iss.text': 'Follow it',
  'home:carousel.explore': 'Explore',
  'dashboard:title': dashboard,
  'missions:title': 'Mission Control',
  'missions:subtitle': 'Launches',
});
writeFileSync(join(web, 'index.html'), index);
writeFileSync(
  join(web, 'first-paint.json'),
  JSON.stringify({
    languages: ['en', 'es', 'fr', 'de', 'ja'],
    login: {
      title: 'auth:login.title',
      subtitle: 'auth:login.subtitle',
      email: 'auth:email',
      password: 'auth:password',
      forgot: 'auth:login.forgot',
      submit: 'auth:login.submit',
      noAccount: 'auth:login.noAccount',
      signUp: 'auth:login.signUp',
    },
    shell: { brand: 'app:topBar.brand', logo: 'app:topBar.logo', failed: 'ui:bootFailed' },
    home: {
      search: 'home:search.placeholder',
      position: 'home:carousel.position',
      title: 'home:featured.iss.title',
      text: 'home:featured.iss.text',
      explore: 'home:carousel.explore',
      slides: 3,
    },
    pages: [
      { pattern: '/', title: 'dashboard:title' },
      { pattern: '/dashboard', title: 'dashboard:title' },
      { pattern: '/mission-control', title: 'missions:title', subtitle: 'missions:subtitle' },
    ],
    texts: {
      en: texts('en', 'Sign In', 'Mission Control Dashboard'),
      es: texts('es', 'Iniciar sesión', 'Panel'),
      fr: texts('fr', 'Connexion', 'Tableau de bord'),
      de: texts('de', 'Anmelden', 'Übersicht <script>alert(1)</script>'),
    },
  }),
);
const paint = loadFirstPaint(web)!;
const root = (html: string) => html.slice(html.indexOf('<!--first-paint-->'), html.indexOf('<!--/first-paint-->'));

describe('the first paint written into index.html', () => {
  it('paints the sign-in card on /login in the language the browser asks for', () => {
    const html = paint.render('/login', undefined, 'fr-CA,fr;q=0.9,en;q=0.5').html;
    expect(html).toContain('<html lang="fr" data-paint="dark">');
    expect(root(html)).toContain('<h1 class="fp-h4">Connexion</h1>');
    // Fields that take no typing until the app's form replaces them (ADR 0007).
    expect(root(html)).toContain('<input type="email" disabled>');
    expect(root(html)).toContain('<a class="fp-link" href="/register">Sign Up</a>');
    expect(root(html)).not.toContain('Cosmos is loading');
  });

  it("paints the shell and the page's heading for a visitor the app remembers as signed in, in their theme", () => {
    const html = paint.render('/mission-control', 'other=1; cosmos_paint=in.light.es', 'en').html;
    expect(html).toContain('<html lang="es" data-paint="light">');
    expect(root(html)).toContain('<header class="fp-bar">');
    expect(root(html)).toContain('<h1 class="fp-h4">Mission Control</h1><p class="fp-sub">Launches</p>');
  });

  it('escapes the texts it writes', () => {
    const html = paint.render('/dashboard', 'cosmos_paint=in.dark.de', undefined).html;
    expect(root(html)).toContain('Übersicht &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('paints the first carousel slide on the home page, its position counted from the build', () => {
    const html = paint.render('/', 'cosmos_paint=in.dark.en', undefined).html;
    expect(root(html)).toContain('<p class="fp-overline">Featured 1 of 3</p>');
    expect(root(html)).toContain('<h2 class="fp-h4">Ride the ISS</h2>');
  });

  it('keeps the loading line for a signed-out visitor away from /login, and the shell without heading elsewhere', () => {
    expect(root(paint.render('/dashboard', 'cosmos_paint=out.dark.en', undefined).html)).toContain('Cosmos is loading');
    expect(root(paint.render('/dashboard', undefined, undefined).html)).toContain('Cosmos is loading');
    // Pages without the shell in the app (sign-up, the 404 page) and pages not listed get the loading line, not a shell
    // that would flash away.
    for (const path of ['/register', '/no/such/page'])
      expect(root(paint.render(path, 'cosmos_paint=in.dark.en', undefined).html)).toContain('Cosmos is loading');
    expect(root(paint.render('/dashboard/', 'cosmos_paint=in.dark.en', undefined).html)).toContain('fp-bar');
  });

  it("sends the signed-in shell's preload links with the shell's paint only", () => {
    expect(paint.render('/dashboard', 'cosmos_paint=in.dark.en', undefined).html).toContain(SHELL_LINK);
    expect(paint.render('/', 'cosmos_paint=in.light.fr', undefined).html).toContain(SHELL_LINK);
    // The sign-in page, a signed-out visitor and pages painted without the shell load no chunk they do not run.
    for (const [path, cookie] of [
      ['/login', 'cosmos_paint=in.dark.en'],
      ['/login', undefined],
      ['/dashboard', 'cosmos_paint=out.dark.en'],
      ['/register', 'cosmos_paint=in.dark.en'],
    ] as const) {
      const html = paint.render(path, cookie, undefined).html;
      expect(html).not.toContain('Layout-1.js');
      expect(html).toContain('<!--shell-chunks--><!--/shell-chunks-->');
    }
  });

  it('stays fast on a path of many slashes', () => {
    const start = performance.now();
    paint.render(`/${'/'.repeat(50_000)}x`, 'cosmos_paint=in.dark.en', undefined);
    paint.render('/'.repeat(50_000), 'cosmos_paint=in.dark.en', undefined);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('paints English words for an interface language that is not translated, under its own lang', () => {
    const html = paint.render('/login', undefined, 'ja, fr;q=0.5').html;
    expect(html).toContain('<html lang="ja" data-paint="dark">');
    expect(root(html)).toContain('<h1 class="fp-h4">Sign In</h1>');
  });

  it("works on the web app's own index.html", () => {
    const real = mkdtempSync(join(tmpdir(), 'cosmos-paint-'));
    writeFileSync(join(real, 'index.html'), readFileSync(join(import.meta.dirname, '../../../web/index.html')));
    writeFileSync(join(real, 'first-paint.json'), readFileSync(join(web, 'first-paint.json')));
    const html = loadFirstPaint(real)!.render('/login', undefined, 'de').html;
    expect(html).toContain('<html lang="de" data-paint="dark">');
    expect(html).toContain('<h1 class="fp-h4">Anmelden</h1>');
    expect(html).toContain('.fp-card'); // the paint's rules are in the same file
    expect(html).toContain('<template id="boot-failed"><!--boot-failed-->de: could not start<!--/boot-failed-->');
  });

  it('ignores a malformed or foreign cookie and an unknown language', () => {
    expect(readPaintHint('cosmos_paint=in.dark.en', ['en'])).toEqual({ signedIn: true, theme: 'dark', lang: 'en' });
    expect(readPaintHint('cosmos_paint=in.dark.xx', ['en'])).toEqual({ signedIn: true, theme: 'dark', lang: 'en' });
    for (const bad of ['cosmos_paint=in.neon.en', 'cosmos_paint="><script>', 'xcosmos_paint=in.dark.en', '', undefined])
      expect(readPaintHint(bad, ['en'])).toBeUndefined();
    const html = paint.render('/login', 'cosmos_paint=<b>', 'de').html;
    expect(html).toContain('<html lang="de" data-paint="dark">');
  });

  it('reads Accept-Language by weight, as the app picks the browser language', () => {
    const langs = ['en', 'es', 'fr', 'de'];
    expect(acceptedLanguage('ja, de;q=0.8, fr;q=0.9', langs)).toBe('fr');
    expect(acceptedLanguage('es-MX', langs)).toBe('es');
    expect(acceptedLanguage('de;q=0, pt', langs)).toBe('en');
    expect(acceptedLanguage(undefined, langs)).toBe('en');
  });

  it('is off for a build without first-paint.json or without the markers', () => {
    const bare = mkdtempSync(join(tmpdir(), 'cosmos-paint-'));
    writeFileSync(join(bare, 'index.html'), index);
    expect(loadFirstPaint(bare)).toBeUndefined();
    writeFileSync(join(bare, 'first-paint.json'), '{}');
    writeFileSync(join(bare, 'index.html'), '<html lang="en"><body><div id="root"></div></body></html>');
    expect(loadFirstPaint(bare)).toBeUndefined();
  });
});

describe('the server sends the painted page', () => {
  it('answers client routes with the paint, compressed, revalidated, varying with the cookie and language', async () => {
    const t = await startTestApp({ WEB_DIST: web });
    const res = await t.app.inject({
      method: 'GET',
      url: '/login?next=1',
      headers: { 'accept-encoding': 'br', 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1 class="fp-h4">Iniciar sesión</h1>');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'cosmos_paint=in.dark.en' } });
    expect(home.body).toContain('<p class="fp-overline">Featured 1 of 3</p>');
    // Revalidation: the same page for the same visitor answers 304 to its ETag; another visitor's page differs.
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'cosmos_paint=in.dark.en', 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'cosmos_paint=in.light.en' } });
    expect(other.headers.etag).not.toBe(home.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    await t.close();
  });
});
