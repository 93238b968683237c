import { createTheme } from '@mui/material';

export const SIDE_MENU_WIDTH = 280; // spec §9
export const TOP_BAR_HEIGHT = 72; // spec §9

export function makeTheme(dark: boolean) {
  return createTheme({
    palette: dark
      ? { mode: 'dark', primary: { main: '#9c7cff' }, secondary: { main: '#64ffda' }, background: { default: '#070a1a', paper: '#11152b' } }
      : { mode: 'light', primary: { main: '#4b2fd6' }, secondary: { main: '#00897b' }, background: { default: '#f4f5fb', paper: '#ffffff' } },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif', h4: { fontWeight: 700 }, h5: { fontWeight: 600 } },
    components: { MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } } },
  });
}
