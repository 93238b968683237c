import { NotificationsOutlined } from '@mui/icons-material';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotifications } from './notifications-store';
import { NotificationInbox } from './NotificationInbox';
import { useNotificationsSync } from './use-notifications-sync';
import { useTranslation } from 'react-i18next';

/** The top bar's notification dot (exact unread count) and the inbox panel it opens. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  useNotificationsSync();
  const unread = useNotifications((s) => s.unreadCount);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = unread ? t('bell.unread', { count: unread }) : t('title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-unread={unread}
        >
          <Badge
            color="error"
            variant={unread ? 'standard' : 'dot'}
            badgeContent={unread}
            invisible={unread === 0}
            max={99}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '95vw' } } }}
      >
        <NotificationInbox onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
