import { Button, Grid, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useCurrentSubscription, usePlans } from './api';
import { BillingDetailsCard } from './BillingDetailsCard';
import { BillingHistory } from './BillingHistory';
import { PlanChangeDialog } from './PlanChangeDialog';
import { PaymentMethodCard } from './PaymentMethodCard';
import { PlanCard } from './PlanCard';
import { SubscriptionStatus } from './SubscriptionStatus';
import { usePlanChange } from './use-plan-change';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const current = useCurrentSubscription();
  const change = usePlanChange();
  return (
    <>
      <PageHeader
        title={t('subscription.title')}
        subtitle={t('subscription.subtitle')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.dataAccess.to()}>
              {t('dataAccess.title')}
            </Button>
            <Button component={RouterLink} to={paths.subscriptionPlans.to()}>
              {t('subscription.compare')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <SubscriptionStatus />
        <PaymentMethodCard />
        <QueryState isLoading={plans.isLoading} error={plans.error} onRetry={() => plans.refetch()}>
          <Grid container spacing={2}>
            {(plans.data ?? []).map((p) => (
              <Grid key={p.id} size={{ xs: 12, md: 4 }}>
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
        <BillingHistory compact />
        <BillingDetailsCard />
      </Stack>
      <PlanChangeDialog change={change} currentPlanName={current.data?.plan.name} />
    </>
  );
}
