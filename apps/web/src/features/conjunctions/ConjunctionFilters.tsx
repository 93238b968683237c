import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConjunctionObjectType } from '@cosmos/contracts';
import { formatNumber } from '../../lib/i18n';
import type { ConjunctionFilters } from './api';
import { formatKm, useConjunctionOwners } from './api';
import { MAX_KM_CHOICES } from './filter-params';
import { ownerLabel } from './owner-label';

/**
 * Object name, object type (SATCAT's, or the name's where SATCAT does not list the object), owner (those of
 * the listed encounters, most encounters first), largest distance, and order.
 */
export function ConjunctionFilterBar({
  value,
  onChange,
  runId,
}: {
  value: ConjunctionFilters;
  onChange: (f: ConjunctionFilters) => void;
  /** The screening run listed: the owners are asked for again when it changes. */
  runId?: string;
}) {
  const { t } = useTranslation('conjunctions');
  const set = (patch: Partial<ConjunctionFilters>) => onChange({ ...value, ...patch });
  const owners = (useConjunctionOwners(runId).data?.owners ?? []).map((o) => ({
    code: o.code,
    label: t('filters.ownerOption', { owner: ownerLabel(o), count: formatNumber(o.encounters) }),
  }));
  // An owner from the address that no listed encounter has still shows as chosen (its list is empty).
  if (value.owner && !owners.some((o) => o.code === value.owner))
    owners.push({ code: value.owner, label: value.owner });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
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
        {ConjunctionObjectType.options.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`objectType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.owner')}
        value={value.owner}
        onChange={(e) => set({ owner: e.target.value })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'conjunction-owner' } } }}
      >
        <MenuItem value="">{t('filters.anyOwner')}</MenuItem>
        {owners.map((o) => (
          <MenuItem key={o.code} value={o.code}>
            {o.label}
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
        {MAX_KM_CHOICES.map((km) => (
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
        <ToggleButton value="probability">{t('filters.likeliestFirst')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
