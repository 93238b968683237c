import { Box, Grid, Stack } from '@mui/material';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useCurrentSubscription, usePlans } from './api';
import { BillingHistory } from './BillingHistory';
import { PlanChangeDialog } from './PlanChangeDialog';
import { PlanCard } from './PlanCard';
import { usePlanChange } from './use-plan-change';
import { useTranslation } from 'react-i18next';

export function SubscriptionPlansPage() {
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const current = useCurrentSubscription();
  const change = usePlanChange();
  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      <Stack spacing={3}>
        <QueryState
          isLoading={plans.isLoading || current.isLoading}
          error={plans.error ?? current.error}
          onRetry={() => plans.refetch()}
        >
          <Grid container spacing={2} columns={{ xs: 1, md: 3 }}>
            {(plans.data ?? []).map((p) => (
              <Grid key={p.id} size={1}>
                <PlanCard
                  plan={p}
                  current={current.data?.planId === p.id}
                  pending={current.data?.pendingPlanId === p.id}
                  pendingFrom={current.data?.currentPeriodEnd}
                  onSelect={() => change.choose(p)}
                />
              </Grid>
            ))}
          </Grid>
        </QueryState>
        <Box id="billing">
          <BillingHistory />
        </Box>
      </Stack>
      <PlanChangeDialog change={change} currentPlanName={current.data?.plan.name} />
    </>
  );
}
