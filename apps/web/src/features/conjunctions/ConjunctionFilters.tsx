import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCatalogueFacets } from '../../lib/catalogue';
import type { ConjunctionFilters } from './api';
import { formatKm } from './api';

/** Object name, object type (from catalogue names), owner (SATCAT, most frequent first), largest distance, and order. */
export function ConjunctionFilterBar({
  value,
  onChange,
}: {
  value: ConjunctionFilters;
  onChange: (f: ConjunctionFilters) => void;
}) {
  const { t } = useTranslation('conjunctions');
  const set = (patch: Partial<ConjunctionFilters>) => onChange({ ...value, ...patch });
  // The catalogue's most frequent owners (its facets), plus the chosen one if it is not among them.
  const owners = Object.keys(useCatalogueFacets({}).data?.owner ?? {});
  if (value.owner && !owners.includes(value.owner)) owners.push(value.owner);
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
        label={t('filters.owner')}
        value={value.owner}
        onChange={(e) => set({ owner: e.target.value })}
        sx={{ minWidth: 140 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'conjunction-owner' } } }}
      >
        <MenuItem value="">{t('filters.anyOwner')}</MenuItem>
        {owners.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
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
