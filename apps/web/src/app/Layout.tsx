import { Box, Drawer, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/ui/PageLoader';
import { VerifyEmailBanner } from '../features/auth/components/VerifyEmailBanner';
import { SideMenu } from './SideMenu';
import { SIDE_MENU_WIDTH, TOP_BAR_HEIGHT } from './theme';
import { TopBar } from './TopBar';
import { TopBarActions } from './TopBarActions';

export function Layout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onMenu={() => setOpen(true)} actions={<TopBarActions />} />
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } }}
      >
        <SideMenu onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT }} />
        <VerifyEmailBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
