import { HelpOutlined } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ConnectionIndicator } from '../components/ui/ConnectionIndicator';
import { ChatButton } from '../features/chatbot/ChatButton';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { paths } from '../lib/paths';

/** The top bar's icon buttons; features plug their entry points in here. */
export function TopBarActions() {
  return (
    <>
      <ConnectionIndicator />
      <ChatButton />
      <NotificationBell />
      <Tooltip title="Help">
        <IconButton component={RouterLink} to={paths.support.to()} aria-label="Help">
          <HelpOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}
