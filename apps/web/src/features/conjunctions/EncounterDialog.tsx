import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import { QueryState } from '../../components/ui/QueryState';
import { EncounterView } from './EncounterView';
import { FollowButton } from './FollowButton';
import { formatKm, formatUtc, useTrack } from './api';

/** "23 m above, 1.20 km ahead" — the RIC miss vector in words; parts under a metre are left out. */
function ricWords(ric: Conjunction['ric']): string {
  const parts = [
    [ric.radialKm, 'above', 'below'],
    [ric.inTrackKm, 'ahead', 'behind'],
    [ric.crossTrackKm, 'to the left of its path', 'to the right of its path'],
  ] as const;
  const words = parts
    .filter(([v]) => Math.abs(v) >= 0.001)
    .map(([v, pos, neg]) => `${formatKm(Math.abs(v))} ${v >= 0 ? pos : neg}`);
  return words.length ? words.join(', ') : 'at the same point';
}

const age = (days: number) => (Math.abs(days) < 1 ? `${Math.round(days * 24)} h` : `${days.toFixed(1)} days`);

function ObjectPanel({ label, o }: { label: string; o: Conjunction['primary'] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{o.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Catalogue number {o.noradId} · orbit data {age(o.elementAgeDays)} old at closest approach
      </Typography>
      <FollowButton objectId={o.id} name={o.name} />
    </Box>
  );
}

/** One encounter: the 3D replay around the time of closest approach, the numbers, and follow buttons. */
export function EncounterDialog({ c, onClose }: { c: Conjunction; onClose: () => void }) {
  const track = useTrack(c.id);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={narrow} aria-labelledby="encounter-title">
      <DialogTitle id="encounter-title">
        {c.primary.name} and {c.secondary.name}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Closest approach <b>{formatKm(c.missKm)}</b> at {formatUtc(c.tca)}, passing each other at{' '}
          {c.relativeSpeedKmS.toFixed(2)} km/s.
        </Typography>
        <QueryState isLoading={track.isLoading} error={track.error} onRetry={() => track.refetch()}>
          {track.data && <EncounterView track={track.data} />}
        </QueryState>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Seen from {c.primary.name} (blue, centre): orange is the path of {c.secondary.name}, red the miss distance,
          green points away from Earth and purple along {c.primary.name}&apos;s direction of flight. Drag to turn the
          view.
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Where {c.secondary.name} passes, seen from {c.primary.name}: {ricWords(c.ric)}.
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ObjectPanel label="Primary" o={c.primary} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ObjectPanel label="Secondary" o={c.secondary} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
