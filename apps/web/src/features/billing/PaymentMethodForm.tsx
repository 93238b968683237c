import type { PaymentMethod } from '@cosmos/contracts';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useSavePaymentMethod } from './api';

/** "Visa ending in 4242, expires 12/2029": how a card on file is named everywhere. */
export function useCardName() {
  const { t } = useTranslation('billing');
  return (c: PaymentMethod) =>
    t('card.onFile', {
      brand: t(`card.brands.${c.brand}`),
      last4: c.last4,
      month: String(c.expMonth).padStart(2, '0'),
      year: c.expYear,
    });
}

/** "12/29", "1229", "12 / 2029" → month and four-digit year; null when it is not a month and a year. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const year = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/**
 * The sandbox card step: number, expiry and CVC, sent once to the server, which keeps only brand, last four and
 * expiry. The server checks the number (Luhn, test cards, declines); its reason shows under the field it names.
 */
export function PaymentMethodForm({ onSaved, onCancel }: { onSaved?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('billing');
  const save = useSavePaymentMethod();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const fieldError = (f: string) => (save.error instanceof ApiError ? save.error.fieldError(f) : undefined);
  const expiryServerError = fieldError('expMonth') ?? fieldError('expYear');
  const named = ['cardNumber', 'expMonth', 'expYear', 'cvc'].some((f) => fieldError(f));
  const declined = save.error instanceof ApiError && save.error.problem?.code === 'payment_declined';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // the form may sit inside another form's dialog
    const exp = parseExpiry(expiry);
    setExpiryError(exp ? null : t('card.expiryFormat'));
    if (!exp) return;
    save.mutate({ cardNumber: number, ...exp, cvc }, { onSuccess: () => onSaved?.() });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('card.title')} data-testid="card-form">
      <Typography variant="body2" color="text.secondary">
        {t('card.testHint')}
      </Typography>
      <TextField
        label={t('card.number')}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        size="small"
        fullWidth
        required
        error={Boolean(fieldError('cardNumber'))}
        helperText={declined ? undefined : fieldError('cardNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
      />
      {/* Side by side where there is room; stacked on a phone, so the expiry's label is not cut. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('card.expiry')}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          size="small"
          required
          sx={{ flex: 1, minWidth: 0 }}
          error={Boolean(expiryError ?? expiryServerError)}
          helperText={expiryError ?? expiryServerError}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 7 } }}
        />
        <TextField
          label={t('card.cvc')}
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
          size="small"
          required
          sx={{ flex: 1, minWidth: 0 }}
          error={Boolean(fieldError('cvc'))}
          helperText={fieldError('cvc')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
        />
      </Stack>
      {declined && <Alert severity="error">{(save.error as ApiError).problem?.detail}</Alert>}
      {save.error && !named && !declined && <Alert severity="error">{save.error.message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('card.save')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('card.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}
