import { NAKED_EYE_LIMIT, type IdentifyResponse } from '@cosmos/contracts';
import { Alert, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime, formatNumber } from '../../lib/i18n';

type Answer = z.infer<typeof IdentifyResponse>;
const deg = (x: number) => `${formatNumber(x, { maximumFractionDigits: 0 })}°`;

/**
 * The answer to "What was that?": when nothing could have been seen (Sun up, or every candidate too faint) it says so,
 * names what shines in that direction and suggests an aircraft; the candidates follow, most plausible first.
 */
export function IdentifyResults({ data }: { data: Answer }) {
  const { t } = useTranslation('observing');
  const mag = (m: number) => formatNumber(m, { maximumFractionDigits: 1 });
  const nearby = data.nearby
    .slice(0, 4)
    .map((b) => `${b.name} (${deg(b.azimuthDeg)} / ${deg(b.elevationDeg)}, ${mag(b.magnitude)})`)
    .join(', ');
  const honest = data.verdict !== 'candidates';
  return (
    <Stack spacing={2}>
      {honest && (
        <Alert severity="info" data-testid="identify-verdict">
          {data.verdict === 'daylight' && (
            <Typography>{t('identify.verdict.daylight', { alt: deg(data.sunAltitudeDeg) })}</Typography>
          )}
          {data.verdict === 'tooFaint' && (
            <Typography>{t('identify.verdict.tooFaint', { limit: mag(NAKED_EYE_LIMIT) })}</Typography>
          )}
          {data.verdict === 'none' && <Typography>{t('identify.none')}</Typography>}
          <Typography>{nearby ? t('identify.nearby', { list: nearby }) : t('identify.nearbyNone')}</Typography>
          <Typography>{t('identify.aircraft')}</Typography>
        </Alert>
      )}
      {data.candidates.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('identify.results')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('identify.col.name')}</TableCell>
                <TableCell>{t('identify.col.time')}</TableCell>
                <TableCell align="right">{t('identify.col.separation')}</TableCell>
                <TableCell align="right">{t('identify.col.direction')}</TableCell>
                <TableCell align="right">{t('identify.col.magnitude')}</TableCell>
                <TableCell>{t('identify.col.light')}</TableCell>
                <TableCell align="right">{t('identify.col.sun')}</TableCell>
                <TableCell align="right">{t('identify.col.range')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.candidates.map((c) => (
                <TableRow key={`${c.id}-${c.time}`} data-naked-eye={c.nakedEye}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{formatDateTime(c.time, { timeStyle: 'medium', dateStyle: 'short' })}</TableCell>
                  <TableCell align="right">{formatNumber(c.separationDeg, { maximumFractionDigits: 1 })}°</TableCell>
                  <TableCell align="right">
                    {t('identify.azEl', {
                      az: formatNumber(c.azimuthDeg, { maximumFractionDigits: 0 }),
                      el: formatNumber(c.elevationDeg, { maximumFractionDigits: 0 }),
                    })}
                  </TableCell>
                  <TableCell align="right">
                    {c.magnitude === null ? '—' : mag(c.magnitude)}
                    {c.nakedEye && (
                      <Typography component="span" variant="caption" color="success.main" sx={{ ml: 0.5 }}>
                        {t('identify.nakedEye')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{c.sunlit ? t('identify.sunlit') : t('identify.shadow')}</TableCell>
                  <TableCell align="right">{deg(c.sunAltitudeDeg)}</TableCell>
                  <TableCell align="right">{formatNumber(c.rangeKm, { style: 'unit', unit: 'kilometer' })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
