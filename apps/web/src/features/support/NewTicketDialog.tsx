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
  const [f, setF] = useState({ subject: '', description: '', category: 'general', priority: 'normal' });
  const [touched, setTouched] = useState(false);
  const create = useCreateTicket();
  const errs = {
    subject: !f.subject.trim() ? 'Subject is required' : undefined,
    description: !f.description.trim() ? 'Description is required' : undefined,
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
      <DialogTitle id="new-ticket-title">New ticket</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {create.isError && <Alert severity="error">{create.error.message}</Alert>}
          <TextField
            label="Subject"
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
              label="Category"
              value={f.category}
              onChange={(e) => setF({ ...f, category: e.target.value })}
              fullWidth
            >
              {TicketCategory.options.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Priority"
              value={f.priority}
              onChange={(e) => setF({ ...f, priority: e.target.value })}
              fullWidth
            >
              {TicketPriority.options.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label="Description"
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          Create ticket
        </Button>
      </DialogActions>
    </Dialog>
  );
}
