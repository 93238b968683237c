import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useFollow, useFollows } from './api';

const THRESHOLDS = [0.5, 1, 2, 5, 10];

/** Follow an object and choose under which miss distance its close approaches alert you. */
export function FollowButton({ objectId, name }: { objectId: string; name: string }) {
  const follows = useFollows();
  const follow = useFollow();
  const current = follows.data?.find((f) => f.objectId === objectId);
  const set = (thresholdKm: number | null) => follow.mutate({ objectId, thresholdKm });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant={current ? 'contained' : 'outlined'}
        startIcon={current ? <NotificationsActive /> : <NotificationsNone />}
        disabled={follows.isLoading || follow.isPending}
        onClick={() => set(current ? null : 5)}
        aria-label={current ? `Stop following ${name}` : `Follow ${name}`}
      >
        {current ? 'Following' : 'Follow'}
      </Button>
      {current && (
        <TextField
          select
          size="small"
          label="Alert under"
          value={current.thresholdKm}
          onChange={(e) => set(Number(e.target.value))}
          sx={{ minWidth: 110 }}
          slotProps={{ htmlInput: { 'aria-label': `Alert distance for ${name}` } }}
        >
          {[...new Set([...THRESHOLDS, current.thresholdKm])]
            .sort((a, b) => a - b)
            .map((km) => (
              <MenuItem key={km} value={km}>
                {km < 1 ? `${km * 1000} m` : `${km} km`}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Stack>
  );
}
