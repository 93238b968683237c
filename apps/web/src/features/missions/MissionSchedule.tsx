import { Alert, Chip, Link, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Launch } from '@cosmos/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { ResponsiveTable } from '../../components/ui/ResponsiveTable';
import { formatDateTime } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useLaunches, type LaunchWindow } from './api';
import { Countdown, useNow } from './Countdown';
import { LaunchStatusChip } from './LaunchStatusChip';

/** When the launch may go: the window's span, or the NET alone when the window is instantaneous or unknown. */
export function windowText(l: Launch) {
  const start = l.windowStart ?? l.net;
  if (!l.windowEnd || l.windowEnd === start) return formatDateTime(start);
  return `${formatDateTime(start)} – ${formatDateTime(l.windowEnd, { timeStyle: 'short' })}`;
}

export function MissionSchedule() {
  const { t } = useTranslation('launches');
  const [window, setWindow] = useState<LaunchWindow>('upcoming');
  const launches = useLaunches(window, t('errors.list'));
  const now = useNow();
  const status = launches.data?.status;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={window}
        onChange={(_e, v: LaunchWindow | null) => v && setWindow(v)}
        aria-label={t('schedule.windowLabel')}
      >
        <ToggleButton value="upcoming">{t('schedule.upcoming')}</ToggleButton>
        <ToggleButton value="recent">{t('schedule.recent')}</ToggleButton>
      </ToggleButtonGroup>
      {status?.source === 'sample' && (
        <Alert severity="info" data-testid="sample-notice">
          {t('schedule.sampleNotice')}
        </Alert>
      )}
      {status?.source === 'live' && status.lastError && (
        <Alert severity="warning">{t('schedule.staleNotice', { when: formatDateTime(status.lastRefresh!) })}</Alert>
      )}
      <QueryState isLoading={launches.isLoading} error={launches.error} onRetry={() => void launches.refetch()}>
        <ResponsiveTable
          label={t(window === 'upcoming' ? 'schedule.tableUpcoming' : 'schedule.tableRecent')}
          rows={launches.data?.items ?? []}
          rowKey={(l) => l.id}
          empty={launches.data ? t('schedule.empty') : undefined}
          columns={[
            { key: 'vehicle', header: t('fields.vehicle'), cell: (l) => l.vehicle },
            {
              key: 'mission',
              header: t('fields.mission'),
              card: 'title',
              cell: (l) => (
                <>
                  <Link component={RouterLink} to={paths.missionControl.to('launch', l.id)}>
                    {l.mission.name ?? l.name}
                  </Link>
                  {l.sample && <Chip size="small" label={t('sample')} sx={{ ml: 1 }} />}
                </>
              ),
            },
            {
              key: 'pad',
              header: t('fields.pad'),
              tableFrom: 'md',
              cell: (l) => [l.pad.name, l.pad.location].filter(Boolean).join(', '),
            },
            { key: 'window', header: t('fields.window'), cell: (l) => windowText(l) },
            { key: 'status', header: t('fields.status'), cell: (l) => <LaunchStatusChip status={l.status} /> },
            window === 'upcoming'
              ? {
                  key: 'countdown',
                  header: t('fields.countdown'),
                  nowrap: true,
                  cell: (l) => <Countdown target={l.windowStart ?? l.net} now={now} variant="body2" />,
                }
              : { key: 'objects', header: t('fields.objects'), cell: (l) => <ObjectLinks launch={l} /> },
          ]}
        />
      </QueryState>
    </Stack>
  );
}

/** The catalogue objects of a launch, each linking to its object page. */
export function ObjectLinks({ launch }: { launch: Launch }) {
  const { t } = useTranslation('launches');
  if (launch.objects.length === 0)
    return <>{launch.launchDesignator ? t('objects.notYet', { designator: launch.launchDesignator }) : '—'}</>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {launch.objects.map((o) => (
        <Link key={o.id} component={RouterLink} to={paths.object.to(o.id)}>
          {`${o.name} (${o.designator})`}
        </Link>
      ))}
    </Stack>
  );
}
