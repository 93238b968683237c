import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useCan } from '../../lib/permissions';
import { ConjunctionFilterBar } from './ConjunctionFilters';
import { EncounterDialog } from './EncounterDialog';
import {
  formatKm,
  formatUtc,
  useConjunctionStatus,
  useConjunctions,
  useRunScreen,
  type ConjunctionFilters,
} from './api';

function RunLine() {
  const status = useConjunctionStatus();
  const isAdmin = useCan('conjunctions.runScreen');
  const run = useRunScreen();
  const s = status.data;
  if (!s) return null;
  const last = s.latest;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }} data-testid="screen-status">
        {last
          ? `Every pair of the ${last.objects?.toLocaleString()} catalogued objects checked for the ${s.days} days from ${formatUtc(last.windowStart)} (took ${Math.round((last.durationMs ?? 0) / 1000)} s). Listed: passes closer than ${last.thresholdKm} km.`
          : 'No screening has finished yet.'}
        {s.current && ' A new screening is running now.'}
      </Typography>
      {isAdmin && (
        <Button variant="outlined" disabled={Boolean(s.current) || run.isPending} onClick={() => run.mutate()}>
          Screen now
        </Button>
      )}
    </Stack>
  );
}

function Row({ c, onOpen }: { c: Conjunction; onOpen: () => void }) {
  return (
    <Card variant="outlined">
      <CardActionArea
        onClick={onOpen}
        aria-label={`${c.primary.name} and ${c.secondary.name}, ${formatKm(c.missKm)} at ${formatUtc(c.tca)}`}
      >
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Chip
            color={c.missKm < 1 ? 'error' : c.missKm < 2 ? 'warning' : 'default'}
            label={formatKm(c.missKm)}
            sx={{ fontWeight: 600, minWidth: 84 }}
          />
          <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {c.primary.name}{' '}
              <Typography component="span" color="text.secondary">
                and
              </Typography>{' '}
              {c.secondary.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatUtc(c.tca)} · {c.relativeSpeedKmS.toFixed(1)} km/s
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ConjunctionsPage() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ConjunctionFilters>({
    q: '',
    type: '',
    maxKm: '',
    sort: 'miss',
    id: params.get('id') ?? undefined,
  });
  const deferred = useDeferredValue(filters);
  const list = useConjunctions(deferred);
  const [open, setOpen] = useState<Conjunction | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title="Close Approaches" subtitle="Objects in orbit predicted to pass close to each other" />
      <RunLine />
      {filters.id && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setFilters({ ...filters, id: undefined })}>
              Show all
            </Button>
          }
        >
          Showing the close approaches of one object you follow.
        </Alert>
      )}
      <ConjunctionFilterBar value={filters} onChange={setFilters} />
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => list.refetch()}>
        {items.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-conjunctions">
            No close approaches match.
          </Typography>
        ) : (
          <Stack spacing={1} data-testid="conjunction-list">
            {items.map((c) => (
              <Row key={c.id} c={c} onOpen={() => setOpen(c)} />
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button sx={{ mt: 2 }} onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            Show more
          </Button>
        )}
      </QueryState>
      {open && <EncounterDialog c={open} onClose={() => setOpen(null)} />}
    </>
  );
}
