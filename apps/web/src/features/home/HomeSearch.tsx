import { Search } from '@mui/icons-material';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_INDEX } from './featured';
import { pageHits, rank, useDebounced, useRemoteSearch, type SearchHit } from './home-search';

/**
 * Home's search box (MUI Autocomplete: a combobox with a grouped listbox, arrow keys and Enter). Typing searches
 * objects, places, launches, documentation and sections; Enter opens the highlighted, i.e. best, match.
 */
export function HomeSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const remote = useRemoteSearch(q);
  const pages = SEARCH_INDEX.map((o) => ({ ...o, label: t(`search.options.${o.key}`) }));
  const settled = q === text;
  const loading = text.trim().length >= 2 && (!settled || remote.loading);
  // While the answers for this text are pending the list is empty ("Searching…"): never the previous query's rows,
  // and the first row highlighted (what Enter opens) is always the best match of the full answer.
  const options: SearchHit[] = loading
    ? []
    : text.trim()
      ? rank([...remote.hits, ...pageHits(pages, text)])
      : pages.map((p) => ({ group: 'pages', id: p.key, label: p.label, to: p.to, score: 0 }));
  const best = options[0]?.to;
  // Enter before the answers arrive opens the best match once they do (not a section matched on the first letters).
  const [pendingEnter, setPendingEnter] = useState(false);
  useEffect(() => {
    if (pendingEnter && !loading) {
      setPendingEnter(false);
      if (best) navigate(best);
    }
  }, [pendingEnter, loading, best, navigate]);
  return (
    <Autocomplete<SearchHit, false, false, false>
      options={options}
      autoHighlight
      filterOptions={(x) => x}
      groupBy={(o) => t(`search.groups.${o.group}`)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.group === b.group && a.id === b.id}
      inputValue={text}
      onInputChange={(_e, v, reason) => {
        if (reason === 'reset') return;
        setText(v);
        setPendingEnter(false);
      }}
      value={null}
      loading={loading}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && loading) {
          (e as typeof e & { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
          e.preventDefault();
          setPendingEnter(true);
        }
      }}
      loadingText={t('search.loading')}
      noOptionsText={t('search.none')}
      onChange={(_e, v) => v && navigate(v.to)}
      renderOption={(liProps, o) => {
        const { key, ...rest } = liProps as typeof liProps & { key: string };
        return (
          <li key={key} {...rest} data-testid="home-search-option">
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{o.label}</Typography>
              {o.detail && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {o.detail}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label') },
          }}
        />
      )}
    />
  );
}
