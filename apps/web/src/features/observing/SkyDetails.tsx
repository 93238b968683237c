import CloseIcon from '@mui/icons-material/Close';
import { Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { riseSetOf, type Pick } from './sky-picks';

const mag = (m: number | null) => (m === null ? '—' : `${m < 0 ? '−' : ''}${Math.abs(m).toFixed(1)}`);

/** What was clicked on the sky chart: name, magnitude, altitude and azimuth, next rise and set, its page. */
export function SkyDetails({
  pick,
  site,
  now,
  onClose,
}: {
  pick: Pick;
  site: { lat: number; lon: number; heightKm: number };
  now: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('planetarium');
  const { t: to } = useTranslation('observing');
  const rs = useMemo(() => riseSetOf(pick, site, now), [pick, site, now]);
  const name =
    pick.kind === 'sat'
      ? pick.name
      : pick.kind === 'body'
        ? pick.id === 'moon'
          ? t('moon')
          : to(`sky.bodies.${pick.id}`)
        : (pick.name ?? t('unnamedStar'));
  const id = pick.kind === 'star' ? pick.id : pick.id;
  const when = (ms: number | null) => (ms === null ? t('none') : formatDateTime(ms));
  return (
    <Card variant="outlined" data-testid="sky-details" aria-live="polite">
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <IconButton size="small" aria-label={t('close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Typography variant="body2">{t(`kind.${pick.kind}`)}</Typography>
        <Typography variant="body2">{t('magnitude', { mag: mag(pick.mag) })}</Typography>
        <Typography variant="body2">
          {t('position', { alt: pick.p.altDeg.toFixed(1), az: pick.p.azDeg.toFixed(1) })}
        </Typography>
        <Typography variant="body2">{t('rise', { time: when(rs.rise) })}</Typography>
        <Typography variant="body2">{t('set', { time: when(rs.set) })}</Typography>
        {id && (
          <Link component={RouterLink} to={paths.object.to(id)} variant="body2">
            {t('open', { name })}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
