import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a reason (reporting, hiding, suspending); `hours` adds the suspension length. */
export function ReasonDialog({
  title,
  confirm,
  withHours,
  onClose,
  onSubmit,
}: {
  title: string;
  confirm: string;
  withHours?: boolean;
  onClose: () => void;
  onSubmit: (reason: string, hours: number) => void;
}) {
  const { t } = useTranslation('community');
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState(24);
  const valid = reason.trim().length >= 3 && (!withHours || (hours >= 1 && hours <= 8760));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('reason')}
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          autoFocus
        />
        {withHours && (
          <TextField
            label={t('hours')}
            type="number"
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { min: 1, max: 8760 } }}
            helperText={t('hoursHelp')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onSubmit(reason.trim(), hours)}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
