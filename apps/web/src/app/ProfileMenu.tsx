import { Logout, Person, Settings } from '@mui/icons-material';
import { Avatar, IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-store';
import { queryClient } from '../lib/query-client';
import { paths } from '../lib/paths';
import { TeamMenuItems } from '../features/teams/TeamSwitcher';

export function ProfileMenu() {
  const { t } = useTranslation('app');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = useAuth((s) => s.user);
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}` : '';
  return (
    <>
      <Tooltip title={t('profileMenu.account')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={initials ? t('profileMenu.menuFor', { initials }) : t('profileMenu.menu')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
        >
          <Avatar src={user?.avatar ?? undefined} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
      >
        <MenuItem onClick={() => go(paths.profile.to())}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.profile')}
        </MenuItem>
        {TeamMenuItems({ open: Boolean(anchor), onGo: () => go(paths.team.to()) })}
        <MenuItem onClick={() => go(paths.settings.to())}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.settings')}
        </MenuItem>
        <MenuItem
          onClick={async () => {
            setAnchor(null);
            await logout();
            queryClient.clear();
            navigate(paths.login.to(), { replace: true });
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('profileMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
