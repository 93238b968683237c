import { NAKED_EYE_LIMIT, type IdentifyResponse } from '@cosmos/contracts';
import { Alert, Stack, Typography } from '@mui/material';
import { ResponsiveTable } from '../../components/ui/ResponsiveTable';
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
        <ResponsiveTable
          label={t('identify.results')}
          rows={data.candidates}
          rowKey={(c) => `${c.id}-${c.time}`}
          rowProps={(c) => ({ 'data-naked-eye': c.nakedEye })}
          columns={[
            { key: 'name', header: t('identify.col.name'), card: 'title', cell: (c) => c.name },
            {
              key: 'time',
              header: t('identify.col.time'),
              cell: (c) => formatDateTime(c.time, { timeStyle: 'medium', dateStyle: 'short' }),
            },
            {
              key: 'separation',
              header: t('identify.col.separation'),
              align: 'right',
              cell: (c) => `${formatNumber(c.separationDeg, { maximumFractionDigits: 1 })}°`,
            },
            {
              key: 'direction',
              header: t('identify.col.direction'),
              align: 'right',
              cell: (c) =>
                t('identify.azEl', {
                  az: formatNumber(c.azimuthDeg, { maximumFractionDigits: 0 }),
                  el: formatNumber(c.elevationDeg, { maximumFractionDigits: 0 }),
                }),
            },
            {
              key: 'magnitude',
              header: t('identify.col.magnitude'),
              align: 'right',
              cell: (c) => (
                <>
                  {c.magnitude === null ? '—' : mag(c.magnitude)}
                  {c.nakedEye && (
                    <Typography component="span" variant="caption" color="success.main" sx={{ ml: 0.5 }}>
                      {t('identify.nakedEye')}
                    </Typography>
                  )}
                </>
              ),
            },
            {
              key: 'light',
              header: t('identify.col.light'),
              cell: (c) => (c.sunlit ? t('identify.sunlit') : t('identify.shadow')),
            },
            { key: 'sun', header: t('identify.col.sun'), align: 'right', cell: (c) => deg(c.sunAltitudeDeg) },
            {
              key: 'range',
              header: t('identify.col.range'),
              align: 'right',
              cell: (c) => formatNumber(c.rangeKm, { style: 'unit', unit: 'kilometer' }),
            },
          ]}
        />
      )}
    </Stack>
  );
}
