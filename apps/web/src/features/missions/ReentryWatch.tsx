import {
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { formatDate, formatDateTime, formatNumber } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useReentries } from './api';

const HORIZONS = [7, 30, 90, 365];

/** Objects whose orbits are decaying, with their predicted re-entry windows; and objects known to have decayed. */
export function ReentryWatch() {
  const { t } = useTranslation('missions');
  const [horizon, setHorizon] = useState(90);
  const q = useReentries(horizon, t('errors.reentries'));
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('reentries.intro')}</Typography>
      <TextField
        select
        size="small"
        label={t('reentries.horizon')}
        value={horizon}
        onChange={(e) => setHorizon(Number(e.target.value))}
        sx={{ maxWidth: 220 }}
      >
        {HORIZONS.map((d) => (
          <MenuItem key={d} value={d}>
            {t('reentries.days', { count: d })}
          </MenuItem>
        ))}
      </TextField>
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()}>
        <TableContainer>
          <Table size="small" aria-label={t('reentries.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reentries.object')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('reentries.perigee')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('reentries.decay')}</TableCell>
                <TableCell>{t('reentries.predicted')}</TableCell>
                <TableCell>{t('reentries.window')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data?.items.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Link component={RouterLink} to={paths.object.to(r.id)}>
                      {r.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatNumber(r.perigeeKm, { maximumFractionDigits: 0, style: 'unit', unit: 'kilometer' })}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('reentries.decayValue', { value: formatNumber(r.decayKmPerDay, { maximumFractionDigits: 2 }) })}
                  </TableCell>
                  <TableCell>{formatDateTime(r.predicted)}</TableCell>
                  <TableCell>{`${formatDateTime(r.windowStart)} – ${formatDateTime(r.windowEnd)}`}</TableCell>
                </TableRow>
              ))}
              {q.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('reentries.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {Boolean(q.data?.decayed.length) && (
          <>
            <Typography variant="h6" component="h3">
              {t('reentries.decayedRecent', { days: q.data!.decayedWindowDays })}
            </Typography>
            {q.data!.decayedSource === 'sample' && (
              <Typography variant="body2" color="text.secondary" data-testid="decayed-sample">
                {t('reentries.decayedSample')}
              </Typography>
            )}
            <ul>
              {q.data!.decayed.map((d) => (
                <li key={d.id}>
                  <Trans
                    t={t}
                    i18nKey="reentries.decayedOn"
                    values={{ name: d.name, date: formatDate(d.decayDate) }}
                    components={{ obj: <Link component={RouterLink} to={paths.object.to(d.id)} /> }}
                  />
                  {(d.objectType || d.owner) && ` (${[d.objectType, d.owner].filter(Boolean).join(', ')})`}
                </li>
              ))}
            </ul>
          </>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('reentries.model')}
        </Typography>
      </QueryState>
    </Stack>
  );
}
