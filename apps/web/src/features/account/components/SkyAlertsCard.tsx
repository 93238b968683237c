import { Alert, Card, CardContent, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-store';
import { paths } from '../../../lib/paths';

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
  const user = useAuth((s) => s.user);
  const hasLocation = user?.latitude != null && user?.longitude != null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Sky alerts
        </Typography>
        <Stack spacing={1}>
          <div>
            <FormControlLabel
              control={<Switch checked={issPassAlerts} onChange={(e) => onChange('issPassAlerts', e.target.checked)} />}
              label="ISS passes over my location"
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              A notification up to 30 minutes before the International Space Station rises more than 10° above your
              horizon.
            </Typography>
          </div>
          {!hasLocation && (
            <Alert severity="info">
              ISS pass alerts need your location.{' '}
              <Link component={RouterLink} to={paths.profile.to()}>
                Set it in your Profile
              </Link>
              .
            </Alert>
          )}
          <div>
            <FormControlLabel
              control={<Switch checked={eclipseAlerts} onChange={(e) => onChange('eclipseAlerts', e.target.checked)} />}
              label="Solar and lunar eclipses"
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              A notification the day before an eclipse, with the time of its peak.
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
