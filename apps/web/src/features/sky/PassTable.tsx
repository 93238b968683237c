import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SkyPassesResponse } from '@cosmos/contracts';

const fmt = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export function PassTable({ data }: { data: SkyPassesResponse }) {
  if (data.passes.length === 0) return <Typography color="text.secondary">No passes above 10° in the next 7 days.</Typography>;
  return (
    <Table size="small" aria-label={`Passes of ${data.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Rise</TableCell>
          <TableCell>Culmination</TableCell>
          <TableCell>Set</TableCell>
          <TableCell align="right">Max elevation</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.passes.slice(0, 20).map((p) => (
          <TableRow key={p.rise}>
            <TableCell>{fmt(p.rise)}</TableCell>
            <TableCell>{time(p.culmination)}</TableCell>
            <TableCell>{time(p.set)}</TableCell>
            <TableCell align="right">{p.maxElevationDeg.toFixed(0)}°</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
