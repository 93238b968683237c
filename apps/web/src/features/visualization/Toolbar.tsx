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
import { EXPORT_FORMATS, type ExportFormat } from './export';
import { SPECTRAL_LAYERS, TYPE_FILTERS, VIEWS, type SpectralLayer, type TypeFilter, type ViewId } from './model';

const VIEW_LABEL: Record<ViewId, string> = { earth: 'Earth orbit', solar: 'Solar system', stars: 'Stars' };
const TYPE_LABEL: Record<TypeFilter, string> = {
  all: 'all',
  star: 'star',
  planet: 'planet',
  moon: 'moon',
  asteroid: 'asteroid',
  comet: 'comet',
  satellite: 'satellite',
};

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
  const [text, setText] = useState(props.q);
  useEffect(() => setText(props.q), [props.q]); // restored from a shared URL
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      role="toolbar"
      aria-label="Visualization controls"
    >
      <TextField
        select
        size="small"
        label="Type"
        value={props.type}
        onChange={(e) => props.onType(e.target.value as TypeFilter)}
        sx={{ minWidth: 130 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'viz-type' } } }}
      >
        {TYPE_FILTERS.map((t) => (
          <MenuItem key={t} value={t}>
            {TYPE_LABEL[t]}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_, v) => v && props.onView(v)}
        aria-label="View"
      >
        {VIEWS.map((v) => (
          <ToggleButton key={v} value={v}>
            {VIEW_LABEL[v]}
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
          label="Search"
          placeholder="Name or catalogue number"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            props.onSearch(e.target.value, false);
          }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label="Find and fly to" edge="end" size="small">
                    <SearchIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={props.labels} onChange={(e) => props.onLabels(e.target.checked)} />}
        label="Labels"
      />
      <FormControlLabel
        control={<Switch checked={props.grid} onChange={(e) => props.onGrid(e.target.checked)} />}
        label="Grid"
      />
      <FormControlLabel
        control={<Switch checked={props.compare} onChange={(e) => props.onCompare(e.target.checked)} />}
        label="Comparison mode"
      />
      <Tooltip title="Refresh data">
        <span>
          <IconButton aria-label="Refresh" onClick={props.onRefresh} disabled={props.refreshing}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.layer}
        onChange={(_, v) => v && props.onLayer(v)}
        aria-label="Spectral layer"
      >
        {SPECTRAL_LAYERS.map((l) => (
          <ToggleButton key={l} value={l}>
            {l}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ButtonGroup size="small" variant="outlined" aria-label="Export">
        {EXPORT_FORMATS.map((f) => (
          <Button key={f} onClick={() => props.onExport(f)} aria-label={`Export ${f}`}>
            {f}
          </Button>
        ))}
      </ButtonGroup>
      <Button size="small" startIcon={<ShareIcon />} onClick={props.onShare}>
        Share
      </Button>
      <Button size="small" startIcon={<CenterFocusStrongIcon />} onClick={props.onFocus} disabled={!props.hasSelection}>
        Focus selection
      </Button>
    </Box>
  );
}
