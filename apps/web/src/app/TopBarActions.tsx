import { HelpOutlined } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConnectionIndicator } from '../components/ui/ConnectionIndicator';
import { ChatButton } from '../features/chatbot/ChatButton';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { paths } from '../lib/paths';

/** The top bar's icon buttons; features plug their entry points in here. */
export function TopBarActions() {
  const { t } = useTranslation('app');
  return (
    <>
      <ConnectionIndicator />
      <ChatButton />
      <NotificationBell />
      <Tooltip title={t('topBar.help')}>
        <IconButton component={RouterLink} to={paths.support.to()} aria-label={t('topBar.help')}>
          <HelpOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}
