import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { formatNumber } from '../../lib/i18n';
import { QueryState } from '../../components/ui/QueryState';
import { EncounterView } from './EncounterView';
import { FollowButton } from './FollowButton';
import { formatKm, formatUtc, useTrack } from './api';
import { objectDetails } from './owner-label';

/** "23 m above, 1.20 km ahead" — the RIC miss vector in words; parts under a metre are left out. */
function ricWords(ric: Conjunction['ric'], t: TFunction<'conjunctions'>): string {
  const parts = [
    [ric.radialKm, 'dialog.above', 'dialog.below'],
    [ric.inTrackKm, 'dialog.ahead', 'dialog.behind'],
    [ric.crossTrackKm, 'dialog.left', 'dialog.right'],
  ] as const;
  const words = parts
    .filter(([v]) => Math.abs(v) >= 0.001)
    .map(([v, pos, neg]) => t(v >= 0 ? pos : neg, { d: formatKm(Math.abs(v)) }));
  return words.length ? words.join(', ') : t('dialog.samePoint');
}

function ObjectPanel({ label, o }: { label: string; o: Conjunction['primary'] }) {
  const { t } = useTranslation('conjunctions');
  const days = o.elementAgeDays;
  const age =
    Math.abs(days) < 1
      ? t('dialog.ageHours', { count: Math.round(days * 24) })
      : t('dialog.ageDays', { days: formatNumber(days, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      {/* The name opens the object's own page: its orbit, passes over the reader and history. */}
      <Typography variant="h6">
        <Link component={RouterLink} to={paths.object.to(o.id)}>
          {o.name}
        </Link>
      </Typography>
      <Typography variant="body2" title={o.objectTypeFrom === 'name' ? t('row.typeFromName') : undefined}>
        {objectDetails(o)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('dialog.objectLine', { norad: o.noradId, age })}
      </Typography>
      <FollowButton objectId={o.id} name={o.name} />
    </Box>
  );
}

/** One encounter: the 3D replay around the time of closest approach, the numbers, and follow buttons. */
export function EncounterDialog({ c, onClose }: { c: Conjunction; onClose: () => void }) {
  const { t } = useTranslation('conjunctions');
  const track = useTrack(c.id);
  const names = { primary: c.primary.name, secondary: c.secondary.name };
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={narrow} aria-labelledby="encounter-title">
      <DialogTitle id="encounter-title">{t('dialog.title', names)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          <Trans
            t={t}
            i18nKey="dialog.summary"
            values={{
              miss: formatKm(c.missKm),
              tca: formatUtc(c.tca),
              speed: formatNumber(c.relativeSpeedKmS, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            }}
            components={{ b: <b /> }}
          />
        </Typography>
        <QueryState isLoading={track.isLoading} error={track.error} onRetry={() => track.refetch()}>
          {track.data && <EncounterView track={track.data} />}
        </QueryState>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('dialog.caption', names)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('dialog.where', { ...names, words: ricWords(c.ric, t) })}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ObjectPanel label={t('dialog.primary')} o={c.primary} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ObjectPanel label={t('dialog.secondary')} o={c.secondary} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
