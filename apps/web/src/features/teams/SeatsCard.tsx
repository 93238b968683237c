import type { SeatChangePreview, TeamDetail } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate } from '../../lib/i18n';
import { previewSeats, useChangeSeats } from './api';
import { reasonOf } from './errors';

/**
 * Seats beyond the included ones (owner only: they are billed to the owner's subscription). The owner sees the exact
 * amount due now before confirming; the invoice has that amount (the change is priced at the preview's instant).
 */
export function SeatsCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const [seats, setSeats] = useState(String(team.seats.total));
  const [preview, setPreview] = useState<SeatChangePreview | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const change = useChangeSeats(team.id);
  const ask = async () => {
    setPreviewError(null);
    setPreview(null);
    try {
      setPreview(await previewSeats(team.id, Number(seats)));
    } catch (e) {
      setPreviewError(e);
    }
  };
  const error = reasonOf(t, previewError ?? change.error);
  return (
    <Card component="section" aria-labelledby="team-seats-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="team-seats-title" variant="h6" component="h2">
            {t('seatsCard.title')}
          </Typography>
          <Typography color="text.secondary">{t('seatsCard.explain')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {change.isSuccess && !preview && <Alert severity="success">{t('seatsCard.done')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              type="number"
              label={t('seatsCard.count')}
              value={seats}
              onChange={(e) => {
                setSeats(e.target.value);
                setPreview(null);
              }}
            />
            <Button variant="outlined" onClick={() => void ask()}>
              {t('seatsCard.preview')}
            </Button>
          </Stack>
          {preview && (
            <Alert severity="info" data-testid="seat-preview">
              {preview.amountDueNowCents > 0
                ? t('seatsCard.dueNow', { amount: formatCurrency(preview.amountDueNowCents / 100) })
                : t('seatsCard.nothingNow')}{' '}
              {t('seatsCard.renewal', {
                amount: formatCurrency(preview.renewalCents / 100),
                date: formatDate(preview.periodEnd),
              })}
              <Stack direction="row" sx={{ mt: 1 }}>
                <Button
                  variant="contained"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { seats: preview.seats, quotedAt: preview.quotedAt },
                      { onSuccess: () => setPreview(null) },
                    )
                  }
                >
                  {t('seatsCard.confirm')}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
