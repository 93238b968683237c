import { Box, MenuItem, TextField } from '@mui/material';
import { OBJECT_GROUP_VALUES, OBJECT_TYPE_VALUES, ORBIT_CLASS_VALUES } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { useCatalogueFacets, type CatalogueQuery } from '../../lib/catalogue';

type Key = 'objectType' | 'orbitClass' | 'group' | 'owner' | 'decayed';

/**
 * Catalogue filters with the number of objects each choice would give (the server's facets).
 * `only` limits which selects are shown (the 3D toolbar shows fewer).
 */
export function CatalogueFilterBar(props: {
  value: CatalogueQuery;
  onChange: (v: CatalogueQuery) => void;
  only?: Key[];
  dates?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const facets = useCatalogueFacets(props.value);
  const f = facets.data;
  const show = (k: Key) => !props.only || props.only.includes(k);
  const set = (k: keyof CatalogueQuery, v: string) => props.onChange({ ...props.value, [k]: v });
  const count = (n: number | undefined) => ` (${formatNumber(n ?? 0)})`;
  const select = (k: Key, values: readonly string[], label: (v: string) => string, counts?: Record<string, number>) => (
    <TextField
      key={k}
      select
      size="small"
      label={t(`filters.${k}`)}
      value={props.value[k]}
      onChange={(e) => set(k, e.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { inputProps: { 'data-testid': `filter-${k}` } } }}
    >
      <MenuItem value="">{t('filters.any')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {label(v)}
          {counts && count(counts[v])}
        </MenuItem>
      ))}
    </TextField>
  );
  const owners = Object.keys(f?.owner ?? {});
  if (props.value.owner && !owners.includes(props.value.owner)) owners.push(props.value.owner);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} data-testid="catalogue-filters">
      {show('objectType') && select('objectType', OBJECT_TYPE_VALUES, (v) => t(`objectType.${v}`), f?.objectType)}
      {show('orbitClass') && select('orbitClass', ORBIT_CLASS_VALUES, (v) => t(`orbitClass.${v}`), f?.orbitClass)}
      {show('group') && select('group', OBJECT_GROUP_VALUES, (v) => t(`group.${v}`), f?.group)}
      {show('owner') && select('owner', owners, (v) => v, f?.owner)}
      {show('decayed') &&
        select(
          'decayed',
          ['false', 'true'],
          (v) => t(`decayed.${v}`),
          f ? { true: f.decayed.true, false: f.decayed.false } : undefined,
        )}
      {props.dates &&
        (['launchedAfter', 'launchedBefore'] as const).map((k) => (
          <TextField
            key={k}
            type="date"
            size="small"
            label={t(`filters.${k}`)}
            value={props.value[k]}
            onChange={(e) => set(k, e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${k}` } }}
          />
        ))}
    </Box>
  );
}
