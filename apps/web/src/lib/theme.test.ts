import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';

// axe checks only what a page shows at that moment (a red chip appears on /conjunctions only while a pair passes within
// 1 km), so every palette colour is checked here, whatever the data: filled (text on the colour) and as text on the
// page and on cards. WCAG 1.4.3 asks 4.5:1 for normal text; the ratio is WCAG's relative-luminance formula (MUI's).
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each([
  ['dark', true],
  ['light', false],
])('%s theme', (_name, dark) => {
  const { palette } = makeTheme(dark);
  it.each(COLOURS)('%s reaches 4.5:1 filled and as text', (key) => {
    const { main, contrastText } = palette[key];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
