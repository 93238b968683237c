import {
  AdminPanelSettings,
  Dashboard,
  Public,
  Description,
  Home,
  Insights,
  RocketLaunch,
  Science,
  SatelliteAlt,
  SupportAgent,
  ViewInAr,
  CreditCard,
} from '@mui/icons-material';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
// The zod-free policies module: the signed-in shell must not pull every schema into its first load.
import { hasRole } from '@cosmos/contracts/policies';
import { useAuth } from '../lib/auth/auth-store';
import { MENU, ROLE_MENU } from './nav';
import { TOP_BAR_HEIGHT } from '../lib/theme';

const ICONS = {
  home: Home,
  dashboard: Dashboard,
  rocket: RocketLaunch,
  insights: Insights,
  satellite: SatelliteAlt,
  observing: Public,
  science: Science,
  vr: ViewInAr,
  docs: Description,
  card: CreditCard,
  support: SupportAgent,
  admin: AdminPanelSettings,
} as const;

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const user = useAuth((s) => s.user);
  const items = [...MENU, ...ROLE_MENU.filter((item) => hasRole(user, item.role))];
  return (
    <nav aria-label={t('menu.label')}>
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT }} />
      <List>
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          const selected = item.path === '/' ? pathname === '/' : pathname.startsWith(item.path);
          return (
            <ListItem disablePadding key={item.path}>
              <ListItemButton
                component={NavLink}
                to={item.path}
                selected={selected}
                onClick={onNavigate}
                sx={{ mx: 1, borderRadius: 2 }}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`menu.${item.key}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
