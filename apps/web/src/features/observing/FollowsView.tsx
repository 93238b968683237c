import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollows, useSetFollow } from '../../lib/follows';
import { formatDate } from '../../lib/i18n';
import { useAlertSettings, useSaveAlertSettings } from './api';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ExportCard } from './ExportCard';

/** What the user follows (the one follow list: every page's Follow), the close-approach distance, alert switches. */
export function FollowsView() {
  const { t } = useTranslation('observing');
  const follows = useFollows();
  const follow = useSetFollow();
  const threshold = useSetFollow();
  const settings = useAlertSettings();
  const saveSettings = useSaveAlertSettings();
  const [draft, setDraft] = useState('');
  const add = () => {
    const n = draft.trim().replace(/^sat-/, '');
    if (/^\d{1,6}$/.test(n))
      follow.mutate(
        { kind: 'satellite', objectId: `sat-${Number(n)}`, follow: true },
        { onSuccess: () => setDraft('') },
      );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('follows.alertsTitle')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={settings.data?.issPassAlerts ?? false}
              disabled={!settings.data || saveSettings.isPending}
              onChange={(e) => saveSettings.mutate({ issPassAlerts: e.target.checked })}
            />
          }
          label={t('follows.passAlerts')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.data?.eclipseAlerts ?? false}
              disabled={!settings.data || saveSettings.isPending}
              onChange={(e) => saveSettings.mutate({ eclipseAlerts: e.target.checked })}
            />
          }
          label={t('follows.eclipseAlerts')}
        />
        {saveSettings.isError && <Alert severity="error">{saveSettings.error.message}</Alert>}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('follows.passesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('follows.passesHelp')}
        </Typography>
        {follows.data?.length === 0 && <Typography sx={{ mt: 1 }}>{t('follows.none')}</Typography>}
        <List dense data-testid="observing-follows">
          {(follows.data ?? []).map((f) => (
            <ListItem
              key={`${f.kind}:${f.objectId}`}
              sx={{ flexWrap: 'wrap', rowGap: 1 }}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('follows.unfollow', { name: f.name })}
                  onClick={() => follow.mutate({ kind: f.kind, objectId: f.objectId, follow: false })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={f.name}
                secondary={t('follows.since', {
                  id: f.kind === 'launch' ? t('follows.launch') : f.objectId,
                  date: formatDate(f.createdAt),
                })}
                sx={{ mr: 2, minWidth: 200, flex: '1 1 200px' }}
              />
              {f.kind === 'satellite' && f.alerts.conjunctions && (
                <TextField
                  size="small"
                  type="number"
                  label={t('follows.threshold')}
                  defaultValue={f.thresholdKm}
                  slotProps={{ htmlInput: { min: 0.1, step: 'any' } }}
                  sx={{ width: 150, mr: 6, flexShrink: 0 }}
                  onBlur={(e) => {
                    const v = Number(e.target.value);
                    if (v > 0 && v !== f.thresholdKm)
                      threshold.mutate({ kind: 'satellite', objectId: f.objectId, follow: true, thresholdKm: v });
                  }}
                />
              )}
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('follows.addLabel')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            error={follow.isError}
            helperText={follow.isError ? t('follows.notFound') : ' '}
          />
          <Button onClick={add} disabled={!draft.trim() || follow.isPending}>
            {t('follows.follow')}
          </Button>
        </Stack>
        {threshold.isError && <Alert severity="error">{threshold.error.message}</Alert>}
      </Paper>

      <CalendarFeedCard />
      <ExportCard />
    </Stack>
  );
}
