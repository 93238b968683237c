import { CreditCard, Forum, Info, Public, Satellite, SupportAgent } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { Notification } from '@cosmos/contracts';
import { useNavigate } from 'react-router';
import { useNotifications } from './notifications-store';
import { formatDate, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const ICONS: Record<Notification['type'], typeof Info> = {
  ticket: SupportAgent,
  billing: CreditCard,
  system: Info,
  sky: Public,
  catalog: Satellite,
  community: Forum,
};

const ago = (iso: string) => {
  const s = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (s < 60) return i18n.t('notifications:ago.now');
  if (s < 3600) return i18n.t('notifications:ago.minutes', { count: Math.floor(s / 60) });
  if (s < 86400) return i18n.t('notifications:ago.hours', { count: Math.floor(s / 3600) });
  return formatDate(iso);
};

// The actions stay enabled (harmless when there is nothing to do): disabling the focused button would drop
// focus out of the popover, and Escape would no longer close it.
/** The inbox: newest first, unread in bold; opening one marks it read and goes to what it is about. */
export function NotificationInbox({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('notifications');
  const { items, unreadCount, error, markRead, markAllRead, clear } = useNotifications();
  const navigate = useNavigate();
  const open = (n: Notification) => {
    void markRead(n.id);
    if (n.link) {
      onNavigate?.();
      void navigate(n.link);
    }
  };
  return (
    <Box role="dialog" aria-label={t('title')}>
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('title')} {unreadCount > 0 && `(${unreadCount})`}
        </Typography>
        <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void markAllRead()}>
          {t('markAll')}
        </Button>
        <Button size="small" color="inherit" onClick={() => void clear()}>
          {t('clear')}
        </Button>
      </Stack>
      <Divider />
      {error && <Alert severity="error">{error}</Alert>}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('empty')}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: 420, overflow: 'auto' }} aria-label={t('list')}>
          {items.map((n) => {
            const Icon = ICONS[n.type] ?? Info;
            return (
              <ListItem disablePadding key={n.id}>
                <ListItemButton
                  onClick={() => open(n)}
                  data-read={n.read}
                  aria-label={n.read ? n.title : t('unreadItem', { title: n.title })}
                >
                  <ListItemIcon>
                    <Icon color={n.read ? 'disabled' : 'primary'} />
                  </ListItemIcon>
                  <ListItemText
                    primary={n.title}
                    secondary={`${n.message} · ${ago(n.timestamp)}`}
                    slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
