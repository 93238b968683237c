import DeleteIcon from '@mui/icons-material/Delete';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { PlaceSuggestion } from '@cosmos/contracts';
import { useDeferredValue, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WorldMap } from '../../../components/world-map/WorldMap';
import { ApiError } from '../../../lib/api';
import { formatLatitude, formatLongitude, formatNumber } from '../../../lib/i18n';
import {
  timeZoneAt,
  useAddPlace,
  useDeletePlace,
  usePlaceSearch,
  usePlaces,
  useUpdatePlace,
} from '../../../lib/places';

interface Draft {
  name: string;
  latitude: string;
  longitude: string;
  elevationM: string;
  timeZone: string;
}
const EMPTY: Draft = { name: '', latitude: '', longitude: '', elevationM: '', timeZone: '' };
const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));

/**
 * Settings → Places: where the user observes from. The default place drives every sky screen, alert and feed.
 * A place is found by name (the server's offline gazetteer), by the browser's position (asked only on the button's
 * click) or by a click on the map; its time zone comes from the coordinates.
 */
export function PlacesCard() {
  const { t } = useTranslation('account');
  const places = usePlaces();
  const add = useAddPlace();
  const update = useUpdatePlace();
  const remove = useDeletePlace();
  // Home's search sends a place it found here as /settings?place=Lisbon: start the search with it and show the card.
  const [params] = useSearchParams();
  const asked = params.get('place')?.slice(0, 100) ?? '';
  const [query, setQuery] = useState(asked);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  const search = usePlaceSearch(useDeferredValue(query));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [makeDefault, setMakeDefault] = useState(true);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');

  const pickPoint = async (latitude: number, longitude: number, name: string) => {
    const lat = Math.round(latitude * 1e5) / 1e5;
    const lon = Math.round(longitude * 1e5) / 1e5;
    setDraft({ name, latitude: String(lat), longitude: String(lon), elevationM: '', timeZone: '' });
    const zone = await timeZoneAt(lat, lon).catch(() => null);
    if (zone) setDraft((d) => (d.latitude === String(lat) ? { ...d, timeZone: zone.timeZone } : d));
  };
  const pickSuggestion = (s: PlaceSuggestion) => {
    setDraft({
      name: s.name,
      latitude: String(s.latitude),
      longitude: String(s.longitude),
      elevationM: s.elevationM === null ? '' : String(s.elevationM),
      timeZone: s.timeZone,
    });
    setQuery('');
  };
  const useMyLocation = () => {
    if (!navigator.geolocation) return setLocating('denied');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating('idle');
        void pickPoint(p.coords.latitude, p.coords.longitude, t('places.myLocation'));
      },
      () => setLocating('denied'),
      { maximumAge: 600_000, timeout: 20_000 },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        name: draft.name,
        latitude: num(draft.latitude) ?? NaN,
        longitude: num(draft.longitude) ?? NaN,
        elevationM: num(draft.elevationM) ?? null,
        ...(draft.timeZone ? { timeZone: draft.timeZone } : {}),
        isDefault: makeDefault,
      },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };
  const fieldError = (field: string) => (add.error instanceof ApiError ? add.error.fieldError(field) : undefined);

  return (
    <Card id="places" data-testid="places-card" ref={cardRef}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('places.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('places.help')}
        </Typography>
        {places.data?.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('places.none')}
          </Alert>
        )}
        <List dense data-testid="places-list">
          {(places.data ?? []).map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('places.delete', { name: p.name })}
                  onClick={() => remove.mutate(p.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {p.name}
                    {p.isDefault ? (
                      <Chip size="small" color="primary" label={t('places.default')} />
                    ) : (
                      <Button size="small" onClick={() => update.mutate({ id: p.id, isDefault: true })}>
                        {t('places.makeDefault')}
                      </Button>
                    )}
                  </Box>
                }
                secondary={`${formatLatitude(p.latitude)}, ${formatLongitude(p.longitude)}${
                  p.elevationM === null ? '' : ` · ${formatNumber(p.elevationM)} m`
                } · ${p.timeZone}`}
              />
            </ListItem>
          ))}
        </List>

        <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
          {t('places.addTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' }, my: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('places.search')}
            placeholder={t('places.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            // aria-controls only while the list it names is on the page (axe: aria-valid-attr-value).
            slotProps={{
              htmlInput: {
                'aria-controls': query.trim().length >= 2 ? 'place-suggestions' : undefined,
                autoComplete: 'off',
              },
            }}
          />
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={useMyLocation}
            disabled={locating === 'busy'}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('places.useMyLocation')}
          </Button>
        </Stack>
        {locating === 'denied' && <Alert severity="warning">{t('places.locationDenied')}</Alert>}
        {query.trim().length >= 2 && (
          <List dense id="place-suggestions" aria-label={t('places.suggestions')} data-testid="place-suggestions">
            {search.data?.length === 0 && <ListItem>{t('places.noMatch')}</ListItem>}
            {(search.data ?? []).map((s) => (
              <ListItemButton key={`${s.name}-${s.latitude}-${s.longitude}`} onClick={() => pickSuggestion(s)}>
                <ListItemText
                  primary={`${s.name}, ${s.country}`}
                  secondary={`${formatLatitude(s.latitude)}, ${formatLongitude(s.longitude)} · ${s.timeZone} · ${t(
                    'places.population',
                    { count: s.population, n: formatNumber(s.population) },
                  )}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('places.mapHelp')}
        </Typography>
        <Box sx={{ maxWidth: 720, my: 1, borderRadius: 1, overflow: 'hidden' }}>
          <WorldMap
            ariaLabel={t('places.mapAria')}
            testId="places-map"
            onPick={(lat, lon) => void pickPoint(lat, lon, t('places.pickedPoint'))}
          >
            {num(draft.latitude) !== undefined && num(draft.longitude) !== undefined && (
              <circle
                cx={num(draft.longitude)! + 180}
                cy={90 - num(draft.latitude)!}
                r={2}
                fill="#ff9800"
                stroke="#fff"
                strokeWidth={0.6}
              />
            )}
          </WorldMap>
        </Box>
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              label={t('places.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              error={!!fieldError('name')}
              helperText={fieldError('name')}
              sx={{ flex: 2 }}
            />
            <TextField
              size="small"
              label={t('places.latitude')}
              value={draft.latitude}
              onChange={(e) => setDraft({ ...draft, latitude: e.target.value, timeZone: '' })}
              error={!!fieldError('latitude')}
              helperText={fieldError('latitude')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t('places.longitude')}
              value={draft.longitude}
              onChange={(e) => setDraft({ ...draft, longitude: e.target.value, timeZone: '' })}
              error={!!fieldError('longitude')}
              helperText={fieldError('longitude')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t('places.elevation')}
              value={draft.elevationM}
              onChange={(e) => setDraft({ ...draft, elevationM: e.target.value })}
              error={!!fieldError('elevationM')}
              helperText={fieldError('elevationM')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {draft.timeZone && (
            <Typography variant="body2" color="text.secondary">
              {t('places.timeZone', { zone: draft.timeZone })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />}
              label={t('places.asDefault')}
            />
            <Button type="submit" variant="contained" disabled={add.isPending || !draft.name.trim()}>
              {t('places.save')}
            </Button>
          </Stack>
          {add.isError && !(add.error instanceof ApiError && add.error.fieldError('latitude')) && (
            <Alert severity="error">{add.error.message}</Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
