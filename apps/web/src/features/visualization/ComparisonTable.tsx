import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, Paper } from '@mui/material';
import type { VizObject } from './model';

/** Spec: 'N/A' for a missing value. */
export const na = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined || !Number.isFinite(v)
    ? 'N/A'
    : Math.abs(v) >= 1e5 || (Math.abs(v) < 1e-2 && v !== 0)
      ? v.toExponential(digits - 1)
      : String(Math.round(v * 100) / 100);

export function ComparisonTable({ objects }: { objects: VizObject[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Comparison" component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        Comparison
      </Typography>
      {objects.length === 0 ? (
        <Typography color="text.secondary">No objects selected for comparison</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Comparison of selected objects">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Size</TableCell>
                <TableCell align="right">Temperature (K)</TableCell>
                <TableCell align="right">Mass (kg)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {objects.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>{o.name}</TableCell>
                  <TableCell>{o.type}</TableCell>
                  <TableCell align="right">{na(o.size)}</TableCell>
                  <TableCell align="right">{na(o.properties.temperature)}</TableCell>
                  <TableCell align="right">{na(o.properties.mass)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
