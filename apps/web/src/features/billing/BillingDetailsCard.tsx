import type { BillingDetails } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { keys } from '../../lib/api/keys';
import { billingDetailsQuery, saveBillingDetails } from '../../lib/api/queries/billing';
import { useTranslation } from 'react-i18next';

/** Labels and help texts are the `details.fields.<key>` and `details.help.<key>` texts. */
const FIELDS: { key: keyof BillingDetails; md: number; max: number; help?: boolean }[] = [
  { key: 'name', md: 6, max: 100 },
  { key: 'company', md: 6, max: 100 },
  { key: 'addressLine1', md: 6, max: 120 },
  { key: 'addressLine2', md: 6, max: 120 },
  { key: 'postalCode', md: 3, max: 20 },
  { key: 'city', md: 5, max: 80 },
  { key: 'region', md: 4, max: 80 },
  { key: 'country', md: 4, max: 2, help: true },
  { key: 'taxId', md: 8, max: 32, help: true },
];

/** Who invoices are made out to; printed on every invoice issued after saving (earlier ones keep theirs). */
export function BillingDetailsCard() {
  const { t } = useTranslation('billing');
  const qc = useQueryClient();
  const q = useQuery(billingDetailsQuery());
  const [form, setForm] = useState<BillingDetails | null>(null);
  const save = useMutation({
    mutationFn: saveBillingDetails,
    onSuccess: (d) => qc.setQueryData(keys.billing.details(), d),
  });
  useEffect(() => {
    if (q.data && !form) setForm(q.data);
  }, [q.data, form]);
  const fieldError = (k: string) => (save.error instanceof ApiError ? save.error.fieldError(k) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form) save.mutate(form);
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('details.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('details.intro')}
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          {form && (
            <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('details.title')}>
              <Grid container spacing={2}>
                {FIELDS.map((f) => (
                  <Grid key={f.key} size={{ xs: 12, md: f.md }}>
                    <TextField
                      label={t(`details.fields.${f.key}`)}
                      value={form[f.key]}
                      onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
                      fullWidth
                      size="small"
                      error={Boolean(fieldError(f.key))}
                      helperText={fieldError(f.key) ?? (f.help ? t(`details.help.${f.key}`) : undefined)}
                      slotProps={{ htmlInput: { maxLength: f.max } }}
                    />
                  </Grid>
                ))}
              </Grid>
              {save.isSuccess && <Alert severity="success">{t('details.saved')}</Alert>}
              {save.error && !Object.keys(form).some((k) => fieldError(k)) && (
                <Alert severity="error">{save.error.message}</Alert>
              )}
              <div>
                <Button type="submit" variant="outlined" disabled={save.isPending}>
                  {t('details.save')}
                </Button>
              </div>
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
