import { TicketCategory, TicketPriority, type Ticket } from '@cosmos/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useCreateTicket } from './tickets-api';
import { useTranslation } from 'react-i18next';

/** A full ticket (subject, category, priority, description) from My Tickets. */
export function NewTicketDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (t: Ticket) => void;
}) {
  const { t } = useTranslation('support');
  const [f, setF] = useState({ subject: '', description: '', category: 'general', priority: 'normal' });
  const [touched, setTouched] = useState(false);
  const create = useCreateTicket();
  const errs = {
    subject: !f.subject.trim() ? t('newTicket.subjectRequired') : undefined,
    description: !f.description.trim() ? t('newTicket.descriptionRequired') : undefined,
  };
  const submit = () => {
    setTouched(true);
    if (errs.subject || errs.description) return;
    create.mutate(f as never, {
      onSuccess: (t) => {
        setF({ subject: '', description: '', category: 'general', priority: 'normal' });
        setTouched(false);
        onCreated(t);
      },
    });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-ticket-title">
      <DialogTitle id="new-ticket-title">{t('newTicket.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {create.isError && <Alert severity="error">{create.error.message}</Alert>}
          <TextField
            label={t('fields.subject')}
            value={f.subject}
            onChange={(e) => setF({ ...f, subject: e.target.value })}
            error={touched && Boolean(errs.subject)}
            helperText={touched && errs.subject}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label={t('fields.category')}
              value={f.category}
              onChange={(e) => setF({ ...f, category: e.target.value })}
              fullWidth
            >
              {TicketCategory.options.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('fields.priority')}
              value={f.priority}
              onChange={(e) => setF({ ...f, priority: e.target.value })}
              fullWidth
            >
              {TicketPriority.options.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`priority.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('fields.description')}
            multiline
            rows={5}
            value={f.description}
            onChange={(e) => setF({ ...f, description: e.target.value })}
            error={touched && Boolean(errs.description)}
            helperText={touched && errs.description}
            required
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {t('newTicket.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
