import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { Settings } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { useDevicePush, useSetDevicePush, useTestPush } from '../../../lib/push';

type Quiet = Settings['quietHours'];
const DEFAULT_QUIET = { from: '23:00', to: '07:00' };

/**
 * Notifications on the phone (issue 35): this browser's push subscription (on at once, not with Save Changes: it is
 * the browser's permission and the server's list, not a setting) and the quiet hours, which are part of the Settings
 * draft. The lead time and the verdict filter are per followed satellite (FollowedObjectsCard).
 */
export function DeviceNotificationsCard({
  quietHours,
  onQuietHours,
}: {
  quietHours: Quiet;
  onQuietHours: (q: Quiet) => void;
}) {
  const { t } = useTranslation('account');
  const device = useDevicePush();
  const setDevice = useSetDevicePush();
  const testPush = useTestPush();
  const state = device.data?.state;
  const on = state === 'on';
  const id = device.data?.state === 'on' ? device.data.id : null;
  return (
    <Card data-testid="device-notifications">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('push.title')}
        </Typography>
        <Stack spacing={1}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={on}
                  disabled={!state || state === 'unsupported' || state === 'blocked' || setDevice.isPending}
                  onChange={(e) => setDevice.mutate(e.target.checked)}
                />
              }
              label={t('push.device')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {t('push.deviceHelp')}
            </Typography>
          </div>
          {state === 'unsupported' && <Alert severity="info">{t('push.unsupported')}</Alert>}
          {state === 'blocked' && <Alert severity="warning">{t('push.blocked')}</Alert>}
          {setDevice.isError && <Alert severity="error">{setDevice.error.message}</Alert>}
          {id && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', ml: 6 }}>
              <Button variant="outlined" size="small" disabled={testPush.isPending} onClick={() => testPush.mutate(id)}>
                {t('push.test')}
              </Button>
              {testPush.data && (
                <Typography variant="body2" role="status">
                  {t(`push.testResult.${testPush.data.status}`)}
                </Typography>
              )}
            </Box>
          )}
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={quietHours !== null}
                  onChange={(e) => onQuietHours(e.target.checked ? DEFAULT_QUIET : null)}
                />
              }
              label={t('push.quiet')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {t('push.quietHelp')}
            </Typography>
          </div>
          {quietHours && (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', ml: 6 }}>
              <TextField
                type="time"
                size="small"
                label={t('push.quietFrom')}
                value={quietHours.from}
                onChange={(e) => e.target.value && onQuietHours({ ...quietHours, from: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                size="small"
                label={t('push.quietTo')}
                value={quietHours.to}
                onChange={(e) => e.target.value && onQuietHours({ ...quietHours, to: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
