import type { PlanChangePreview } from '@cosmos/contracts';
import { Close } from '@mui/icons-material';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { formatDate, formatUsd } from './api';
import { i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** The price line under the spec's text: exactly what confirming charges now, or when a downgrade takes effect. */
export function chargeSentence(p: PlanChangePreview, planName: string, currentPlanName: string) {
  const renewal = formatUsd(p.renewalCents / 100);
  switch (p.kind) {
    case 'subscribe':
      return i18n.t('billing:charge.subscribe', { amount: formatUsd(p.amountDueNow), renewal });
    case 'upgrade':
      return i18n.t('billing:charge.upgrade', { amount: formatUsd(p.amountDueNow), renewal });
    case 'downgrade':
      return i18n.t('billing:charge.downgrade', {
        current: currentPlanName,
        date: formatDate(p.effectiveAt),
        plan: planName,
        renewal,
      });
    case 'keep':
      return i18n.t('billing:charge.keep', { plan: planName });
  }
}

/** The spec's dialog, with its exact title, text and buttons, plus the amount confirming will charge. */
export function ConfirmPlanDialog(props: {
  planName: string | null;
  currentPlanName?: string;
  preview?: PlanChangePreview | null;
  previewError?: string | null;
  /** The built-in sandbox provider: nothing is charged, so say so, as Stripe's test mode does (issue 36). */
  testMode?: boolean;
  /** The card the charge goes to ("Charged to Visa ending in 4242…"), when the change charges one. */
  chargedTo?: string | null;
  /** The card step, when the change charges money and no card is on file: Confirm waits for it. */
  cardStep?: ReactNode;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('billing');
  const { planName, preview } = props;
  return (
    <Dialog open={Boolean(planName)} onClose={props.onCancel} aria-labelledby="confirm-plan-title">
      <DialogTitle id="confirm-plan-title" sx={{ pr: 6 }}>
        {t('confirm.title')}
        <IconButton
          aria-label={t('confirm.close')}
          onClick={props.onCancel}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        {/* Below the title, so the dialog keeps the spec's title as its name. */}
        {props.testMode && <TestModeChip sx={{ mb: 1.5 }} />}
        <DialogContentText>{t('confirm.text', { plan: planName })}</DialogContentText>
        {/* The card step carries its own test-mode hint: one is enough. */}
        {props.testMode && !props.cardStep && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="test-mode-notice">
            {t('testMode.notice')}
          </Alert>
        )}
        {props.previewError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {props.previewError}
          </Alert>
        )}
        {preview === undefined ? null : preview ? (
          <Typography sx={{ mt: 2, fontWeight: 500 }} data-testid="plan-charge">
            {chargeSentence(preview, planName ?? '', props.currentPlanName ?? t('confirm.yourCurrentPlan'))}
          </Typography>
        ) : (
          !props.previewError && <Skeleton sx={{ mt: 2 }} width="80%" aria-label={t('confirm.pricing')} />
        )}
        {props.chargedTo && !props.cardStep && (
          <Typography sx={{ mt: 1 }} color="text.secondary" data-testid="charged-to">
            {props.chargedTo}
          </Typography>
        )}
        {props.cardStep && (
          <section aria-labelledby="card-step-title" data-testid="card-step">
            <Typography id="card-step-title" sx={{ mt: 2, mb: 1.5 }}>
              {t('card.step')}
            </Typography>
            {props.cardStep}
          </section>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('confirm.cancel')}</Button>
        <Button
          variant="contained"
          onClick={props.onConfirm}
          disabled={props.busy || Boolean(props.previewError) || Boolean(props.cardStep)}
          startIcon={props.busy ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {t('confirm.title')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The "Test mode" marker of the sandbox provider, in the dialog and on the subscription page. */
export function TestModeChip({ sx = { ml: 1 } }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('billing');
  return <Chip label={t('testMode.chip')} color="warning" size="small" sx={sx} data-testid="test-mode" />;
}
