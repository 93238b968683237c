import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { QueryState } from '../../components/ui/QueryState';
import { useState } from 'react';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import {
  formatDate,
  openBillingPortal,
  useCancelSubscription,
  useCurrentSubscription,
  useProvider,
  useResumeSubscription,
} from './api';

export function SubscriptionStatus() {
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
                Your plan: {s.plan.name}
              </Typography>
              <Typography color="text.secondary" data-testid="subscription-status">
                Status: {s.status}
                {s.status !== 'canceled' && !s.cancelAtPeriodEnd && ` · renews ${formatDate(s.currentPeriodEnd)}`}
                {s.status !== 'canceled' && s.cancelAtPeriodEnd && ` · ends ${formatDate(s.currentPeriodEnd)}`}
                {s.status === 'canceled' && ` · ended ${formatDate(s.currentPeriodEnd)}`}
              </Typography>
              {s.status === 'past_due' && (
                <Alert severity="error">
                  Your last payment failed. Paid features are paused until the failed invoice is paid: use Pay now in
                  Billing History.
                </Alert>
              )}
              {s.status === 'canceled' && (
                <Alert severity="info">Your subscription has ended. Choose a plan below to start again.</Alert>
              )}
              {pendingName && !s.cancelAtPeriodEnd && (
                <Alert severity="info">
                  Your plan changes to {pendingName} on {formatDate(s.currentPeriodEnd)}.
                </Alert>
              )}
              {s.cancelAtPeriodEnd && (
                <Alert
                  severity="warning"
                  data-testid="cancel-notice"
                  action={
                    <Button color="inherit" onClick={() => resume.mutate()} disabled={resume.isPending}>
                      Resume
                    </Button>
                  }
                >
                  Your subscription is canceled and ends on {formatDate(s.currentPeriodEnd)}. You keep access until
                  then.
                  {pendingName && ` If you resume, your plan changes to ${pendingName} on that date as scheduled.`}
                </Alert>
              )}
              {provider.data?.provider === 'stripe' && (
                <div>
                  <Button
                    variant="outlined"
                    onClick={() => openBillingPortal().catch((e: Error) => setPortalError(e.message))}
                  >
                    Manage billing
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
                    Cancel subscription
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
