import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { identify } from '../../lib/api/queries/sky';
import { compassPoints } from '@cosmos/contracts';
import { IdentifyResults } from './IdentifyResults';
import { usePlaces } from '../../lib/places';
import { PlaceSelect } from './PlaceSelect';

/** A datetime-local value (the browser's zone) for a moment. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** "What was that?": a time and a direction in the sky → the satellites that passed there. */
export function IdentifyView() {
  const { t, i18n } = useTranslation('observing');
  const locations = usePlaces();
  const [params] = useSearchParams(); // a click on the sky chart arrives with its direction and the chart's time
  const fromChart = params.has('azimuthDeg');
  const [form, setForm] = useState({
    // The chart sends the instant it showed (it may be a chosen time, not now).
    at: localInput(fromChart ? Number(params.get('at')) || Date.now() : Date.now() - 5 * 60_000),
    azimuthDeg: params.get('azimuthDeg') ?? '180',
    elevationDeg: params.get('elevationDeg') ?? '45',
    radiusDeg: '5',
    windowSeconds: '300',
    locationId: '',
  });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const search = useMutation({
    mutationFn: () =>
      identify({
        at: new Date(form.at).toISOString(),
        azimuthDeg: Number(form.azimuthDeg),
        elevationDeg: Number(form.elevationDeg),
        radiusDeg: Number(form.radiusDeg),
        windowSeconds: Number(form.windowSeconds),
        locationId: form.locationId || undefined,
      }),
  });
  const err = search.error instanceof ApiError ? search.error : null;
  const fieldErr = (f: string) => err?.fieldError(f);
  const errorText = !err
    ? null
    : err.status === 409
      ? t('identify.needLocation')
      : err.status === 429
        ? t('identify.tooMany')
        : err.status === 400
          ? t('identify.badInput')
          : err.message;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('identify.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            search.mutate();
          }}
        >
          <TextField
            type="datetime-local"
            label={t('identify.when')}
            value={form.at}
            onChange={set('at')}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!fieldErr('at')}
            required
          />
          <TextField
            select
            label={t('identify.direction')}
            value={compassPoints(i18n.language).find((c) => String(c.azimuthDeg) === form.azimuthDeg)?.label ?? ''}
            onChange={(e) => {
              const c = compassPoints(i18n.language).find((x) => x.label === e.target.value);
              if (c) setForm((f) => ({ ...f, azimuthDeg: String(c.azimuthDeg) }));
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 110 }}
            data-testid="identify-compass"
          >
            {compassPoints(i18n.language).map((c) => (
              <MenuItem key={c.label} value={c.label}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('identify.azimuth')}
            value={form.azimuthDeg}
            onChange={set('azimuthDeg')}
            slotProps={{ htmlInput: { min: 0, max: 360, step: 'any' } }}
            error={!!fieldErr('azimuthDeg')}
            helperText={t('identify.azimuthHelp')}
          />
          <TextField
            type="number"
            label={t('identify.elevation')}
            value={form.elevationDeg}
            onChange={set('elevationDeg')}
            slotProps={{ htmlInput: { min: 0, max: 90, step: 'any' } }}
            error={!!fieldErr('elevationDeg')}
          />
          <TextField
            type="number"
            label={t('identify.radius')}
            value={form.radiusDeg}
            onChange={set('radiusDeg')}
            slotProps={{ htmlInput: { min: 0.1, max: 20, step: 'any' } }}
            error={!!fieldErr('radiusDeg')}
          />
          <TextField
            type="number"
            label={t('identify.window')}
            value={form.windowSeconds}
            onChange={set('windowSeconds')}
            slotProps={{ htmlInput: { min: 0, max: 1800 } }}
            error={!!fieldErr('windowSeconds')}
            /* room for the label in every language: 'Give or take (seconds)' was cut short */
            sx={{ minWidth: 200 }}
          />
          <PlaceSelect value={form.locationId} onChange={set('locationId')} places={locations.data} />
          <Button type="submit" variant="contained" disabled={search.isPending}>
            {search.isPending ? t('identify.searching') : t('identify.search')}
          </Button>
        </Stack>
      </Paper>
      {errorText && <Alert severity="warning">{errorText}</Alert>}
      {search.data && <IdentifyResults data={search.data} />}
    </Stack>
  );
}
