import CloudIcon from '@mui/icons-material/Cloud';
import { Box, Chip, Tooltip } from '@mui/material';
import type { VerdictValue, WeatherHour } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';

const COLOR = { go: 'success', maybe: 'warning', no: 'error' } as const;

/** A verdict as a coloured word, the reason on hover and for screen readers, and the hour's cloud beside it. */
export function VerdictChip({
  verdict,
  reason,
  weather,
}: {
  verdict: VerdictValue;
  reason: string;
  weather?: WeatherHour | null;
}) {
  const { t } = useTranslation('outlook');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Tooltip title={reason}>
        <Chip
          size="small"
          color={COLOR[verdict]}
          label={t(`verdict.${verdict}`)}
          aria-label={t('verdictAria', { verdict: t(`verdict.${verdict}`), reason })}
          data-verdict={verdict}
        />
      </Tooltip>
      {weather && (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary', fontSize: '0.8rem' }}
          aria-label={t('cloudAria', { pct: weather.cloudTotalPct })}
        >
          <CloudIcon sx={{ fontSize: '1rem' }} aria-hidden />
          {t('pct', { pct: weather.cloudTotalPct })}
        </Box>
      )}
    </Box>
  );
}
