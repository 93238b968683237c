import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConjunctionFilters } from './api';
import { formatKm } from './api';

/** Object name, object type (from catalogue names), largest distance, and order. */
export function ConjunctionFilterBar({
  value,
  onChange,
}: {
  value: ConjunctionFilters;
  onChange: (f: ConjunctionFilters) => void;
}) {
  const { t } = useTranslation('conjunctions');
  const set = (patch: Partial<ConjunctionFilters>) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label={t('filters.objectName')}
        placeholder={t('filters.objectNamePlaceholder')}
        value={value.q}
        onChange={(e) => set({ q: e.target.value })}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label={t('filters.objectType')}
        value={value.type}
        onChange={(e) => set({ type: e.target.value as ConjunctionFilters['type'] })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('filters.any')}</MenuItem>
        <MenuItem value="payload">{t('filters.payload')}</MenuItem>
        <MenuItem value="rocket-body">{t('filters.rocketBody')}</MenuItem>
        <MenuItem value="debris">{t('filters.debris')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.closerThan')}
        value={value.maxKm}
        onChange={(e) => set({ maxKm: e.target.value })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="">{t('filters.anyDistance')}</MenuItem>
        {['0.5', '1', '2', '5'].map((km) => (
          <MenuItem key={km} value={km}>
            {formatKm(Number(km))}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.sort}
        onChange={(_, v) => v && set({ sort: v })}
        aria-label={t('filters.order')}
      >
        <ToggleButton value="miss">{t('filters.closestFirst')}</ToggleButton>
        <ToggleButton value="tca">{t('filters.soonestFirst')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
