import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ShareIcon from '@mui/icons-material/Share';
import {
  Box,
  Button,
  ButtonGroup,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueFilterBar } from '../../components/catalogue/CatalogueFilterBar';
import { EMPTY_QUERY } from '../../lib/catalogue';
import { EXPORT_FORMATS, type ExportFormat } from './export';
import {
  SPECTRAL_LAYERS,
  TYPE_FILTERS,
  VIEWS,
  type Alone,
  type SpectralLayer,
  type TypeFilter,
  type ViewId,
} from './model';

export function Toolbar(props: {
  type: TypeFilter;
  view: ViewId;
  q: string;
  labels: boolean;
  grid: boolean;
  compare: boolean;
  layer: SpectralLayer;
  refreshing: boolean;
  hasSelection: boolean;
  /** Names offered as you type (the best matches among the loaded objects). */
  suggestions: string[];
  alone: Alone;
  onAlone: (a: Alone) => void;
  onType: (t: TypeFilter) => void;
  onView: (v: ViewId) => void;
  onSearch: (q: string, fly: boolean) => void;
  onLabels: (v: boolean) => void;
  onGrid: (v: boolean) => void;
  onCompare: (v: boolean) => void;
  onLayer: (l: SpectralLayer) => void;
  onRefresh: () => void;
  onExport: (f: ExportFormat) => void;
  onShare: () => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('visualization');
  const [text, setText] = useState(props.q);
  useEffect(() => setText(props.q), [props.q]); // restored from a shared URL
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      role="toolbar"
      aria-label={t('toolbar.aria')}
    >
      <TextField
        select
        size="small"
        label={t('toolbar.type')}
        value={props.type}
        onChange={(e) => props.onType(e.target.value as TypeFilter)}
        sx={{ minWidth: 130 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'viz-type' } } }}
      >
        {TYPE_FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {t(`types.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_, v) => v && props.onView(v)}
        aria-label={t('toolbar.view')}
      >
        {VIEWS.map((v) => (
          <ToggleButton key={v} value={v}>
            {t(`views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSearch(text, true);
        }}
        sx={{ display: 'flex' }}
      >
        <TextField
          size="small"
          label={t('toolbar.search')}
          placeholder={t('toolbar.searchPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            props.onSearch(e.target.value, false);
          }}
          slotProps={{
            htmlInput: { list: 'viz-suggestions', autoComplete: 'off' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label={t('toolbar.fly')} edge="end" size="small">
                    <SearchIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <datalist id="viz-suggestions" data-testid="viz-suggestions">
          {props.suggestions.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      </Box>
      <CatalogueFilterBar
        value={{ ...EMPTY_QUERY, group: props.alone.group, owner: props.alone.owner }}
        onChange={(v) => props.onAlone({ group: v.group, owner: v.owner })}
        only={['group', 'owner']}
      />
      <FormControlLabel
        control={<Switch checked={props.labels} onChange={(e) => props.onLabels(e.target.checked)} />}
        label={t('toolbar.labels')}
      />
      <FormControlLabel
        control={<Switch checked={props.grid} onChange={(e) => props.onGrid(e.target.checked)} />}
        label={t('toolbar.grid')}
      />
      <FormControlLabel
        control={<Switch checked={props.compare} onChange={(e) => props.onCompare(e.target.checked)} />}
        label={t('toolbar.compare')}
      />
      <Tooltip title={t('toolbar.refreshData')}>
        <span>
          <IconButton aria-label={t('toolbar.refresh')} onClick={props.onRefresh} disabled={props.refreshing}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.layer}
        onChange={(_, v) => v && props.onLayer(v)}
        aria-label={t('toolbar.layer')}
      >
        {SPECTRAL_LAYERS.map((l) => (
          <ToggleButton key={l} value={l}>
            {t(`layers.${l}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ButtonGroup size="small" variant="outlined" aria-label={t('toolbar.export')}>
        {EXPORT_FORMATS.map((f) => (
          <Button key={f} onClick={() => props.onExport(f)} aria-label={t('toolbar.exportAs', { format: f })}>
            {f}
          </Button>
        ))}
      </ButtonGroup>
      <Button size="small" startIcon={<ShareIcon />} onClick={props.onShare}>
        {t('toolbar.share')}
      </Button>
      <Button size="small" startIcon={<CenterFocusStrongIcon />} onClick={props.onFocus} disabled={!props.hasSelection}>
        {t('toolbar.focus')}
      </Button>
    </Box>
  );
}
