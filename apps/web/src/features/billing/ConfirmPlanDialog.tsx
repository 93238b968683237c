import { Close } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton } from '@mui/material';

/** The spec's dialog, with its exact title, text and buttons. Confirm applies the change. */
export function ConfirmPlanDialog(props: { planName: string | null; busy: boolean; error: string | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={Boolean(props.planName)} onClose={props.onCancel} aria-labelledby="confirm-plan-title">
      <DialogTitle id="confirm-plan-title" sx={{ pr: 6 }}>
        Confirm Plan Change
        <IconButton aria-label="close" onClick={props.onCancel} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {props.error && <Alert severity="error" sx={{ mb: 2 }}>{props.error}</Alert>}
        <DialogContentText>
          You are about to change your subscription plan to {props.planName}. Would you like to proceed with the plan change?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.busy} startIcon={props.busy ? <CircularProgress size={16} /> : undefined}>
          Confirm Plan Change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
