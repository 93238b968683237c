import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getBrowser, registerUser } from './harness';
import { baseUrl } from './harness';
import { repoRoot } from './server';

/** A fresh browser whose preferred language is `locale`, signed in with `token` if given. */
async function browserIn(locale: string, token?: string) {
  const context = await (
    await getBrowser()
  ).newContext({ baseURL: baseUrl(), locale, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  if (token) await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Settings → Change Language → `name` → Save, from an English interface. */
async function chooseLanguage(page: Page, name: string) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Language' }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

/** The visible text of the page's main content, one entry per text node with letters in it. */
const visibleTexts = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const el = n.parentElement;
      if (!el || !/\p{L}{2}/u.test(text) || el.closest('script,style,[aria-hidden="true"]')) continue;
      if (el.getClientRects().length === 0) continue; // not rendered (a closed panel)
      out.push(text);
    }
    return out;
  });

/**
 * English texts that a language translates differently, from the locale files: seeing one of them in that
 * language's page is an English text leaking through (a missing key, or a string that bypasses i18n).
 */
function englishOnlyTexts(lang: string): Set<string> {
  const out = new Set<string>();
  const flat = (o: unknown, p = ''): [string, string][] =>
    Object.entries(o as object).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, v]]));
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      if (e.name !== 'locales') walk(join(dir, e.name));
      else
        for (const f of readdirSync(join(dir, 'locales', 'en'))) {
          const read = (l: string) => new Map(flat(JSON.parse(readFileSync(join(dir, 'locales', l, f), 'utf8'))));
          const theirs = read(lang);
          for (const [k, v] of read('en')) if (theirs.get(k) !== v && !v.includes('{{')) out.add(v);
        }
    }
  };
  walk(join(repoRoot, 'apps/web/src'));
  return out;
}

describe('languages (issue 19)', () => {
  it('before sign-in the browser language decides; the sign-in page switcher changes it and a reload keeps it', async () => {
    const { context, page } = await browserIn('es-ES');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await htmlLang(page)).toBe('es');

    // A native select: the German texts are a chunk of their own, fetched on the switch.
    await page.getByLabel('Idioma').selectOption({ label: 'Deutsch' });
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await htmlLang(page)).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    await context.close();
  });

  it('Español in Settings switches at once, survives a reload and a new browser, and formats a date and a price', async () => {
    const u = await registerUser();
    const { context, page } = await browserIn('en-US', u.token);
    await chooseLanguage(page, 'Español');
    // At once: the saved banner and the side menu are Spanish without a reload.
    await page.getByText('Configuración guardada correctamente').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Inicio' }).waitFor();
    expect(await htmlLang(page)).toBe('es');

    await page.reload();
    await page.getByRole('heading', { name: 'Configuración' }).waitFor();
    await context.close();

    // Every later visit: a browser that has never seen the choice (English preferred) gets it from the account.
    const later = await browserIn('en-US', u.token);
    await later.page.goto('/subscription-plans');
    // Price: Spanish puts the amount first with a decimal comma and the currency after it.
    await expect.poll(() => later.page.getByTestId('plan-basic').textContent()).toContain('9,99\u00a0US$');
    await later.page.goto('/dashboard');
    // Date: Spanish medium style, day before an abbreviated Spanish month ("23 dic 2026").
    await expect
      .poll(() => later.page.getByTestId('valid-until').textContent())
      .toMatch(/^Válido hasta \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}$/);
    expect(await htmlLang(later.page)).toBe('es');
    await later.context.close();
  });

  it('Deutsch in Settings switches at once, survives a reload, keeps the units preference, and formats a date and a price', async () => {
    const u = await registerUser();
    const { context, page } = await browserIn('en-US', u.token);
    await chooseLanguage(page, 'Deutsch');
    await page.getByText('Einstellungen erfolgreich gespeichert').waitFor();
    expect(await htmlLang(page)).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();

    // The units preference is saved with the other settings and shown in the interface language after a reload.
    await page.getByRole('button', { name: 'Einheiten ändern' }).click();
    await page.getByRole('menuitem', { name: 'Imperial (mi, ft)' }).click();
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Einstellungen erfolgreich gespeichert').waitFor();
    await page.reload();
    await page.getByText('Imperial (mi, ft)', { exact: true }).waitFor();

    await page.goto('/subscription-plans');
    await expect.poll(() => page.getByTestId('plan-pro').textContent()).toContain('29,99\u00a0$');
    await page.getByRole('heading', { name: 'Wählen Sie Ihre Reise' }).waitFor();
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('valid-until').textContent()).toMatch(/^Gültig bis \d{2}\.\d{2}\.\d{4}$/); // German medium date: day.month.year
    await context.close();
  });

  it('signing up in German (sign-in page switcher) stores Deutsch and the verification email is German', async () => {
    const { context, page } = await browserIn('en-US');
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/register')) sent.push(r.postDataJSON());
    });
    await page.goto('/login');
    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await page.getByRole('heading', { name: 'Willkommen im Kosmos' }).waitFor();

    const email = `anmeldung.${Date.now()}@example.test`;
    await page.getByLabel('Vorname').fill('Lise');
    await page.getByLabel('Nachname').fill('Meitner');
    await page.getByLabel('E-Mail', { exact: false }).first().fill(email);
    await page.getByLabel('Passwort', { exact: false }).first().fill('fission-in-the-snow-1938');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.waitForURL('**/dashboard');
    expect(sent).toEqual([expect.objectContaining({ email, language: 'de' })]);

    // The account kept the language: the interface stays German after sign-up, and Settings shows Deutsch.
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();
    expect(await htmlLang(page)).toBe('de');

    // The first email, written at sign-up, is in German (development mailbox, newest first).
    await page.goto('/dev/mailbox');
    const mail = page.locator(`article[data-to="${email}"]`).first();
    await mail.waitFor();
    expect(await mail.locator('h2').textContent()).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Cosmos');
    await context.close();
  });

  it('Italiano, Português, 日本語 and 中文 (issue 36): chosen in Settings, most of Home and Satellite Data changes and no English text leaks', async () => {
    const u = await registerUser();
    const { context, page } = await browserIn('en-US', u.token);
    type Shell = { menu: Record<string, string>; profileMenu: Record<string, string> };
    const shell = (lang: string): Shell =>
      JSON.parse(readFileSync(join(repoRoot, `apps/web/src/app/locales/${lang}/app.json`), 'utf8')) as Shell;
    const menu = (lang: string) => shell(lang).menu;
    // In-app navigation through the side menu (named in the current language); the texts are read once the page's
    // data has arrived, when two reads a moment apart agree.
    const visit = async (lang: string, item: 'home' | 'satelliteData') => {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: menu(lang)[item], exact: true })
        .click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      let last = '';
      for (let i = 0; i < 20; i++) {
        const texts = await visibleTexts(page);
        if (JSON.stringify(texts) === last) return texts;
        last = JSON.stringify(texts);
        await page.waitForTimeout(300);
      }
      return JSON.parse(last) as string[];
    };
    await page.goto('/');
    const english = { home: await visit('en', 'home'), satelliteData: await visit('en', 'satelliteData') };

    type Account = { saveChanges: string; settings: { change: string; language: string } };
    const account = (lang: string): Account =>
      JSON.parse(readFileSync(join(repoRoot, `apps/web/src/features/account/locales/${lang}/account.json`), 'utf8'));
    // "Change Language", "Cambia Lingua", "言語を変更": the Settings button in the interface's current language.
    const changeLanguage = (lang: string) =>
      account(lang).settings.change.replace('{{title}}', account(lang).settings.language);
    // Each switched from the previous one's interface; 日本語 and 中文 have no plural forms and no spaces.
    for (const [name, lang, from] of [
      ['Italiano', 'it', 'en'],
      ['Português', 'pt', 'it'],
      ['日本語', 'ja', 'pt'],
      ['中文', 'zh', 'ja'],
    ] as const) {
      const [change, save] = [changeLanguage(from), account(from).saveChanges];
      // Account menu → Settings → Change Language → the language → Save, in the interface's current language.
      const profile = shell(from).profileMenu;
      await page.getByRole('button', { name: profile.menuFor!.replace('{{initials}}', 'ET') }).click();
      await page.getByRole('menuitem', { name: profile.settings }).click();
      await page.getByRole('button', { name: change }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.getByRole('button', { name: save }).click();
      await expect.poll(() => htmlLang(page)).toBe(lang);
      const leaking = englishOnlyTexts(lang);
      for (const item of ['home', 'satelliteData'] as const) {
        const texts = await visit(lang, item);
        const before = new Set(english[item]);
        const same = texts.filter((t) => before.has(t));
        // Names (Cosmos, ISS, NORAD, Facebook, satellite names) stay; everything else is in the new language.
        expect(texts.length, `${lang} ${item}`).toBeGreaterThan(15);
        expect(same.length / texts.length, `${lang} ${item}: ${JSON.stringify(same)}`).toBeLessThan(0.2);
        expect(
          texts.filter((t) => leaking.has(t)),
          `${lang} ${item}`,
        ).toEqual([]);
      }
    }
    await context.close();
  });
});
