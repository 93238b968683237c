import { Box, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

// The switcher (a native select with its icon) arrives a moment after the card, in a slot of its own height so
// nothing moves: it keeps /login's first JavaScript within its 200 KB (issue 12).
// If its chunk cannot be loaded the card stays without it rather than the page failing.
const LanguageSwitcher = lazy((): Promise<{ default: ComponentType }> =>
  import('../../../components/ui/LanguageSwitcher').then(
    (m) => ({ default: m.LanguageSwitcher }),
    () => ({ default: () => null }),
  ),
);
const SWITCHER_HEIGHT = 40;

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'radial-gradient(ellipse at top, #1a1446 0%, #070a1a 60%)',
      }}
    >
      <Paper elevation={8} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 480, borderRadius: 3 }}>
        <Stack spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 48, height: 48, alignSelf: 'center' }} />
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
        {/* Before sign-in the browser's language decides; this lets the visitor pick another (issue 19). */}
        <Stack direction="row" sx={{ justifyContent: 'center', mt: 3, minHeight: SWITCHER_HEIGHT }}>
          <Suspense fallback={null}>
            <LanguageSwitcher />
          </Suspense>
        </Stack>
      </Paper>
    </Box>
  );
}
