import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { useCalendarFeed, useRevokeFeed, useRotateFeed } from './api';
import { usePlaces } from '../../lib/places';

/** The private calendar feed: make or rotate its secret URL (shown once), choose the place, revoke it. */
export function CalendarFeedCard() {
  const { t } = useTranslation('observing');
  const status = useCalendarFeed();
  const locations = usePlaces();
  const rotate = useRotateFeed();
  const revoke = useRevokeFeed();
  const [locationId, setLocationId] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const active = status.data?.active ?? false;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('feed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('feed.help')}
      </Typography>
      {status.data && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {active
            ? t('feed.active', {
                created: formatDateTime(status.data.createdAt!),
                fetched: status.data.lastFetchedAt ? formatDateTime(status.data.lastFetchedAt) : t('feed.never'),
              })
            : t('feed.inactive')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('feed.location')}
          value={locationId}
          onChange={(e) => setLocationId(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('feed.defaultLocation')}</MenuItem>
          {(locations.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(locationId || null, {
              onSuccess: (r) => {
                setUrl(r.url);
                setCopied(false);
              },
            })
          }
        >
          {active ? t('feed.rotate') : t('feed.create')}
        </Button>
        {active && (
          <Button
            color="error"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(null) })}
          >
            {t('feed.revoke')}
          </Button>
        )}
      </Stack>
      {url && (
        <Alert severity="success" sx={{ mt: 2, wordBreak: 'break-all' }}>
          <Typography variant="body2">{t('feed.showOnce')}</Typography>
          <Typography component="code" variant="body2" data-testid="feed-url">
            {url}
          </Typography>
          <Button
            size="small"
            sx={{ ml: 1 }}
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? t('feed.copied') : t('feed.copy')}
          </Button>
        </Alert>
      )}
      {(rotate.isError || revoke.isError) && <Alert severity="error">{(rotate.error ?? revoke.error)!.message}</Alert>}
    </Paper>
  );
}
