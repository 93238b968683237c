import type { FieldPlan } from '@cosmos/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/i18n';

/**
 * The window as one bar: grey while the field is below the minimum altitude, green where it is clean, red where a
 * sunlit object crosses (widened to at least 2 px so a one-second streak stays visible).
 */
export function PlannerTimeline({ plan }: { plan: FieldPlan }) {
  const { t } = useTranslation('observing');
  const from = Date.parse(plan.from);
  const span = Math.max(1, Date.parse(plan.to) - from);
  const pct = (iso: string) => ((Date.parse(iso) - from) / span) * 100;
  const seg = (start: string, end: string) => ({ left: `${pct(start)}%`, width: `${pct(end) - pct(start)}%` });
  const clean = plan.clean.map((w) => `${formatTime(w.start)}–${formatTime(w.end)}`).join(', ');
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h2">
        {t('planner.timeline')}
      </Typography>
      <Box
        role="img"
        aria-label={clean ? t('planner.cleanList', { list: clean }) : t('planner.noClean')}
        data-testid="planner-timeline"
        sx={{
          position: 'relative',
          height: 28,
          borderRadius: 1,
          bgcolor: 'action.disabledBackground',
          overflow: 'hidden',
        }}
      >
        {plan.fieldUp.map((w) => (
          <Box
            key={`up-${w.start}`}
            sx={{ position: 'absolute', top: 0, bottom: 0, bgcolor: 'action.selected', ...seg(w.start, w.end) }}
          />
        ))}
        {plan.clean.map((w) => (
          <Box
            key={`c-${w.start}`}
            sx={{ position: 'absolute', top: 0, bottom: 0, bgcolor: 'success.main', ...seg(w.start, w.end) }}
          />
        ))}
        {plan.crossings
          .filter((c) => c.sunlit)
          .map((c) => (
            <Box
              key={`x-${c.id}-${c.start}`}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                minWidth: 2,
                bgcolor: 'error.main',
                ...seg(c.start, c.end),
              }}
            />
          ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption">{formatTime(plan.from)}</Typography>
        <Typography variant="caption" sx={{ textAlign: 'center' }}>
          <Box component="span" sx={{ color: 'success.main' }}>
            ■
          </Box>{' '}
          {t('planner.legendClean')}{' '}
          <Box component="span" sx={{ color: 'error.main' }}>
            ■
          </Box>{' '}
          {t('planner.legendCrossing')}
        </Typography>
        <Typography variant="caption">{formatTime(plan.to)}</Typography>
      </Stack>
    </Stack>
  );
}
