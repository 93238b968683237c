import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

/** The one URL of the server the global setup started for all browser tests. */
export const baseUrl = () => inject('baseUrl');

export const DEMO = { email: 'demo@cosmos.test', password: 'Explore-the-cosmos-2026' };
export const AGENT = { email: 'agent@cosmos.test', password: 'Support-the-cosmos-2026' };
export { ADMIN } from './admin-account';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath());

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Browser | undefined;
/** One browser per test file, closed after it. */
export async function getBrowser(): Promise<Browser> {
  if (!browser) {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ARGS });
    afterAll(async () => {
      await browser?.close();
      browser = undefined;
    });
  }
  return browser;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /**
   * The offline app's service worker (lib/pwa.ts) is blocked unless a journey is about it: installing it precaches
   * the whole app shell, work that every other journey would pay for and that could change what they measure.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh context (own storage) with a page on the server, viewport 1280×800 unless given. */
export async function newPage(opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: baseUrl(),
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}

let counter = 0;
/** Registers a user through the API; returns credentials and token. */
export async function registerUser(extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `e2e${counter}.${process.pid}.${Date.now()}@example.test`;
  const password = `Orbit-${process.pid}-${counter}-galaxy`;
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Eve', lastName: `Tester${counter}`, email, password, ...extra }),
  });
  if (res.status !== 201) throw new Error(`register failed ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { email, password, token: body.token, user: body.user };
}

/** A page already signed in with the given token (stored under the spec's key 'token'). */
export async function signedInPage(token: string, opts: PageOptions = {}) {
  const { context, page } = await newPage(opts);
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return { context, page };
}

/** Signs in through the Sign In form. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
