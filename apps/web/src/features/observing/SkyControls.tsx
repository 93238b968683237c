/**
 * The sky chart's settings row: the limiting-magnitude slider (with the faintest star the sky itself shows now),
 * satellites shown as all, sunlit only or none, and the sky's phase in words (day, twilights, night).
 */
import { Box, Slider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkyColours } from './sky-colour';
import type { SatMode } from './sky-scene';

interface Props {
  limit: number;
  onLimit: (mag: number) => void;
  /** The faintest magnitude the sky shows at the zenith now (twilight, Moon). */
  skyLimit: number;
  satMode: SatMode;
  onSatMode: (mode: SatMode) => void;
  phase: SkyColours['phase'];
}

/** Memoised: a redraw of the chart at a new time re-renders these MUI controls only when what they show changed. */
export const SkyControls = memo(function SkyControls({ limit, onLimit, skyLimit, satMode, onSatMode, phase }: Props) {
  const { t: tp } = useTranslation('planetarium');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ minWidth: 200, flex: '1 1 220px', maxWidth: 360 }}>
        <Typography id="sky-limit" variant="body2">
          {tp('limit', { mag: limit.toFixed(1), sky: skyLimit.toFixed(1).replace('-', '−') })}
        </Typography>
        <Slider
          aria-labelledby="sky-limit"
          size="small"
          min={0}
          max={6.5}
          step={0.5}
          value={limit}
          onChange={(_e, v) => onLimit(v as number)}
          valueLabelDisplay="auto"
        />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={satMode}
        onChange={(_e, v: SatMode | null) => v && onSatMode(v)}
        aria-label={tp('satellites.group')}
      >
        {(['all', 'visible', 'none'] as const).map((m) => (
          <ToggleButton key={m} value={m}>
            {tp(`satellites.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" data-testid="sky-phase" data-phase={phase}>
        {tp(`phase.${phase}`)}
      </Typography>
    </Stack>
  );
});
