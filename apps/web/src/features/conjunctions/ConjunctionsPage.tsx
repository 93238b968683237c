import type { TFunction } from 'i18next';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Conjunction } from '@cosmos/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/i18n';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useCan } from '../../lib/permissions';
import { ConjunctionFilterBar } from './ConjunctionFilters';
import { EncounterDialog } from './EncounterDialog';
import { filtersFromParams, filtersToParams } from './filter-params';
import { objectDetails } from './owner-label';
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
        {last && last.found !== null && last.conjunctions !== null && last.found > last.conjunctions && (
          <> {t('status.truncated', { stored: formatNumber(last.conjunctions), found: formatNumber(last.found) })}</>
        )}
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

/** One object of an encounter: its name, then its type and owner in small print (wrapping under it on a phone). */
function ObjectLine({ o }: { o: Conjunction['primary'] }) {
  const { t } = useTranslation('conjunctions');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {o.name}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        title={o.objectTypeFrom === 'name' ? t('row.typeFromName') : undefined}
        data-testid="object-details"
      >
        {objectDetails(o)}
      </Typography>
    </Box>
  );
}

/**
 * One encounter. Wide: the miss distance beside the two objects and the time under them. On a phone the
 * objects get the whole width: distance and time share the first line, the objects follow.
 */
/** "chance at most 1 in 12,000" (the maximum over covariances), with Foster's figure when a covariance is configured. */
function chance(t: TFunction<'conjunctions'>, p: Conjunction['probability']): string {
  // Below one in a billion the exact figure means nothing to a reader.
  const oneIn = (x: number) =>
    x < 1e-9
      ? t('row.belowOneIn', { n: formatNumber(1e9) })
      : t('row.oneIn', { n: formatNumber(Math.max(1, Math.round(1 / x))) });
  const max = t('row.maxChance', { chance: oneIn(p.max) });
  return p.foster === null ? max : `${max} (${t('row.fosterChance', { chance: oneIn(p.foster) })})`;
}

function Row({ c, onOpen }: { c: Conjunction; onOpen: () => void }) {
  const { t } = useTranslation('conjunctions');
  return (
    <Card variant="outlined">
      {/* Named by its visible text (miss distance, the pair, time, speed): a separate aria-label left out words a
          voice-control user reads off the screen (WCAG 2.5.3 Label in Name). */}
      <CardActionArea onClick={onOpen}>
        <CardContent
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            gridTemplateAreas: { xs: '"miss when" "objects objects"', sm: '"miss objects" ". when"' },
            columnGap: 1.5,
            rowGap: { xs: 1, sm: 0.5 },
            alignItems: 'center',
          }}
        >
          <Chip
            color={c.missKm < 1 ? 'error' : c.missKm < 2 ? 'warning' : 'default'}
            label={formatKm(c.missKm)}
            sx={{ gridArea: 'miss', fontWeight: 600, minWidth: 84, alignSelf: { sm: 'start' } }}
          />
          <Box sx={{ gridArea: 'objects', display: 'grid', rowGap: 0.5 }}>
            <ObjectLine o={c.primary} />
            <ObjectLine o={c.secondary} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'when' }}>
            {formatUtc(c.tca)} ·{' '}
            {t('row.speed', {
              speed: formatNumber(c.relativeSpeedKmS, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}{' '}
            · <span data-testid="conjunction-probability">{chance(t, c.probability)}</span>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ConjunctionsPage() {
  const { t } = useTranslation('conjunctions');
  // The filters live in the address (replaced, not pushed, as one types) so a filtered list can be shared.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (f: ConjunctionFilters) => setParams(filtersToParams(f), { replace: true });
  const status = useConjunctionStatus();
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
      <ConjunctionFilterBar value={filters} onChange={setFilters} runId={status.data?.latest?.id} />
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
