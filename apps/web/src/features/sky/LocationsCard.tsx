import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ObservingLocation } from '@cosmos/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { useAddLocation, useDeleteLocation, useMakeDefault } from './api';

/** 51.48° N, 0.00° E — hemisphere letters instead of signs (no "-0.00°"). */
const coord = (v: number, pos: string, neg: string) =>
  `${Math.abs(v).toFixed(2)}° ${v < 0 && Math.abs(v) >= 0.005 ? neg : pos}`;

/** Saved observing places: pick the one the page uses, add, make default, delete. */
export function LocationsCard({
  locations,
  chosen,
  onChoose,
}: {
  locations: ObservingLocation[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('sky');
  const add = useAddLocation();
  const makeDefault = useMakeDefault();
  const remove = useDeleteLocation();
  const [form, setForm] = useState({ name: '', latitude: '', longitude: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { name: form.name, latitude: Number(form.latitude), longitude: Number(form.longitude) },
      { onSuccess: () => setForm({ name: '', latitude: '', longitude: '' }) },
    );
  };
  const fieldError = (field: string) => (add.error instanceof ApiError ? add.error.fieldError(field) : undefined);
  return (
    <Card data-testid="locations-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('locations.title')}
        </Typography>
        {locations.length > 0 && (
          <TextField
            select
            size="small"
            fullWidth
            label={t('locations.showFrom')}
            value={chosen}
            onChange={(e) => onChoose(e.target.value)}
            sx={{ my: 1 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('locations.defaultLocation')}</MenuItem>
            {locations.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <List dense>
          {locations.map((l) => (
            <ListItem
              key={l.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('locations.delete', { name: l.name })}
                  onClick={() => remove.mutate(l.id, { onSuccess: () => chosen === l.id && onChoose('') })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {l.name}
                    {l.isDefault ? (
                      <Chip size="small" label={t('locations.default')} />
                    ) : (
                      <Button size="small" onClick={() => makeDefault.mutate(l.id)}>
                        {t('locations.makeDefault')}
                      </Button>
                    )}
                  </Box>
                }
                secondary={`${coord(l.latitude, 'N', 'S')}, ${coord(l.longitude, 'E', 'W')} · ${l.timeZone}`}
              />
            </ListItem>
          ))}
        </List>
        {locations.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {t('locations.none')}
          </Typography>
        )}
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <TextField
            size="small"
            label={t('locations.name')}
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!fieldError('name')}
            helperText={fieldError('name')}
            sx={{ flex: '1 1 140px' }}
          />
          <TextField
            size="small"
            label={t('locations.latitude')}
            required
            type="number"
            slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
            value={form.latitude}
            onChange={(e) => setForm({ ...form, latitude: e.target.value })}
            error={!!fieldError('latitude')}
            helperText={fieldError('latitude')}
            sx={{ flex: '1 1 100px' }}
          />
          <TextField
            size="small"
            label={t('locations.longitude')}
            required
            type="number"
            slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
            value={form.longitude}
            onChange={(e) => setForm({ ...form, longitude: e.target.value })}
            error={!!fieldError('longitude')}
            helperText={fieldError('longitude')}
            sx={{ flex: '1 1 100px' }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('locations.add')}
          </Button>
        </Box>
        {add.error && !fieldError('name') && !fieldError('latitude') && !fieldError('longitude') && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {add.error.message}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('locations.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
