import CloseIcon from '@mui/icons-material/Close';
import { alpha, Box, IconButton, Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FollowToggle } from '../../components/follow/FollowToggle';
import { useAuth } from '../../lib/auth/auth-store';
import { formatDateTime } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';
import { na } from './ComparisonTable';
import { typeKey, type VizObject } from './model';

const f = (n: number, d = 3) => (Math.abs(n) >= 1e5 ? n.toExponential(3) : n.toFixed(d));

/** The selected object's fields, at the scene's time. */
export function InfoPanel({ object, onClose }: { object: VizObject; onClose: () => void }) {
  const { t } = useTranslation('visualization');
  const signedIn = useAuth((a) => a.isAuthenticated);
  const s = object.state;
  const rows: [string, string][] = [
    [t('info.type'), t(`types.${typeKey(object)}`, { defaultValue: object.type })],
    [t('info.id'), object.id],
    ...(object.catalogNumber !== null
      ? ([[t('info.catalogNumber'), String(object.catalogNumber)]] as [string, string][])
      : []),
    [t('info.size'), na(object.size)],
    [t('info.temperature'), na(object.properties.temperature)],
    [t('info.mass'), na(object.properties.mass)],
    [t('info.radius'), na(object.properties.radius)],
    [t('info.scenePosition'), `${f(object.position.x)}, ${f(object.position.y)}, ${f(object.position.z)}`],
    [t('info.frame'), s.frame],
  ];
  if (s.frame === 'TEME') {
    rows.push(['r (km)', s.r.map((x) => f(x, 1)).join(', ')], ['v (km/s)', s.v.map((x) => f(x, 3)).join(', ')]);
    rows.push([
      t('info.subPoint'),
      `${s.geodetic.lat.toFixed(2)}°, ${s.geodetic.lon.toFixed(2)}°, ${s.geodetic.alt_km.toFixed(0)} km`,
    ]);
  } else if (s.frame === 'HELIO_EQJ2000') {
    rows.push(['r (AU)', s.r.map((x) => f(x, 4)).join(', ')], ['v (AU/day)', s.v.map((x) => f(x, 5)).join(', ')]);
  } else {
    rows.push(
      [t('info.raDec'), `${s.ra_deg.toFixed(3)}°, ${s.dec_deg.toFixed(3)}°`],
      [t('info.distance'), na(s.distance_ly)],
    );
  }
  rows.push(
    [t('info.source'), object.source],
    [
      t('info.time'),
      `${formatDateTime(object.lastUpdated, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })} UTC`,
    ],
  );
  return (
    <Paper
      elevation={6}
      // The theme's paper, as the other panels over the scene: readable in light mode too (it was always dark, with
      // the light theme's dark text on it).
      sx={{
        p: 1.5,
        width: 300,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: '100%',
        overflow: 'auto',
        bgcolor: (th) => alpha(th.palette.background.paper, 0.94),
      }}
      aria-label={t('info.selected', { name: object.name })}
      component="section"
      data-testid="viz-info"
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          <Link component={RouterLink} to={paths.object.to(object.id)} data-testid="viz-info-link">
            {object.name}
          </Link>
        </Typography>
        <IconButton size="small" aria-label={t('info.deselect')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {signedIn && object.type === 'satellite' && (
        <Box sx={{ my: 0.5 }}>
          <FollowToggle id={object.id} name={object.name} size="small" />
        </Box>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 12 }}
      >
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {k}
            </Box>
            {/* Vectors break after their commas, never inside a number. */}
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', wordBreak: 'normal' }} data-field={k}>
              {v}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
