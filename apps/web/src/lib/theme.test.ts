import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';

// axe checks only what a page shows at that moment (a red chip appears on /conjunctions only while a pair passes within
// 1 km), so every palette colour is checked here, whatever the data: filled (text on the colour) and as text on the
// page and on cards. WCAG 1.4.3 asks 4.5:1 for normal text; the ratio is WCAG's relative-luminance formula (MUI's).
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each([
  ['dark', true, false],
  ['light', false, false],
  ['red-light', true, true],
])('%s theme', (_name, dark, red) => {
  const { palette } = makeTheme(dark, red);
  it.each(COLOURS)('%s reaches 4.5:1 filled and as text', (key) => {
    const { main, contrastText } = palette[key];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('red-light theme (issue 35)', () => {
  const { palette } = makeTheme(false, true);
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  it('wins over Dark Mode off and draws only red on black: no green or blue to spoil dark adaptation', () => {
    expect(palette.mode).toBe('dark');
    expect(palette.background.default).toBe('#000');
    for (const c of [palette.text.primary, palette.text.secondary, palette.primary.main, palette.secondary.main]) {
      const [r, g, b] = rgb(c);
      expect(r).toBeGreaterThan(200);
      expect(Math.max(g!, b!)).toBeLessThan(r! / 3);
    }
  });
  it('text reaches 4.5:1 on the page and on cards', () => {
    for (const c of [palette.text.primary, palette.text.secondary])
      for (const bg of [palette.background.default, palette.background.paper])
        expect(getContrastRatio(c, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
