import { createTheme } from '@mui/material/styles';
import type { MapColors } from '../lib/map-style';

declare module '@mui/material/styles' {
  interface Palette {
    map: MapColors;
  }
  interface PaletteOptions {
    map?: MapColors;
  }
}

/** One theme for the app: teal for Hadir, a system font stack (no font download), phone-first sizes. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
    map: { land: '#eef2f6', circle: '#1565c0', pin: '#d32f2f' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.4rem', fontWeight: 700 },
    h6: { fontSize: '1.1rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e5e7eb' } } },
  },
});
