import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SkyPassesResponse } from '@cosmos/contracts';
import { useState } from 'react';

/** Short, 24-hour local times so a row fits one line even on a phone. */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const SHOWN = 8;

export function PassTable({ data }: { data: SkyPassesResponse }) {
  const [all, setAll] = useState(false);
  if (data.passes.length === 0) return <Typography color="text.secondary">No passes above 10° in the next 7 days.</Typography>;
  const rows = all ? data.passes : data.passes.slice(0, SHOWN);
  const cell = { whiteSpace: 'nowrap', px: 1 } as const;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Passes of ${data.name}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>Date</TableCell>
              <TableCell sx={cell}>Rise</TableCell>
              <TableCell sx={cell}>Culmination</TableCell>
              <TableCell sx={cell}>Set</TableCell>
              <TableCell sx={cell} align="right">Max el.</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.rise}>
                <TableCell sx={cell}>{day(p.rise)}</TableCell>
                <TableCell sx={cell}>{time(p.rise)}</TableCell>
                <TableCell sx={cell}>{time(p.culmination)}</TableCell>
                <TableCell sx={cell}>{time(p.set)}</TableCell>
                <TableCell sx={cell} align="right">{p.maxElevationDeg.toFixed(0)}°</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.passes.length > SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((v) => !v)}>
          {all ? `Show the first ${SHOWN}` : `Show all ${data.passes.length} passes`}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Times in your time zone; passes with a maximum elevation of at least 10°.
      </Typography>
    </>
  );
}
