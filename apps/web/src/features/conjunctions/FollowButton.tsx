import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { findFollow, useFollows, useSetFollow } from '../../lib/follows';
import { formatKm } from './api';

const THRESHOLDS = [0.5, 1, 2, 5, 10];

/** Follow an object and choose under which miss distance its close approaches alert you. */
export function FollowButton({ objectId, name }: { objectId: string; name: string }) {
  const { t } = useTranslation('conjunctions');
  const follows = useFollows();
  const follow = useSetFollow();
  const current = findFollow(follows.data, 'satellite', objectId);
  // Following from here turns the close-approach alert on, at the chosen distance.
  const set = (thresholdKm: number | null) =>
    follow.mutate(
      thresholdKm === null
        ? { kind: 'satellite', objectId, follow: false }
        : { kind: 'satellite', objectId, follow: true, thresholdKm, alerts: { conjunctions: true } },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant={current ? 'contained' : 'outlined'}
        startIcon={current ? <NotificationsActive /> : <NotificationsNone />}
        disabled={follows.isLoading || follow.isPending}
        onClick={() => set(current ? null : 5)}
        aria-label={current ? t('follow.stopName', { name }) : t('follow.followName', { name })}
      >
        {current ? t('follow.following') : t('follow.follow')}
      </Button>
      {current && (
        <TextField
          select
          size="small"
          label={t('follow.alertUnder')}
          value={current.thresholdKm}
          onChange={(e) => set(Number(e.target.value))}
          sx={{ minWidth: 110 }}
          slotProps={{ htmlInput: { 'aria-label': t('follow.alertDistance', { name }) } }}
        >
          {[...new Set([...THRESHOLDS, current.thresholdKm])]
            .sort((a, b) => a - b)
            .map((km) => (
              <MenuItem key={km} value={km}>
                {formatKm(km)}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Stack>
  );
}
