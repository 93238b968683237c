import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import type { CelestialObject } from '@cosmos/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch, type CatalogueQuery } from '../../lib/catalogue';

/** Waits until typing pauses (250 ms) before searching. */
function useDebounced(value: string, ms = 250) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

const designator = (o: CelestialObject) => (typeof o.details?.cospar === 'string' ? o.details.cospar : '');
const norad = (o: CelestialObject) => o.elements?.noradId ?? '';

/**
 * A search that suggests as you type: names, catalogue numbers and designators ("1998-067A" finds the
 * ISS), within the other filters. Choosing a suggestion calls `onPick`; Enter with free text, `onSubmit`.
 */
export function CatalogueSearchBox(props: {
  filters?: Partial<CatalogueQuery>;
  onPick: (o: CelestialObject) => void;
  onSubmit?: (text: string) => void;
  testId?: string;
  size?: 'small' | 'medium';
  minWidth?: number;
}) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const search = useCatalogueSearch({ ...props.filters, q }, 10, q.trim().length >= 2);
  const options = q.trim().length >= 2 ? (search.data ?? []) : [];
  return (
    <Autocomplete<CelestialObject, false, false, true>
      freeSolo
      size={props.size ?? 'small'}
      sx={{ minWidth: props.minWidth ?? 260, flex: 1 }}
      options={options}
      filterOptions={(x) => x}
      loading={search.isFetching}
      loadingText={t('search.loading')}
      noOptionsText={t('search.none')}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      onChange={(_e, v) => {
        if (v && typeof v !== 'string') props.onPick(v);
        else if (typeof v === 'string') props.onSubmit?.(v);
      }}
      renderOption={(liProps, o) => {
        const { key, ...rest } = liProps as typeof liProps & { key: string };
        return (
          <li key={key} {...rest} data-testid="catalogue-suggestion">
            {t('search.option', { name: o.name, norad: norad(o), cospar: designator(o) || '—' })}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': props.testId ?? 'catalogue-search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
