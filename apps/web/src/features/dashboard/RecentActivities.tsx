import type { ActivityKind } from '@cosmos/contracts';
import { ConfirmationNumber, Devices, Download, ViewInAr, WorkspacePremium } from '@mui/icons-material';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { useDeferredData } from '../../lib/render/deferred';
import { activityQuery } from '../../lib/api/queries/account';
import { formatDateTime, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ActivityKind, typeof Devices> = {
  new_device: Devices,
  plan: WorkspacePremium,
  ticket: ConfirmationNumber,
  export: Download,
  vr: ViewInAr,
};

/**
 * How many entries the list showed last time, kept in this browser: the placeholder has that many rows (or the empty
 * line's height), so the card keeps its size when they arrive and the Quick Actions below do not move. With a fixed
 * three rows a new account's empty list shrank the card by 108 px on a phone, a layout shift of 0.04 (issue 12).
 */
const ROWS_KEY = 'cosmos.dashboard.activity-rows';
const LIMIT = 5;
const lastRowCount = () => {
  const n = Number(globalThis.localStorage?.getItem(ROWS_KEY) ?? NaN);
  return Number.isInteger(n) && n >= 0 && n <= LIMIT ? n : 3;
};
const rememberRowCount = (n: number) => {
  try {
    globalThis.localStorage?.setItem(ROWS_KEY, String(n));
  } catch {
    // Storage full or refused: the next placeholder has three rows.
  }
};

/** `empty`: the empty list's sentence, laid out unseen under the placeholder so that it has its height at any width. */
const RowsSkeleton = ({ rows, empty }: { rows: number; empty: string }) =>
  rows === 0 ? (
    <Box sx={{ position: 'relative', mt: 2 }} aria-hidden>
      <Typography sx={{ visibility: 'hidden' }}>{empty}</Typography>
      <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
    </Box>
  ) : (
    <List dense aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <ListItem disablePadding key={i}>
          <ListItemButton disabled>
            <ListItemIcon>
              <Skeleton variant="circular" width={24} height={24} />
            </ListItemIcon>
            <ListItemText primary={<Skeleton width="50%" />} secondary={<Skeleton width="80%" />} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The spec's Recent Activities, from what the user really did (newest first); a new account's list is empty and says so. */
export function RecentActivities() {
  const { t } = useTranslation('dashboard');
  const q = useQuery(activityQuery(LIMIT, i18n.t('dashboard:errors.fetchRecentActivities')));
  const rows = useDeferredData(q.data);
  const [placeholderRows] = useState(lastRowCount);
  useEffect(() => {
    if (rows.data) rememberRowCount(Math.min(rows.data.length, LIMIT));
  }, [rows.data]);
  return (
    <QueryState
      isLoading={q.isLoading || rows.arriving}
      error={q.error}
      onRetry={() => q.refetch()}
      loading={<RowsSkeleton rows={placeholderRows} empty={t('activityEmpty')} />}
    >
      {rows.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="activity-empty">
          {t('activityEmpty')}
        </Typography>
      ) : (
        <List dense data-testid="activity-list">
          {(rows.data ?? []).map((a) => {
            const Icon = ICONS[a.kind];
            return (
              <ListItem disablePadding key={a.id}>
                <ListItemButton component={RouterLink} to={a.link ?? '#'} disabled={!a.link}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={a.title} secondary={`${a.detail} · ${when(a.at)}`} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </QueryState>
  );
}
