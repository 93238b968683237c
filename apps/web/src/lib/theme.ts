import { createTheme } from '@mui/material';

export const SIDE_MENU_WIDTH = 280; // spec §9
export const TOP_BAR_HEIGHT = 72; // spec §9

export function makeTheme(dark: boolean) {
  return createTheme({
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: '#9c7cff', contrastText: '#0d0a1f' },
          secondary: { main: '#64ffda' },
          background: { default: '#070a1a', paper: '#11152b' },
        }
      : {
          mode: 'light',
          primary: { main: '#4b2fd6' },
          secondary: { main: '#00897b' },
          background: { default: '#f4f5fb', paper: '#ffffff' },
        },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      // A clear keyboard focus ring on every button, link-button, tab, switch and menu entry (the ripple alone is faint).
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${dark ? '#64ffda' : '#4b2fd6'}`, outlineOffset: 2 } },
        },
      },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      // The switch clips its overflow: draw the ring inside, around the thumb.
      MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': { outlineOffset: -6 } } } },
    },
  });
}
