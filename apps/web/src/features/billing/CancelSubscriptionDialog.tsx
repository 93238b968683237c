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
import { useTranslation } from 'react-i18next';

/** Cancelling is never one click: it says what happens, asks why (optionally), and can be backed out of. */
export function CancelSubscriptionDialog(props: {
  open: boolean;
  subscription: Subscription;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('billing');
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
      <DialogTitle id="cancel-subscription-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        <DialogContentText>
          {t('cancel.text', { name: s.plan.name, date: formatDate(s.currentPeriodEnd) })}
          {pendingName && ` ${t('cancel.pending', { name: pendingName })}`}
        </DialogContentText>
        <TextField
          label={t('cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText={t('cancel.reasonHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cancel.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => props.onConfirm(reason)}
          disabled={props.busy}
          startIcon={props.busy ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
