import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ConjunctionFilters } from './api';

/** Object name, object type (from catalogue names), largest distance, and order. */
export function ConjunctionFilterBar({
  value,
  onChange,
}: {
  value: ConjunctionFilters;
  onChange: (f: ConjunctionFilters) => void;
}) {
  const set = (patch: Partial<ConjunctionFilters>) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        label="Object name"
        placeholder="e.g. STARLINK"
        value={value.q}
        onChange={(e) => set({ q: e.target.value })}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label="Object type"
        value={value.type}
        onChange={(e) => set({ type: e.target.value as ConjunctionFilters['type'] })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="payload">Satellite</MenuItem>
        <MenuItem value="rocket-body">Rocket body</MenuItem>
        <MenuItem value="debris">Debris</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Closer than"
        value={value.maxKm}
        onChange={(e) => set({ maxKm: e.target.value })}
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="">Any distance</MenuItem>
        {['0.5', '1', '2', '5'].map((km) => (
          <MenuItem key={km} value={km}>
            {km === '0.5' ? '500 m' : `${km} km`}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.sort}
        onChange={(_, v) => v && set({ sort: v })}
        aria-label="Order"
      >
        <ToggleButton value="miss">Closest first</ToggleButton>
        <ToggleButton value="tca">Soonest first</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
