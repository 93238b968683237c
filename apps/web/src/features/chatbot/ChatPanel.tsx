import { Close, DeleteSweep, Send } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  Link,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { fetchAndSave } from '../../lib/download';
import { useChat } from './chat-store';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

const SUGGESTIONS = ['fullMoon', 'issPass', 'myPlan', 'resetPassword'] as const;
/** Invoice PDFs need the session token, so they are fetched and saved rather than opened as links. */
const isPrivateFile = (href: string) => /^\/api\/subscription\/invoices\/[^/]+\/pdf$/.test(href);

/** The assistant: answers from the plans, your account, the documentation, the sky and your tickets, always with sources. */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chatbot');
  const { messages, typing, error, ticket, load, send, openTicket, reset } = useChat();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  // A block body: newer browsers return a Promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing, open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(text);
    setText('');
  };
  return (
    // Above the fixed top bar (drawer + 1): otherwise the bar hides the panel's title and close button.
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Stack sx={{ height: '100%' }} role="dialog" aria-label={t('title')}>
        <Stack direction="row" sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          <Tooltip title={t('startOver')}>
            <IconButton aria-label={t('startOver')} onClick={() => void reset()}>
              <DeleteSweep />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Stack
          spacing={1.5}
          sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}
          role="log"
          aria-live="polite"
          aria-label={t('messages')}
        >
          {messages.length === 0 && (
            <Stack spacing={1}>
              <Typography color="text.secondary">{t('intro')}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {SUGGESTIONS.map((s) => (
                  <Chip key={s} label={t(`suggestions.${s}`)} onClick={() => void send(t(`suggestions.${s}`))} />
                ))}
              </Stack>
            </Stack>
          )}
          {messages.map((m) => (
            <Box
              key={m.id}
              sx={{ alignSelf: m.role === 'user' ? 'flex-end' : 'flex-start', maxWidth: '90%' }}
              data-role={m.role}
            >
              <Paper
                sx={{ p: 1.5, whiteSpace: 'pre-wrap', bgcolor: m.role === 'user' ? 'primary.dark' : 'action.hover' }}
              >
                {m.content}
              </Paper>
              {m.citations.length > 0 && (
                <Typography variant="caption" component="div" sx={{ mt: 0.5 }} aria-label={t('sources')}>
                  {t('sources')}:{' '}
                  {m.citations.map((c, i) => (
                    <span key={`${c.href}-${i}`}>
                      {i > 0 && ' · '}
                      {isPrivateFile(c.href) ? (
                        <Link
                          component="button"
                          variant="caption"
                          sx={{ verticalAlign: 'baseline' }}
                          onClick={() => void fetchAndSave(c.href, t('invoiceFailed')).catch(() => undefined)}
                        >
                          {c.title}
                        </Link>
                      ) : c.href.startsWith('/api/') ? (
                        <Link href={c.href}>{c.title}</Link>
                      ) : (
                        <Link component={RouterLink} to={c.href} onClick={onClose}>
                          {c.title}
                        </Link>
                      )}
                    </span>
                  ))}
                </Typography>
              )}
              {m.offerTicket && m.id === messages[messages.length - 1]?.id && !ticket && (
                <Button size="small" sx={{ mt: 0.5 }} onClick={() => void openTicket()}>
                  {t('openTicket')}
                </Button>
              )}
            </Box>
          ))}
          {typing && (
            <Typography color="text.secondary" role="status" aria-label={t('typing')} sx={{ fontStyle: 'italic' }}>
              {t('typing')}…
            </Typography>
          )}
          {ticket && (
            <Alert severity="success">
              {t('ticketBefore')}{' '}
              <Link component={RouterLink} to={paths.ticket.to(ticket.id)} onClick={onClose}>
                #{ticket.number}
              </Link>{' '}
              {t('ticketAfter')}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <div ref={end} />
        </Stack>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={submit}
          sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          <TextField
            fullWidth
            size="small"
            placeholder={t('placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': t('message'), maxLength: 2000 } }}
          />
          <IconButton type="submit" aria-label={t('send')} disabled={typing || !text.trim()} color="primary">
            <Send />
          </IconButton>
        </Stack>
      </Stack>
    </Drawer>
  );
}
