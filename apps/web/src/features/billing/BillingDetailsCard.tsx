import type { BillingDetails } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError, api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

const FIELDS: { key: keyof BillingDetails; label: string; md: number; max: number; help?: string }[] = [
  { key: 'name', label: 'Name on invoices', md: 6, max: 100 },
  { key: 'company', label: 'Company (optional)', md: 6, max: 100 },
  { key: 'addressLine1', label: 'Address', md: 6, max: 120 },
  { key: 'addressLine2', label: 'Address line 2', md: 6, max: 120 },
  { key: 'postalCode', label: 'Postal code', md: 3, max: 20 },
  { key: 'city', label: 'City', md: 5, max: 80 },
  { key: 'region', label: 'State or region', md: 4, max: 80 },
  { key: 'country', label: 'Country code', md: 4, max: 2, help: 'Two letters, e.g. US, DE, GB' },
  { key: 'taxId', label: 'Tax ID (optional)', md: 8, max: 32, help: 'VAT or other tax number, printed on invoices' },
];

/** Who invoices are made out to; printed on every invoice issued after saving (earlier ones keep theirs). */
export function BillingDetailsCard() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['billing', 'details'],
    queryFn: () =>
      api<BillingDetails>('/api/billing/details', { failMessage: i18n.t('billing:errors.fetchBillingDetails') }),
  });
  const [form, setForm] = useState<BillingDetails | null>(null);
  const save = useMutation({
    mutationFn: (body: BillingDetails) =>
      api<BillingDetails>('/api/billing/details', {
        method: 'PUT',
        body,
        failMessage: i18n.t('billing:errors.saveBillingDetails'),
      }),
    onSuccess: (d) => qc.setQueryData(['billing', 'details'], d),
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
          Billing details
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Printed on your invoices from now on; invoices already issued keep the details they were issued with.
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          {form && (
            <Stack component="form" spacing={2} onSubmit={submit} aria-label="Billing details">
              <Grid container spacing={2}>
                {FIELDS.map((f) => (
                  <Grid key={f.key} size={{ xs: 12, md: f.md }}>
                    <TextField
                      label={f.label}
                      value={form[f.key]}
                      onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
                      fullWidth
                      size="small"
                      error={Boolean(fieldError(f.key))}
                      helperText={fieldError(f.key) ?? f.help}
                      slotProps={{ htmlInput: { maxLength: f.max } }}
                    />
                  </Grid>
                ))}
              </Grid>
              {save.isSuccess && <Alert severity="success">Billing details saved.</Alert>}
              {save.error && !Object.keys(form).some((k) => fieldError(k)) && (
                <Alert severity="error">{save.error.message}</Alert>
              )}
              <div>
                <Button type="submit" variant="outlined" disabled={save.isPending}>
                  Save billing details
                </Button>
              </div>
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
