import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/api';
import { useCreateTicket } from './tickets-api';
import { paths } from '../../lib/paths';
import { i18n } from '../../lib/i18n';
import { Trans, useTranslation } from 'react-i18next';

const EMPTY = { name: '', email: '', message: '' };

function validate(f: typeof EMPTY) {
  const e: Partial<Record<keyof typeof EMPTY, string>> = {};
  if (!f.name.trim()) e.name = i18n.t('support:contact.nameRequired');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) e.email = i18n.t('support:contact.emailInvalid');
  if (f.message.trim().length < 10) e.message = i18n.t('support:contact.messageShort');
  return e;
}

/** Contact Support: files a real ticket and confirms with its number. */
export function ContactForm({ defaultName = '', defaultEmail = '' }: { defaultName?: string; defaultEmail?: string }) {
  const { t } = useTranslation('support');
  const [form, setForm] = useState({ ...EMPTY, name: defaultName, email: defaultEmail });
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const create = useCreateTicket();
  const send = {
    ...create,
    mutate: (f: typeof EMPTY) =>
      create.mutate(
        {
          subject: f.message.trim().split('\n')[0]!.slice(0, 80),
          description: f.message.trim(),
          category: 'general',
          priority: 'normal',
          contactName: f.name.trim(),
          contactEmail: f.email.trim(),
        },
        { onSuccess: () => setForm((v) => ({ ...v, message: '' })) },
      ),
  };
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validate(form);
    setErrors(v);
    if (Object.keys(v).length === 0) send.mutate(form);
  };
  const serverField = (k: string) => (send.error instanceof ApiError ? send.error.fieldError(k) : undefined);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="contact-title">
      <Typography id="contact-title" variant="h6" component="h2">
        {t('contact.title')}
      </Typography>
      {send.isSuccess && (
        <Alert severity="success">
          <Trans
            t={t}
            i18nKey="contact.sent"
            values={{ number: send.data.number }}
            components={{ link: <RouterLink to={paths.ticket.to(send.data.id)} /> }}
          />
        </Alert>
      )}
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <TextField
        label={t('contact.name')}
        name="name"
        value={form.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
      />
      <TextField
        label={t('contact.email')}
        name="email"
        type="email"
        value={form.email}
        onChange={set('email')}
        error={Boolean(errors.email ?? serverField('contactEmail'))}
        helperText={errors.email ?? serverField('contactEmail')}
        required
      />
      <TextField
        label={t('contact.message')}
        name="message"
        multiline
        rows={4}
        value={form.message}
        onChange={set('message')}
        error={Boolean(errors.message)}
        helperText={errors.message}
        required
      />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {t('contact.send')}
        </Button>
      </div>
    </Stack>
  );
}
