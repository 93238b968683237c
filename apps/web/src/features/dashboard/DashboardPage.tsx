import { Analytics, RocketLaunch, ViewInAr, WorkspacePremium } from '@mui/icons-material';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { currentSubscriptionQuery, usageQuery } from '../../lib/api/queries/billing';
import { RecentActivities } from './RecentActivities';
import { SkyCard } from './SkyCard';
import { paths } from '../../lib/paths';
import { formatDate, formatNumber, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const GB = 1e9;
/** The spec's '250GB / 500GB' style, with real numbers: whole GB from 10 GB, two decimals below. */
const gb = (bytes: number) => {
  const v = bytes / GB;
  const digits = v === 0 ? 0 : v < 10 ? 2 : 0;
  return `${formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits })}GB`;
};

/** Placeholders the height of the plan lines and the usage bar: the cards keep their size when the data arrives. */
const PlanSkeleton = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label}>
    <Typography>
      <Skeleton width="40%" />
    </Typography>
    <Typography>
      <Skeleton width="60%" />
    </Typography>
  </Box>
);
const UsageSkeleton = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label}>
    <Typography sx={{ mt: 2 }}>
      <Skeleton width="50%" />
    </Typography>
    <Skeleton variant="rounded" height={8} sx={{ mt: 1 }} />
  </Box>
);

/**
 * Each query is read by the component that shows it: an answer re-renders that block, not the whole page (on a slow
 * phone, the page's re-render when an answer landed was one of its longest tasks, issue 12).
 */
const useCurrentSubscription = () =>
  useQuery(currentSubscriptionQuery(i18n.t('dashboard:errors.fetchCurrentSubscription')));

/** The card's heading names the plan the user is on (the spec's "Premium Access" read as a paid tier on Basic, issue 36). */
function PlanHeading() {
  const { t } = useTranslation('dashboard');
  const plan = useCurrentSubscription().data?.plan.name;
  return (
    <Typography id="premium-title" variant="h6" component="h2">
      {plan ? t('planHeading', { plan }) : t('planHeadingLoading')}
    </Typography>
  );
}

function PlanStatus() {
  const { t } = useTranslation('dashboard');
  const sub = useCurrentSubscription();
  return (
    <QueryState isLoading={sub.isLoading} error={sub.error} loading={<PlanSkeleton label={t('loadingPlan')} />}>
      <Typography data-testid="premium-plan">
        {sub.data?.plan.name}
        {sub.data && sub.data.status !== 'active' ? ` (${t(`status.${sub.data.status}`)})` : ''}
      </Typography>
      <Typography color="text.secondary" data-testid="valid-until">
        {t('validUntil', { date: sub.data ? formatDate(sub.data.currentPeriodEnd) : '' })}
        {sub.data?.cancelAtPeriodEnd ? ` · ${t('notRenewing')}` : ''}
      </Typography>
    </QueryState>
  );
}

function UsageBar() {
  const { t } = useTranslation('dashboard');
  const usage = useQuery(usageQuery(i18n.t('dashboard:errors.fetchUsage')));
  const u = usage.data;
  // Any download shows at least a sliver of the bar, so a small usage is not mistaken for none.
  const pct =
    u && u.quotaBytes > 0
      ? Math.min(100, u.usedBytes > 0 ? Math.max(1, Math.round((u.usedBytes / u.quotaBytes) * 100)) : 0)
      : 0;
  return (
    <QueryState
      isLoading={usage.isLoading}
      error={usage.error}
      onRetry={() => usage.refetch()}
      loading={<UsageSkeleton label={t('loadingUsage')} />}
    >
      <Typography sx={{ mt: 2 }} data-testid="usage">
        {t('usage', { used: u ? `${gb(u.usedBytes)} / ${gb(u.quotaBytes)}` : '' })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={pct}
        aria-label={t('usageLabel')}
        sx={{ height: 8, borderRadius: 4, mt: 1 }}
      />
    </QueryState>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }} aria-labelledby="premium-title">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <WorkspacePremium color="secondary" />
                <PlanHeading />
              </Stack>
              <PlanStatus />
              <UsageBar />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('recent')}
              </Typography>
              <RecentActivities />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <SkyCard />
        </Grid>
        <Grid size={12}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('quick')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  variant="contained"
                  startIcon={<RocketLaunch />}
                  onClick={() => navigate(paths.missionControl.to())}
                >
                  {t('launch')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Analytics />}
                  onClick={() => navigate(paths.dataVisualization.to())}
                >
                  {t('analyze')}
                </Button>
                <Button variant="outlined" startIcon={<ViewInAr />} onClick={() => navigate(paths.vrExperience.to())}>
                  {t('vr')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
