import type { Activity, ActivityKind } from '@cosmos/contracts';
import { ConfirmationNumber, Devices, Download, ViewInAr, WorkspacePremium } from '@mui/icons-material';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../components/ui/QueryState';
import { useDeferredData } from '../../lib/render/deferred';
import { api } from '../../lib/api';
import { formatDateTime, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ActivityKind, typeof Devices> = {
  new_device: Devices,
  plan: WorkspacePremium,
  ticket: ConfirmationNumber,
  export: Download,
  vr: ViewInAr,
};

/** Three rows the size of real entries, so the card does not jump when they arrive. */
const RowsSkeleton = () => (
  <List dense aria-hidden>
    {[0, 1, 2].map((i) => (
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
  const q = useQuery({
    queryKey: ['activity'],
    queryFn: () =>
      api<Activity[]>('/api/activity?limit=5', { failMessage: i18n.t('dashboard:errors.fetchRecentActivities') }),
  });
  const rows = useDeferredData(q.data);
  return (
    <QueryState
      isLoading={q.isLoading || rows.arriving}
      error={q.error}
      onRetry={() => q.refetch()}
      loading={<RowsSkeleton />}
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
