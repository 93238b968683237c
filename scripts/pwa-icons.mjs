#!/usr/bin/env node
// The installable app's icons (issue 35): the favicon's planet and ring drawn on the app's night background, rendered
// to PNG by headless Chromium at the sizes the manifest names. Run once after changing the logo; the PNGs are committed
// in apps/web/public/icons. `badge` is the monochrome silhouette Android shows in the status bar.
import { chromium } from 'playwright-core';

const out = new URL('../apps/web/public/icons/', import.meta.url).pathname;
const planet = (fill, ring) =>
  `<circle cx="32" cy="32" r="14" fill="${fill}"/><ellipse cx="32" cy="32" rx="28" ry="9" fill="none" stroke="${ring}" stroke-width="3" transform="rotate(-20 32 32)"/>`;
const icons = [
  // name, size, background, content scale (a maskable icon keeps its drawing inside the central 80 %)
  ['icon-192.png', 192, '#070a1a', 0.9, planet('#7c4dff', '#64ffda')],
  ['icon-512.png', 512, '#070a1a', 0.9, planet('#7c4dff', '#64ffda')],
  ['maskable-512.png', 512, '#070a1a', 0.7, planet('#7c4dff', '#64ffda')],
  ['badge-96.png', 96, 'transparent', 1, planet('#fff', '#fff')],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, size, bg, scale, body] of icons) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size * scale;
  await page.setContent(
    `<html><body style="margin:0;background:${bg};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${inner}" height="${inner}">${body}</svg></body></html>`,
  );
  await page.screenshot({ path: `${out}${name}`, omitBackground: bg === 'transparent' });
}
await browser.close();
console.log(`icons written to ${out}`);
