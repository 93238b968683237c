import { CreditCard } from '@mui/icons-material';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
import { usePaymentMethod, useProvider } from './api';
import { TestModeChip } from './ConfirmPlanDialog';
import { PaymentMethodForm, useCardName } from './PaymentMethodForm';

/**
 * The card on file with the sandbox provider, and a way to add or replace it. With Stripe, cards live in
 * Stripe's billing portal ("Manage billing"), so this card is not shown.
 */
export function PaymentMethodCard() {
  const { t } = useTranslation('billing');
  const provider = useProvider();
  const sandbox = provider.data?.provider === 'sandbox';
  const q = usePaymentMethod(sandbox);
  const cardName = useCardName();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!sandbox) return null;
  const card = q.data?.card ?? null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('card.title')}
          <TestModeChip />
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CreditCard color="action" aria-hidden />
              <Typography data-testid="card-on-file">{card ? cardName(card) : t('card.none')}</Typography>
            </Stack>
            {saved && !editing && <Alert severity="success">{t('card.saved')}</Alert>}
            {editing ? (
              <PaymentMethodForm
                onSaved={() => {
                  setEditing(false);
                  setSaved(true);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <div>
                <Button
                  variant="outlined"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  {card ? t('card.replace') : t('card.add')}
                </Button>
              </div>
            )}
          </Stack>
        </QueryState>
      </CardContent>
    </Card>
  );
}
