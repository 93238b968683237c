import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, IconButton, Slider, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEEDS, TIMELINE_DEFAULT_WINDOW_MS, timelineBounds, type PlaybackSpeed } from './model';

const MIN = 60_000;

/** Range slider over the last 7 days (spec §9), play/pause and 0.5x / 1x / 2x speeds. */
export function Timeline(props: {
  now: number;
  time: number;
  live: boolean;
  playing: boolean;
  speed: PlaybackSpeed;
  onTime: (ms: number | null) => void;
  onPlaying: (p: boolean) => void;
  onSpeed: (s: PlaybackSpeed) => void;
}) {
  const { t } = useTranslation('visualization');
  const { min, max } = timelineBounds(props.now);
  const marks = [
    { value: min, label: t('timeline.minus7d') },
    { value: max - TIMELINE_DEFAULT_WINDOW_MS, label: t('timeline.minus24h') },
    { value: max, label: t('timeline.nowMark') },
  ];
  const label = new Date(props.time).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Tooltip title={props.playing ? t('timeline.pause') : t('timeline.play')}>
        <IconButton
          aria-label={props.playing ? t('timeline.pause') : t('timeline.play')}
          onClick={() => props.onPlaying(!props.playing)}
          color="primary"
        >
          {props.playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 260, px: 1 }}>
        <Slider
          aria-label={t('timeline.aria')}
          min={min}
          max={max}
          step={MIN}
          shiftStep={60 * MIN}
          marks={marks}
          value={Math.min(max, Math.max(min, props.time))}
          onChange={(_, v) => props.onTime((v as number) >= max - MIN ? null : (v as number))}
          getAriaValueText={(v) => new Date(v).toISOString()}
          valueLabelDisplay="off"
          size="small"
          // The last two labels sit 1/7 of the track apart: on a phone, centred, they run into each other ("−24 hnow").
          sx={{
            '& .MuiSlider-markLabel[data-index="0"]': { transform: 'translateX(-8px)' },
            '& .MuiSlider-markLabel[data-index="1"]': {
              transform: { xs: 'translateX(-100%)', sm: 'translateX(-50%)' },
            },
            '& .MuiSlider-markLabel[data-index="2"]': { transform: 'translateX(-100%)' },
          }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 190 }}
        data-testid="viz-time"
        aria-live="off"
      >
        {label}
        {props.live ? ` · ${t('timeline.live')}` : ''}
      </Typography>
      <Button size="small" variant="text" onClick={() => props.onTime(null)} disabled={props.live}>
        {t('timeline.now')}
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.speed}
        onChange={(_, v) => v !== null && props.onSpeed(v)}
        aria-label={t('timeline.speed')}
      >
        {PLAYBACK_SPEEDS.map((s) => (
          <ToggleButton key={s} value={s} aria-label={t('units.speed', { speed: s })}>
            {t('units.speed', { speed: s })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
