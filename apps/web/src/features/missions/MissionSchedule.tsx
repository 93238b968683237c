import {
  Alert,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { Launch } from '@cosmos/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
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
        <TableContainer>
          <Table size="small" aria-label={t(window === 'upcoming' ? 'schedule.tableUpcoming' : 'schedule.tableRecent')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.vehicle')}</TableCell>
                <TableCell>{t('fields.mission')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.pad')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.window')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
                <TableCell>{window === 'upcoming' ? t('fields.countdown') : t('fields.objects')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {launches.data?.items.map((l) => (
                <TableRow key={l.id} hover>
                  <TableCell>{l.vehicle}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.missionControl.to('launch', l.id)}>
                      {l.mission.name ?? l.name}
                    </Link>
                    {l.sample && <Chip size="small" label={t('sample')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {[l.pad.name, l.pad.location].filter(Boolean).join(', ')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{windowText(l)}</TableCell>
                  <TableCell>
                    <LaunchStatusChip status={l.status} />
                  </TableCell>
                  <TableCell>
                    {window === 'upcoming' ? (
                      <Countdown target={l.windowStart ?? l.net} now={now} variant="body2" />
                    ) : (
                      <ObjectLinks launch={l} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {launches.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('schedule.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
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
