import type { TicketStatus } from '@cosmos/contracts';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { SlaChip } from './SlaChip';
import { useCan } from '../../lib/permissions';
import { useReply, useSetStatus, useTicket } from './tickets-api';
import { useTicketLive } from './use-ticket-live';
import { formatDateTime } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-store';

export const STATUS_COLOR: Record<TicketStatus, 'info' | 'warning' | 'success' | 'default'> = {
  open: 'info',
  pending: 'warning',
  resolved: 'success',
  closed: 'default',
};
const STATUSES: TicketStatus[] = ['open', 'pending', 'resolved', 'closed'];

/** One ticket: its description, the thread (live), a reply box and the status control. */
export function TicketThread({ id }: { id: string }) {
  const { t: tr } = useTranslation('support');
  useTicketLive();
  const ticket = useTicket(id);
  const reply = useReply(id);
  const setStatus = useSetStatus(id);
  const [text, setText] = useState('');
  // The support team sets any status (pending included); a customer closes or reopens.
  const anyStatus = useCan('ticket.markPending');
  const me = useAuth((s) => s.user);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const t = ticket.data;
  return (
    <QueryState isLoading={ticket.isLoading} error={ticket.error} onRetry={() => ticket.refetch()}>
      {t && (
        <Stack spacing={2} aria-label={tr('ticket.label', { number: t.number })}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              #{t.number} · {t.subject}
            </Typography>
            <Chip
              label={tr(`status.${t.status}`)}
              color={STATUS_COLOR[t.status]}
              size="small"
              data-testid="ticket-status"
            />
            <Chip label={tr(`priority.${t.priority}`)} size="small" variant="outlined" />
            <Chip label={tr(`category.${t.category}`)} size="small" variant="outlined" />
            <SlaChip ticket={t} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {tr('ticket.opened', { name: t.ownerName, email: t.contactEmail, date: formatDateTime(t.createdAt) })}
          </Typography>
          {t.assignedAgent && (
            <Typography variant="body2" data-testid="ticket-dedicated-agent">
              {t.ownerId === me?.id
                ? tr('ticket.yourAgent', { name: t.assignedAgent.name })
                : tr('ticket.assignedAgent', { name: t.assignedAgent.name })}
            </Typography>
          )}
          <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap' }}>
            {t.description}
          </Paper>
          <Stack spacing={1} role="log" aria-live="polite" aria-label={tr('ticket.conversation')}>
            {t.messages.map((m) => (
              <Box key={m.id} sx={{ alignSelf: m.authorRole === 'agent' ? 'flex-start' : 'flex-end', maxWidth: '85%' }}>
                <Paper
                  sx={{
                    p: 1.5,
                    bgcolor: m.authorRole === 'agent' ? 'action.hover' : 'primary.dark',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {m.body}
                </Paper>
                <Typography variant="caption" color="text.secondary">
                  {m.authorName} {m.authorRole === 'agent' ? tr('ticket.agent') : ''} · {formatDateTime(m.createdAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
          {reply.isError && <Alert severity="error">{reply.error.message}</Alert>}
          <Stack component="form" spacing={1} onSubmit={submit}>
            <TextField
              label={tr('ticket.reply')}
              multiline
              minRows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button type="submit" variant="contained" disabled={reply.isPending || !text.trim()}>
                {tr('ticket.send')}
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              {anyStatus ? (
                <TextField
                  select
                  size="small"
                  label={tr('fields.status')}
                  value={t.status}
                  onChange={(e) => setStatus.mutate(e.target.value as TicketStatus)}
                  sx={{ minWidth: 140 }}
                >
                  {STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {tr(`status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : t.status === 'closed' || t.status === 'resolved' ? (
                <Button onClick={() => setStatus.mutate('open')}>{tr('ticket.reopen')}</Button>
              ) : (
                <Button color="inherit" onClick={() => setStatus.mutate('closed')}>
                  {tr('ticket.close')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
