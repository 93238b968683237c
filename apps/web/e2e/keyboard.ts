/** Keyboard-only helpers: move with Tab like a person, and check that where focus is can be seen. */
import type { Locator, Page } from 'playwright-core';

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: target not in the page');
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await handle.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return i + 1;
  }
  throw new Error(`tabTo: not reached in ${max} presses (focus is on ${await describeFocus(page)})`);
}

export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}"`
      : 'nothing';
  });

/**
 * Whether the focused element shows that it has focus: an outline (the theme's focus ring, or the browser's),
 * or MUI's focused-field style (a text field's border turns the primary colour and thickens).
 */
export const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const cs = getComputedStyle(el);
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1) return true;
    return el.closest('.Mui-focused') !== null;
  });

/** Tab `n` times, asserting at each stop that focus can be seen; returns the stops for a failure message. */
export async function tabAndCheckFocus(page: Page, n: number) {
  const invisible: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(50); // the ring is drawn on the next style pass
    if (!(await focusIsVisible(page))) invisible.push(await describeFocus(page));
  }
  return invisible;
}
