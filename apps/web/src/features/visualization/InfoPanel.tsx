import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { na } from './ComparisonTable';
import type { VizObject } from './model';

const f = (n: number, d = 3) => (Math.abs(n) >= 1e5 ? n.toExponential(3) : n.toFixed(d));

/** The selected object's fields, at the scene's time. */
export function InfoPanel({ object, onClose }: { object: VizObject; onClose: () => void }) {
  const s = object.state;
  const rows: [string, string][] = [
    ['Type', object.type],
    ['Id', object.id],
    ...(object.catalogNumber !== null
      ? ([['Catalogue number', String(object.catalogNumber)]] as [string, string][])
      : []),
    ['Size', na(object.size)],
    ['Temperature (K)', na(object.properties.temperature)],
    ['Mass (kg)', na(object.properties.mass)],
    ['Radius (km)', na(object.properties.radius)],
    ['Scene position', `${f(object.position.x)}, ${f(object.position.y)}, ${f(object.position.z)}`],
    ['Frame', s.frame],
  ];
  if (s.frame === 'TEME') {
    rows.push(['r (km)', s.r.map((x) => f(x, 1)).join(', ')], ['v (km/s)', s.v.map((x) => f(x, 3)).join(', ')]);
    rows.push([
      'Sub-point',
      `${s.geodetic.lat.toFixed(2)}°, ${s.geodetic.lon.toFixed(2)}°, ${s.geodetic.alt_km.toFixed(0)} km`,
    ]);
  } else if (s.frame === 'HELIO_EQJ2000') {
    rows.push(['r (AU)', s.r.map((x) => f(x, 4)).join(', ')], ['v (AU/day)', s.v.map((x) => f(x, 5)).join(', ')]);
  } else {
    rows.push(['RA / Dec', `${s.ra_deg.toFixed(3)}°, ${s.dec_deg.toFixed(3)}°`], ['Distance (ly)', na(s.distance_ly)]);
  }
  rows.push(['Source', object.source], ['Time', new Date(object.lastUpdated).toISOString()]);
  return (
    <Paper
      elevation={6}
      sx={{ p: 1.5, width: 300, maxHeight: '100%', overflow: 'auto', bgcolor: 'rgba(12,18,40,0.92)' }}
      aria-label={`Selected: ${object.name}`}
      component="section"
      data-testid="viz-info"
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {object.name}
        </Typography>
        <IconButton size="small" aria-label="Deselect" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 12 }}
      >
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {k}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }} data-field={k}>
              {v}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
