import { Box, Drawer, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { VerifyEmailBanner } from '../features/auth/components/VerifyEmailBanner';
import { SideMenu } from './SideMenu';
import { SIDE_MENU_WIDTH, TOP_BAR_HEIGHT } from '../lib/theme';
import { TopBar } from './TopBar';
import { TopBarActions } from './TopBarActions';
import { forgetPaintedShell } from '../lib/first-paint';

export function Layout() {
  const { t } = useTranslation('app');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  // The real shell is up: the server's painted one (ADR 0007) is not shown again in this visit.
  useEffect(forgetPaintedShell, []);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* Keyboard users skip the top bar and the ten menu entries; visible only while focused. */}
      <Box
        component="a"
        href="#main-content"
        // Focus <main> explicitly: a bare fragment link leaves focus behind in some browsers and the router sees a hash.
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        sx={{
          position: 'fixed',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToMain')}
      </Box>
      <TopBar onMenu={() => setOpen(true)} actions={<TopBarActions />} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: SIDE_MENU_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <SideMenu onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT }} />
        <VerifyEmailBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
