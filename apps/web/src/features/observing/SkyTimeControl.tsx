import { Button, ButtonGroup, Chip, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

const HOUR = 3_600_000;

/** A `datetime-local` value (the browser's time zone) for an instant, and back. */
export const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocalInput = (v: string): number | null => {
  const ms = new Date(v).getTime(); // no zone in the value: read as local time
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The sky chart's clock: live (`fixed` null, follows the present) or a chosen instant — one hour back or on, or
 * any date and time from the picker.
 */
export function SkyTimeControl({
  shown,
  fixed,
  onChange,
}: {
  shown: number;
  fixed: number | null;
  onChange: (fixed: number | null) => void;
}) {
  const { t } = useTranslation('observing');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ButtonGroup size="small" aria-label={t('sky.time.group')}>
        <Button onClick={() => onChange(shown - HOUR)}>{t('sky.time.back')}</Button>
        <Button onClick={() => onChange(null)} variant={fixed === null ? 'contained' : 'outlined'}>
          {t('sky.time.now')}
        </Button>
        <Button onClick={() => onChange(shown + HOUR)}>{t('sky.time.forward')}</Button>
      </ButtonGroup>
      <TextField
        size="small"
        type="datetime-local"
        label={t('sky.time.picker')}
        value={toLocalInput(shown)}
        onChange={(e) => {
          const ms = fromLocalInput(e.target.value);
          if (ms !== null) onChange(ms);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Chip
        size="small"
        color={fixed === null ? 'success' : 'default'}
        label={t(fixed === null ? 'sky.time.live' : 'sky.time.chosen')}
      />
    </Stack>
  );
}
