import { Menu as MenuIcon, ViewInAr } from '@mui/icons-material';
import { AppBar, Box, Chip, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProfileMenu } from './ProfileMenu';
import { TOP_BAR_HEIGHT } from '../lib/theme';
import { paths } from '../lib/paths';

export function TopBar({ onMenu, actions }: { onMenu: () => void; actions?: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <AppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        sx={{ minHeight: TOP_BAR_HEIGHT, height: TOP_BAR_HEIGHT, gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}
      >
        <IconButton edge="start" onClick={onMenu} aria-label={t('topBar.openMenu')} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Stack
          direction="row"
          spacing={1}
          component={RouterLink}
          to={paths.home.to()}
          sx={{ flexShrink: 0, alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
        >
          <Box component="img" src="/favicon.svg" alt={t('topBar.logo')} sx={{ width: 36, height: 36 }} />
          <Typography
            variant="h6"
            component="span"
            sx={{ fontWeight: 800, letterSpacing: 1, display: { xs: 'none', sm: 'inline' } }}
          >
            {t('topBar.brand')}
          </Typography>
        </Stack>
        <Chip
          component={RouterLink}
          to={paths.vrExperience.to()}
          clickable
          icon={<ViewInAr />}
          color="secondary"
          variant="outlined"
          label={t('topBar.vrBanner')}
          sx={{ ml: 2, display: { xs: 'none', lg: 'flex' } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
