import type { PlanChangePreview } from '@cosmos/contracts';
import { Close } from '@mui/icons-material';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Typography,
} from '@mui/material';
import { formatDate, formatUsd } from './api';

/** The price line under the spec's text: exactly what confirming charges now, or when a downgrade takes effect. */
export function chargeSentence(p: PlanChangePreview, planName: string, currentPlanName: string) {
  const renewal = formatUsd(p.renewalCents / 100);
  switch (p.kind) {
    case 'subscribe':
      return `You will be charged ${formatUsd(p.amountDueNow)} today for one month, then ${renewal} per month.`;
    case 'upgrade':
      return `You will be charged ${formatUsd(p.amountDueNow)} today for the rest of this billing period, then ${renewal} per month.`;
    case 'downgrade':
      return `Nothing is charged today. You keep ${currentPlanName} until ${formatDate(p.effectiveAt)}; then ${planName} costs ${renewal} per month.`;
    case 'keep':
      return `Nothing is charged today. Your scheduled plan change is cancelled and you stay on ${planName}.`;
  }
}

/** The spec's dialog, with its exact title, text and buttons, plus the amount confirming will charge. */
export function ConfirmPlanDialog(props: {
  planName: string | null;
  currentPlanName?: string;
  preview?: PlanChangePreview | null;
  previewError?: string | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { planName, preview } = props;
  return (
    <Dialog open={Boolean(planName)} onClose={props.onCancel} aria-labelledby="confirm-plan-title">
      <DialogTitle id="confirm-plan-title" sx={{ pr: 6 }}>
        Confirm Plan Change
        <IconButton aria-label="close" onClick={props.onCancel} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <DialogContentText>
          You are about to change your subscription plan to {planName}. Would you like to proceed with the plan change?
        </DialogContentText>
        {props.previewError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {props.previewError}
          </Alert>
        )}
        {preview === undefined ? null : preview ? (
          <Typography sx={{ mt: 2, fontWeight: 500 }} data-testid="plan-charge">
            {chargeSentence(preview, planName ?? '', props.currentPlanName ?? 'your current plan')}
          </Typography>
        ) : (
          !props.previewError && <Skeleton sx={{ mt: 2 }} width="80%" aria-label="Working out the price" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button
          variant="contained"
          onClick={props.onConfirm}
          disabled={props.busy || Boolean(props.previewError)}
          startIcon={props.busy ? <CircularProgress size={16} /> : undefined}
        >
          Confirm Plan Change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
