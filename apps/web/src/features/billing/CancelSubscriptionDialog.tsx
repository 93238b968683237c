import type { Subscription } from '@cosmos/contracts';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { formatDate } from './api';

/** Cancelling is never one click: it says what happens, asks why (optionally), and can be backed out of. */
export function CancelSubscriptionDialog(props: {
  open: boolean;
  subscription: Subscription;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const s = props.subscription;
  const pendingName = s.pendingPlanId ? s.availablePlans.find((p) => p.id === s.pendingPlanId)?.name : null;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="cancel-subscription-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cancel-subscription-title">Cancel your subscription?</DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <DialogContentText>
          You keep {s.plan.name} and everything it includes until {formatDate(s.currentPeriodEnd)}. Nothing more is
          charged, and you can resume at any time before then.
          {pendingName && ` Your scheduled change to ${pendingName} is kept in case you resume.`}
        </DialogContentText>
        <TextField
          label="Why are you cancelling? (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="Only the Cosmos team reads this."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Keep subscription</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => props.onConfirm(reason)}
          disabled={props.busy}
          startIcon={props.busy ? <CircularProgress size={16} /> : undefined}
        >
          Cancel subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
