import { useTranslation } from 'react-i18next';
import { Box, Tooltip } from '@mui/material';
import { useSocketState } from '../../lib/socket';

/** A small dot: green while the realtime socket is connected (the spec polls the flag every 5 s). */
export function ConnectionIndicator() {
  const { t } = useTranslation('ui');
  const connected = useSocketState((s) => s.connected);
  const label = connected ? t('connection.online') : t('connection.offline');
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-connected={connected}
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: connected ? 'success.main' : 'text.disabled',
          mx: 1,
        }}
      />
    </Tooltip>
  );
}
