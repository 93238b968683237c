/**
 * Browser journey of /conjunctions against the built app and the real screening job: an admin adds two
 * objects placed (SGP4 Newton solve, @cosmos/astro designEncounter) to pass 1.0 km apart in an hour,
 * screens now from the page, finds the encounter, filters and re-orders the list, opens the encounter's
 * 3D replay and follows one of the two objects. A third new object is placed to pass 1.5 km from the
 * bundled ISS, whose SATCAT row (owner ISS, payload) gives the row its owner and the owner filter a choice.
 */
import { designEncounter, formatTle, toSatrec } from '@cosmos/astro';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, hasChromium, signedInPage } from './harness';

const run = hasChromium() ? describe : describe.skip;
const MISS_KM = 1.0;

async function login(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Two new objects (kept apart from the catalogue's numbers) that meet MISS_KM apart an hour from now. */
function designedPair(): string {
  const epoch = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const tca = epoch.getTime() + 3_600_000;
  const p = formatTle({
    noradId: 98101,
    epoch,
    inclinationDeg: 97.5,
    raanDeg: 123,
    eccentricity: 0.0003,
    argPerigeeDeg: 0,
    meanAnomalyDeg: 40,
    meanMotionRevPerDay: 14.8,
  });
  const d = designEncounter(toSatrec(p), tca, MISS_KM, 120, [1, 0, 0], 98102);
  const s = formatTle({ noradId: 98102, epoch: new Date(tca), ...d.elements });
  return `E2E PRIMARY SAT\n${p.line1}\n${p.line2}\nE2E ROCKET DEB\n${s.line1}\n${s.line2}\n`;
}

/** A new object (no SATCAT row) that passes 1.5 km from the catalogue's ISS 90 minutes from now. */
async function issVisitor(auth: Record<string, string>): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/sky/elements?ids=sat-25544&format=tle`, { headers: auth });
  if (!res.ok) throw new Error(`ISS elements ${res.status}`);
  const [, line1, line2] = (await res.text()).trim().split('\n');
  const tca = Math.floor(Date.now() / 60_000) * 60_000 + 5_400_000;
  const d = designEncounter(toSatrec({ line1: line1!, line2: line2! }), tca, 1.5, 90, [0, 1, 0], 98103);
  const v = formatTle({ noradId: 98103, epoch: new Date(tca), ...d.elements });
  return `E2E VISITOR\n${v.line1}\n${v.line2}\n`;
}

run('Close approaches (admin, designed encounter)', () => {
  let page: Page;
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    token = await login();
    const auth = { authorization: `Bearer ${token}` };
    const imported = await fetch(`${baseUrl()}/api/catalog/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/plain' },
      body: designedPair() + (await issVisitor(auth)),
    });
    if (!imported.ok) throw new Error(`import failed ${imported.status}: ${await imported.text()}`);
    ({ page, context } = await signedInPage(token));
  });
  afterAll(() => context?.close());

  const status = async () =>
    (await (
      await fetch(`${baseUrl()}/api/conjunctions/status`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { latest: { id: string } | null; current: { id: string } | null };

  it('an admin screens now from the page and the designed encounter is listed at its miss distance', async () => {
    await page.goto('/conjunctions');
    await page.getByRole('heading', { name: 'Close Approaches' }).waitFor();
    const screenNow = page.getByRole('button', { name: 'Screen now' });
    // The import starts a screen of its own: the button is enabled again when it ends.
    await expect.poll(() => screenNow.isEnabled(), { timeout: 240_000, interval: 1000 }).toBe(true);
    const before = (await status()).latest?.id;
    await screenNow.click();
    await expect
      .poll(
        async () => {
          const s = await status();
          return !s.current && s.latest?.id !== before;
        },
        { timeout: 240_000, interval: 1000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('screen-status').textContent(), { timeout: 30_000 })
      .toMatch(/^Every pair of the [\d,]+ catalogued objects checked[^]*Listed: passes closer than 5\.00 km\.$/);
    await page.getByLabel('Object name').fill('E2E');
    await page.getByRole('button', { name: /^1\.00 km E2E PRIMARY SAT .*E2E ROCKET DEB / }).waitFor();
  }, 600_000);

  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  /** A row's name, its visible text: "480 m E2E A … E2E B … Nov 23, 2026, 19:53:27 UTC · 7.5 km/s" → miss (km) and TCA (ms). */
  const parseLabel = (label: string) => {
    const d = /^([\d.,]+) (m|km) .* (\w{3}) (\d+), (\d{4}), (\d\d):(\d\d):(\d\d) UTC · /.exec(label);
    if (!d) throw new Error(`unexpected row label: ${label}`);
    const value = Number(d[1]!.replace(/,/g, ''));
    const [, , unit, mon, day, year, hh, mm, ss] = d;
    return {
      km: unit === 'km' ? value : value / 1000,
      tca: Date.UTC(Number(year), MONTHS.indexOf(mon!), Number(day), Number(hh), Number(mm), Number(ss)),
    };
  };
  const rowLabels = () =>
    page
      .getByTestId('conjunction-list')
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

  it('filters by distance and orders by time of closest approach', async () => {
    await page.getByLabel('Object name').fill('');
    await page.getByLabel('Closer than').click();
    await page.getByRole('option', { name: '2.00 km' }).click();
    await page.getByTestId('conjunction-list').waitFor();
    await expect.poll(async () => (await rowLabels()).every((l) => parseLabel(l).km <= 2)).toBe(true);
    await page.getByRole('button', { name: 'Soonest first' }).click();
    await expect
      .poll(async () => {
        const tcas = (await rowLabels()).map((l) => parseLabel(l).tca);
        return tcas.length > 0 && tcas.every((t, i) => i === 0 || tcas[i - 1]! <= t);
      })
      .toBe(true);
  });

  it('opens the encounter: 3D replay, miss vector in words, and following an object', async () => {
    await page.getByLabel('Object name').fill('E2E');
    await page.getByRole('button', { name: /^1\.00 km E2E PRIMARY SAT .*E2E ROCKET DEB / }).click();
    const dialog = page.getByRole('dialog', { name: 'E2E PRIMARY SAT and E2E ROCKET DEB' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByText(/Closest approach 1\.00 km at .+ UTC, passing each other at/).count())
      .toBe(1);
    await dialog.getByTestId('encounter-view').locator('canvas').waitFor({ timeout: 30_000 });
    expect(
      await dialog.getByText(/^Where E2E ROCKET DEB passes, seen from E2E PRIMARY SAT: .*(above|below)/).count(),
    ).toBe(1);
    // Each name opens that object's own page.
    expect(await dialog.getByRole('link', { name: 'E2E ROCKET DEB' }).getAttribute('href')).toMatch(/^\/objects\/.+/);
    await dialog.getByRole('button', { name: 'Follow E2E ROCKET DEB' }).click();
    await dialog.getByRole('button', { name: 'Stop following E2E ROCKET DEB' }).waitFor();
    const follows = await fetch(`${baseUrl()}/api/follows`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await follows.json()) as { thresholdKm: number }[]).map((f) => f.thresholdKm)).toContain(5);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  /** Each row's two object lines: "name" and "type · owner". */
  const rowDetails = () =>
    page
      .getByTestId('conjunction-list')
      .getByTestId('object-details')
      .evaluateAll((els) => els.map((e) => `${e.previousElementSibling?.textContent}: ${e.textContent}`));

  it('shows each object’s type and owner, and filters by an owner picked from those listed, kept in the address', async () => {
    await page.goto('/conjunctions');
    await page.getByTestId('conjunction-list').waitFor();
    // Without SATCAT rows the names decide the types; the ISS's SATCAT row gives its type and owner.
    await expect
      .poll(rowDetails)
      .toEqual(
        expect.arrayContaining([
          'E2E PRIMARY SAT: Satellite',
          'E2E ROCKET DEB: Debris',
          'ISS (NOMINAL): Satellite · International Space Station',
          'E2E VISITOR: Satellite',
        ]),
      );
    await page.getByRole('combobox', { name: 'Owner / country' }).click();
    await page.getByRole('option', { name: /^International Space Station \(\d+\)$/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('owner')).toBe('ISS');
    // Only the ISS's encounters are left: the visitor's. It crosses the ISS's orbit at the same height, so
    // depending on the hour the test runs, it can meet the ISS again half an orbit later at the other crossing.
    const onlyIssAndVisitor = async () => {
      const rows = await rowDetails();
      const pairs = rows.filter((_, i) => i % 2 === 0).map((d, i) => `${d} + ${rows[2 * i + 1]}`);
      return pairs.length > 0 && new Set(pairs).size === 1 ? pairs[0] : pairs;
    };
    await expect
      .poll(onlyIssAndVisitor)
      .toBe('ISS (NOMINAL): Satellite · International Space Station + E2E VISITOR: Satellite');
    // The address restores the filter.
    await page.reload();
    await page.getByTestId('conjunction-list').waitFor();
    // The code shows until the owners' names arrive.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Owner / country' }).textContent())
      .toMatch(/^International Space Station/);
    await expect
      .poll(onlyIssAndVisitor)
      .toBe('ISS (NOMINAL): Satellite · International Space Station + E2E VISITOR: Satellite');
    await page.getByRole('combobox', { name: 'Owner / country' }).click();
    await page.getByRole('option', { name: 'Any owner' }).click();
    await page.getByRole('combobox', { name: 'Object type' }).click();
    await page.getByRole('option', { name: 'Debris' }).click();
    await expect.poll(() => page.url()).toContain('type=debris');
    // Every listed encounter has a debris object (the list shows the previous answer until the new one comes).
    await expect
      .poll(async () => {
        const objects = await rowDetails();
        const pairs = objects.filter((_, i) => i % 2 === 0).map((d, i) => [d, objects[2 * i + 1]!]);
        return (
          pairs.every((pair) => pair.some((d) => /: Debris\b/.test(d))) && objects.includes('E2E ROCKET DEB: Debris')
        );
      })
      .toBe(true);
  });
});
