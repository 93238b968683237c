import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import { QueryState } from '../../components/ui/QueryState';
import { EncounterView } from './EncounterView';
import { FollowButton } from './FollowButton';
import { formatKm, formatUtc, useTrack } from './api';

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
  const ric = c.ric;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={narrow} aria-labelledby="encounter-title">
      <DialogTitle id="encounter-title">
        {c.primary.name} and {c.secondary.name}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Closest approach <b>{formatKm(c.missKm)}</b> at {formatUtc(c.tca)}, passing each other at {c.relativeSpeedKmS.toFixed(2)} km/s.
        </Typography>
        <QueryState isLoading={track.isLoading} error={track.error} onRetry={() => track.refetch()}>
          {track.data && <EncounterView track={track.data} />}
        </QueryState>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Seen from {c.primary.name} (blue, centre): orange is the path of {c.secondary.name}, red the miss distance, green points away from Earth and
          purple along {c.primary.name}&apos;s direction of flight. Drag to turn the view.
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Where {c.secondary.name} passes, from {c.primary.name}: {formatKm(Math.abs(ric.radialKm))} {ric.radialKm >= 0 ? 'above' : 'below'},{' '}
          {formatKm(Math.abs(ric.inTrackKm))} {ric.inTrackKm >= 0 ? 'ahead' : 'behind'}, {formatKm(Math.abs(ric.crossTrackKm))} to the {ric.crossTrackKm >= 0 ? 'left' : 'right'} of its path.
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
