import { Settings as SettingsT } from '@cosmos/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Grid,
  Menu,
  MenuItem,
  Slider,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { OFFERED } from '../../../lib/i18n';
import { useSettings } from '../api/settings';
import { useSaveSettings } from '../api/save-settings';
import { SkyAlertsCard } from './SkyAlertsCard';
import { useTranslation } from 'react-i18next';
import { FollowedObjectsCard } from './FollowedObjectsCard';
import { PlacesCard } from './PlacesCard';
import { DeviceNotificationsCard } from './DeviceNotificationsCard';

export const SAVED_BANNER_MS = 3000; // spec §9

/** `label` shows an option in the interface language; the stored value stays the spec's (e.g. "Space"). */
function ChoiceCard({
  title,
  value,
  options,
  onPick,
  label = (v) => v,
}: {
  title: string;
  value: string;
  options: readonly string[];
  onPick: (v: string) => void;
  label?: (v: string) => string;
}) {
  const { t } = useTranslation('account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="p">
            {label(value)}
          </Typography>
          <Button onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
            {t('settings.change', { title })}
          </Button>
        </Stack>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {options.map((o) => (
            <MenuItem
              key={o}
              selected={o === value}
              onClick={() => {
                onPick(o);
                setAnchor(null);
              }}
            >
              {label(o)}
            </MenuItem>
          ))}
        </Menu>
      </CardContent>
    </Card>
  );
}

/** `twoFactorSwitch` and `securitySection` are composed in by the router from the auth feature. */
export function SettingsPage({
  securitySection,
  twoFactorSwitch,
}: {
  securitySection?: React.ReactNode;
  twoFactorSwitch?: React.ReactNode;
}) {
  const { t } = useTranslation('account');
  const q = useSettings();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<SettingsT | null>(null);
  const [banner, setBanner] = useState(false);
  useEffect(() => {
    if (q.data && !q.isPlaceholderData && !draft) setDraft(q.data);
  }, [q.data, q.isPlaceholderData, draft]);
  useEffect(() => {
    if (!banner) return;
    const t = setTimeout(() => setBanner(false), SAVED_BANNER_MS);
    return () => clearTimeout(t);
  }, [banner]);

  const set = <K extends keyof SettingsT>(k: K, v: SettingsT[K]) => setDraft((d) => (d ? { ...d, [k]: v } : d));
  const onSave = () => {
    if (!draft) return;
    const { twoFactor: _ignored, ...patch } = draft;
    save.mutate(patch, { onSuccess: () => setBanner(true) });
  };

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <QueryState isLoading={!draft && !q.error} error={q.error}>
        {draft && (
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <Stack>
                  <FormControlLabel
                    control={
                      <Switch checked={draft.notifications} onChange={(e) => set('notifications', e.target.checked)} />
                    }
                    label={t('settings.notifications')}
                  />
                  {twoFactorSwitch ?? (
                    <FormControlLabel
                      control={<Switch checked={draft.twoFactor} disabled />}
                      label={t('settings.twoFactor')}
                    />
                  )}
                  <FormControlLabel
                    control={<Switch checked={draft.darkMode} onChange={(e) => set('darkMode', e.target.checked)} />}
                    label={t('settings.darkMode')}
                  />
                  <FormControlLabel
                    control={<Switch checked={draft.redLight} onChange={(e) => set('redLight', e.target.checked)} />}
                    label={t('settings.redLight')}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                    {t('settings.redLightHelp')}
                  </Typography>
                  <Box sx={{ mt: 2, maxWidth: 360 }}>
                    <Typography id="volume-label">{t('settings.volume')}</Typography>
                    <Slider
                      aria-labelledby="volume-label"
                      value={draft.volume}
                      min={0}
                      max={100}
                      valueLabelDisplay="auto"
                      onChange={(_e, v) => set('volume', v as number)}
                    />
                  </Box>
                </Stack>
              </CardContent>
            </Card>
            <PlacesCard />
            <SkyAlertsCard issPassAlerts={draft.issPassAlerts} eclipseAlerts={draft.eclipseAlerts} onChange={set} />
            <DeviceNotificationsCard quietHours={draft.quietHours} onQuietHours={(q) => set('quietHours', q)} />
            <FollowedObjectsCard />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChoiceCard
                  title={t('settings.language')}
                  value={draft.language}
                  options={OFFERED.map((l) => l.name)}
                  onPick={(v) => set('language', v as SettingsT['language'])}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChoiceCard
                  title={t('settings.theme')}
                  value={draft.theme}
                  options={SettingsT.shape.theme.options}
                  onPick={(v) => set('theme', v as SettingsT['theme'])}
                  label={(v) => t(`settings.themes.${v}`)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ChoiceCard
                  title={t('settings.units')}
                  value={draft.units}
                  options={SettingsT.shape.units.options}
                  onPick={(v) => set('units', v as SettingsT['units'])}
                  label={(v) => t(`settings.unitOptions.${v}`)}
                />
              </Grid>
            </Grid>
            {/* The result shows beside the button, where the user is looking (the top of the page is often scrolled away). */}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
            >
              <div>
                <Button variant="contained" onClick={onSave} disabled={save.isPending}>
                  {t('saveChanges')}
                </Button>
              </div>
              {banner && (
                <Alert severity="success" sx={{ py: 0 }}>
                  {t('settings.saved')}
                </Alert>
              )}
              {save.isError && (
                <Alert severity="error" sx={{ py: 0 }}>
                  {save.error.message}
                </Alert>
              )}
            </Stack>
            {securitySection}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
