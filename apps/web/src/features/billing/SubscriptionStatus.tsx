import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { QueryState } from '../../components/ui/QueryState';
import { useState } from 'react';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { TestModeChip } from './ConfirmPlanDialog';
import {
  formatDate,
  openBillingPortal,
  useCancelSubscription,
  useCurrentSubscription,
  useProvider,
  useResumeSubscription,
} from './api';
import { useTranslation } from 'react-i18next';

export function SubscriptionStatus() {
  const { t } = useTranslation('billing');
  const q = useCurrentSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const s = q.data;
  const provider = useProvider();
  const [portalError, setPortalError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const pendingName = s?.pendingPlanId ? s.availablePlans.find((p) => p.id === s.pendingPlanId)?.name : null;
  return (
    <Card>
      <CardContent>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          {s && (
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                {t('status.yourPlan', { name: s.plan.name })}
                {provider.data?.provider === 'sandbox' && <TestModeChip />}
              </Typography>
              <Typography color="text.secondary" data-testid="subscription-status">
                {t('status.line', { status: t(`status.values.${s.status}`) })}
                {s.status !== 'canceled' &&
                  !s.cancelAtPeriodEnd &&
                  ` · ${t('status.renews', { date: formatDate(s.currentPeriodEnd) })}`}
                {s.status !== 'canceled' &&
                  s.cancelAtPeriodEnd &&
                  ` · ${t('status.ends', { date: formatDate(s.currentPeriodEnd) })}`}
                {s.status === 'canceled' && ` · ${t('status.ended', { date: formatDate(s.currentPeriodEnd) })}`}
              </Typography>
              {s.status === 'past_due' && <Alert severity="error">{t('status.pastDue')}</Alert>}
              {s.status === 'canceled' && <Alert severity="info">{t('status.canceled')}</Alert>}
              {pendingName && !s.cancelAtPeriodEnd && (
                <Alert severity="info">
                  {t('status.pending', { name: pendingName, date: formatDate(s.currentPeriodEnd) })}
                </Alert>
              )}
              {s.cancelAtPeriodEnd && (
                <Alert
                  severity="warning"
                  data-testid="cancel-notice"
                  action={
                    <Button color="inherit" onClick={() => resume.mutate()} disabled={resume.isPending}>
                      {t('status.resume')}
                    </Button>
                  }
                >
                  {t('status.cancelNotice', { date: formatDate(s.currentPeriodEnd) })}
                  {pendingName && ` ${t('status.cancelNoticePending', { name: pendingName })}`}
                </Alert>
              )}
              {provider.data?.provider === 'stripe' && (
                <div>
                  <Button
                    variant="outlined"
                    onClick={() => openBillingPortal().catch((e: Error) => setPortalError(e.message))}
                  >
                    {t('status.manage')}
                  </Button>
                  {portalError && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      {portalError}
                    </Alert>
                  )}
                </div>
              )}
              {resume.error && <Alert severity="error">{resume.error.message}</Alert>}
              {!s.cancelAtPeriodEnd && s.status !== 'canceled' && (
                <div>
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => {
                      cancel.reset();
                      setConfirmCancel(true);
                    }}
                  >
                    {t('cancel.confirm')}
                  </Button>
                </div>
              )}
              <CancelSubscriptionDialog
                open={confirmCancel}
                subscription={s}
                busy={cancel.isPending}
                error={cancel.error?.message ?? null}
                onClose={() => setConfirmCancel(false)}
                onConfirm={(reason) => cancel.mutate(reason, { onSuccess: () => setConfirmCancel(false) })}
              />
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
