import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/i18n';
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
  const { t } = useTranslation('conjunctions');
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
          ? t('status.latest', {
              objects: formatNumber(last.objects ?? 0),
              days: formatNumber(s.days),
              from: formatUtc(last.windowStart),
              seconds: formatNumber(Math.round((last.durationMs ?? 0) / 1000)),
              threshold: formatKm(last.thresholdKm),
            })
          : t('status.none')}
        {s.current && t('status.running')}
      </Typography>
      {isAdmin && (
        <Button variant="outlined" disabled={Boolean(s.current) || run.isPending} onClick={() => run.mutate()}>
          {t('status.screenNow')}
        </Button>
      )}
    </Stack>
  );
}

function Row({ c, onOpen }: { c: Conjunction; onOpen: () => void }) {
  const { t } = useTranslation('conjunctions');
  return (
    <Card variant="outlined">
      {/* Named by its visible text (miss distance, the pair, time, speed): a separate aria-label left out words a
          voice-control user reads off the screen (WCAG 2.5.3 Label in Name). */}
      <CardActionArea onClick={onOpen}>
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
                {t('row.and')}
              </Typography>{' '}
              {c.secondary.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatUtc(c.tca)} ·{' '}
              {t('row.speed', {
                speed: formatNumber(c.relativeSpeedKmS, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ConjunctionsPage() {
  const { t } = useTranslation('conjunctions');
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ConjunctionFilters>({
    q: '',
    type: '',
    owner: '',
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
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <RunLine />
      {filters.id && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setFilters({ ...filters, id: undefined })}>
              {t('showAll')}
            </Button>
          }
        >
          {t('oneObject')}
        </Alert>
      )}
      <ConjunctionFilterBar value={filters} onChange={setFilters} />
      <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => list.refetch()}>
        {items.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-conjunctions">
            {t('noMatch')}
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
            {t('showMore')}
          </Button>
        )}
      </QueryState>
      {open && <EncounterDialog c={open} onClose={() => setOpen(null)} />}
    </>
  );
}
