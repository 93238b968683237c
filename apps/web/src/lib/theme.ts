import { createTheme } from '@mui/material';

export const SIDE_MENU_WIDTH = 280; // spec §9
export const TOP_BAR_HEIGHT = 72; // spec §9

/**
 * The type face: the system's own UI font for Latin text; for Japanese and Chinese (issue 36) the platform's CJK UI
 * fonts after it, Japanese faces first under `<html lang="ja">` and Simplified Chinese ones under `lang="zh"`, so the
 * same Han character takes the shape its reader expects (骨, 直 differ between the two) and never falls back to an
 * arbitrary font. A CSS variable set per `:lang()`, so a language switch needs no new theme.
 */
const LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial';
const JA =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans CJK JP", "Noto Sans JP"';
const ZH =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei UI", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC"';
export const FONT_STACKS = {
  default: `${LATIN}, sans-serif`,
  ja: `${LATIN}, ${JA}, ${ZH}, sans-serif`,
  zh: `${LATIN}, ${ZH}, ${JA}, sans-serif`,
};

/**
 * The red-light night theme (issue 35): only red on black, so an observer's dark-adapted eyes keep their adaptation
 * (rod vision is nearly blind to deep red). Text stays at WCAG AA against the black (#ff3b3b 5.9:1, #e42828 4.6:1).
 */
const RED = {
  text: '#ff3b3b',
  muted: '#e42828',
  line: 'rgba(255, 59, 59, 0.22)',
  paper: '#0d0000',
};

/**
 * Pictures, charts and canvases are drawn in their own colours: in the red theme they pass through this SVG filter,
 * which keeps each pixel's brightness in the red channel only (green and blue to zero). App.tsx puts the filter in the
 * document while the theme is on (a CSS filter can only point at one in the same document). Icons take the text
 * colour already.
 */
export const RED_FILTER_ID = 'cosmos-red-light';
export const RED_FILTER_MATRIX = '0.3 0.59 0.11 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 1 0';
const RED_FILTER = `url(#${RED_FILTER_ID})`;

export function makeTheme(dark: boolean, red = false) {
  const focusRing = `2px solid ${red ? RED.text : dark ? '#64ffda' : '#4b2fd6'}`;
  return createTheme({
    palette: red
      ? {
          mode: 'dark',
          primary: { main: RED.text, contrastText: '#000' },
          secondary: { main: RED.muted, contrastText: '#000' },
          error: { main: '#ff1744', contrastText: '#000' },
          warning: { main: '#ff5252', contrastText: '#000' },
          info: { main: '#ff6e6e', contrastText: '#000' },
          success: { main: '#ff8a80', contrastText: '#000' },
          text: { primary: RED.text, secondary: RED.muted, disabled: 'rgba(255, 59, 59, 0.5)' },
          divider: RED.line,
          action: {
            active: RED.muted,
            hover: 'rgba(255, 59, 59, 0.08)',
            selected: 'rgba(255, 59, 59, 0.16)',
            disabled: 'rgba(255, 59, 59, 0.4)',
            disabledBackground: 'rgba(255, 59, 59, 0.12)',
          },
          background: { default: '#000', paper: RED.paper },
        }
      : dark
        ? {
            mode: 'dark',
            primary: { main: '#9c7cff', contrastText: '#0d0a1f' },
            secondary: { main: '#64ffda' },
            // MUI's red with dark text: white on it is 3.7:1, this 5.3:1 (WCAG 1.4.3; the conjunctions' close-approach chips).
            error: { main: '#f44336', contrastText: '#0d0a1f' },
            background: { default: '#070a1a', paper: '#11152b' },
          }
        : {
            mode: 'light',
            primary: { main: '#4b2fd6' },
            // Darker than MUI's defaults so text on them and them as text reach 4.5:1 on white and on the page (WCAG 1.4.3).
            secondary: { main: '#00796b' },
            info: { main: '#01579b' },
            warning: { main: '#b45309' },
            background: { default: '#f4f5fb', paper: '#ffffff' },
          },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: `var(--cosmos-font, ${FONT_STACKS.default})`,
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
    },
    components: {
      // WCAG 2.4.7 / 2.4.11: a visible keyboard focus on everything focusable that is not an MUI button (plain
      // links, the skip link, focusable canvases and regions); elements focused only by script (tabindex -1) keep none.
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--cosmos-font': FONT_STACKS.default },
          // CJK line breaking: strict kinsoku, no small kana (ョ) or closing punctuation at the start of a line.
          // (Chromium's word-break: auto-phrase was tried: it keeps a phrase whole and overflows narrow headings.)
          ':root:lang(ja)': { '--cosmos-font': FONT_STACKS.ja, lineBreak: 'strict' },
          ':root:lang(zh)': { '--cosmos-font': FONT_STACKS.zh, lineBreak: 'strict' },
          ':where(a, summary, canvas, [tabindex]:not([tabindex="-1"])):focus-visible': {
            outline: focusRing,
            outlineOffset: 2,
          },
          ...(red && {
            [`img, canvas, video, svg:not(.MuiSvgIcon-root):not(#${RED_FILTER_ID}-defs)`]: { filter: RED_FILTER },
            // MUI paints raised surfaces lighter in dark mode: no grey overlay on red-on-black.
            '.MuiPaper-root': { backgroundImage: 'none' },
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      // A clear keyboard focus ring on every button, link-button, tab, switch and menu entry (the ripple alone is faint).
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } },
        },
      },
      // Unselected toggle buttons default to action.active (4.49:1 on the light page): use the secondary text colour.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      // A table wider than a phone scrolls: keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
      MuiTableContainer: { defaultProps: { tabIndex: 0 } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      // The switch clips its overflow: draw the ring inside, around the thumb.
      MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': { outlineOffset: -6 } } } },
    },
  });
}
