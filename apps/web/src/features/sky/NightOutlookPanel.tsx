import { Box, Typography } from '@mui/material';
import type { NightOutlook, PassOutlook, WeatherForecast } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { clock } from './format';
import { VerdictChip } from '../../components/ui/VerdictChip';

const HOUR = 3_600_000;

/**
 * Tonight's verdict and the night's weather hour by hour (cloud by layer, rain, visibility) between dusk and dawn.
 * A sample forecast says so: it is not the weather.
 */
export function NightOutlookPanel({
  night,
  passes,
  weather,
  timeZone,
}: {
  night: NightOutlook | null;
  /** Tonight's visible passes of followed satellites, judged. */
  passes: PassOutlook[];
  weather: WeatherForecast | null;
  timeZone: string;
}) {
  const { t } = useTranslation('outlook');
  const from = night ? Date.parse(night.from) : Date.now();
  const to = night ? Date.parse(night.to) : from + 12 * HOUR;
  const hours = (weather?.hours ?? []).filter((h) => {
    const tt = Date.parse(h.time);
    return tt + HOUR > from && tt < to;
  });
  return (
    <Box data-testid="night-outlook" sx={{ mb: 1 }}>
      {night && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('tonight')}
          </Typography>
          <VerdictChip verdict={night.verdict} reason={night.reason} />
          <Typography variant="body2">{night.reason}</Typography>
        </Box>
      )}
      {hours.length > 0 && (
        <Box
          role="list"
          aria-label={t('hoursAria')}
          // It scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe: scrollable-region-focusable).
          tabIndex={0}
          sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'thin' }}
        >
          {hours.map((h) => (
            <Box
              role="listitem"
              key={h.time}
              title={t('hourTitle', {
                low: h.cloudLowPct,
                mid: h.cloudMidPct,
                high: h.cloudHighPct,
                rain: h.precipitationProbabilityPct ?? '—',
                km: h.visibilityM === null ? '—' : Math.round(h.visibilityM / 1000),
              })}
              sx={{
                minWidth: 44,
                textAlign: 'center',
                borderRadius: 1,
                py: 0.5,
                fontSize: '0.75rem',
                // the clearer the hour, the darker its cell: a night-sky reading of the forecast
                bgcolor: (th) =>
                  th.palette.mode === 'dark'
                    ? `rgba(200,210,230,${0.08 + (h.cloudTotalPct / 100) * 0.5})`
                    : `rgba(60,70,90,${0.06 + (h.cloudTotalPct / 100) * 0.35})`,
              }}
            >
              <Box>{clock(h.time, timeZone)}</Box>
              <Box sx={{ fontWeight: 600 }}>{t('pct', { pct: h.cloudTotalPct })}</Box>
              {(h.precipitationProbabilityPct ?? 0) >= 30 && (
                <Box sx={{ color: 'info.main' }}>{t('rain', { pct: h.precipitationProbabilityPct })}</Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {passes.length > 0 && (
        <Box component="ul" aria-label={t('followedAria')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 0.5 }}>
          {passes.map((p) => (
            <Box
              component="li"
              key={`${p.id}-${p.rise}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.25 }}
            >
              <VerdictChip verdict={p.verdict} reason={p.reason} weather={p.weather} />
              <Typography variant="body2">
                {t('passLine', { time: clock(p.visibleFrom ?? p.rise, timeZone), name: p.name })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {weather && (
        <Typography variant="caption" color="text.secondary" component="p">
          {weather.source === 'sample' ? t('sample') : t('live', { time: clock(weather.fetchedAt, timeZone) })}
        </Typography>
      )}
    </Box>
  );
}
