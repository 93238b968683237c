import { Alert, Card, CardContent, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDefaultPlace } from '../../../lib/places';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

export type SkyAlertKey = 'issPassAlerts' | 'eclipseAlerts';

/**
 * Opt-in sky alerts (ISS pass over the user's location, eclipses). Part of the Settings draft, so it is
 * saved with the page's Save Changes through the settings mutation like every other setting.
 */
export function SkyAlertsCard({
  issPassAlerts,
  eclipseAlerts,
  onChange,
}: {
  issPassAlerts: boolean;
  eclipseAlerts: boolean;
  onChange: (key: SkyAlertKey, value: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const defaultPlace = useDefaultPlace();
  const hasLocation = !defaultPlace.isSuccess || !!defaultPlace.place;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('alerts.title')}
        </Typography>
        <Stack spacing={1}>
          <div>
            <FormControlLabel
              control={<Switch checked={issPassAlerts} onChange={(e) => onChange('issPassAlerts', e.target.checked)} />}
              label={t('alerts.iss')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {t('alerts.issHelp')}
            </Typography>
          </div>
          {!hasLocation && (
            <Alert severity="info">
              {t('alerts.needLocation')}{' '}
              <Link component={RouterLink} to={`${paths.settings.to()}#places`}>
                {t('alerts.setInProfile')}
              </Link>
              .
            </Alert>
          )}
          <div>
            <FormControlLabel
              control={<Switch checked={eclipseAlerts} onChange={(e) => onChange('eclipseAlerts', e.target.checked)} />}
              label={t('alerts.eclipses')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {t('alerts.eclipsesHelp')}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
