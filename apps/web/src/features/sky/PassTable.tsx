import EventIcon from '@mui/icons-material/Event';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { SkyPass, SkyPassesResponse } from '@cosmos/contracts';
import { useState } from 'react';
import { download, icsEvent } from './ics';

import { clock, compass, dayOf, magnitude as mag } from './format';
const SHOWN = 8;
/** Read by screen readers, not shown. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const; // MUI reads a bare 1 as 100 %

function addToCalendar(name: string, p: SkyPass) {
  const start = p.visibleFrom ?? p.rise.time;
  const end = p.visibleTo ?? p.set.time;
  const bright =
    p.maxMagnitude === null
      ? 'not visible (daylight or in Earth\u2019s shadow)'
      : `brightest magnitude ${mag(p.maxMagnitude)}`;
  download(
    `${name.replace(/[^A-Za-z0-9]+/g, '-')}-${start.slice(0, 16).replace(/[:T]/g, '')}.ics`,
    icsEvent({
      uid: `pass-${name}-${p.rise.time}`,
      start,
      end,
      summary: `${name} pass`,
      description: `Rises ${compass(p.rise.azimuthDeg)}, highest ${p.maxElevationDeg.toFixed(0)}\u00b0 ${compass(p.culmination.azimuthDeg)}, sets ${compass(p.set.azimuthDeg)}; ${bright}.`,
    }),
  );
}

export function PassTable({ data }: { data: SkyPassesResponse }) {
  // Short, 24-hour times in the observing place's time zone, so a row fits one line even on a phone.
  const tz = data.station.timeZone;
  const day = (iso: string) => dayOf(iso, tz);
  const time = (iso: string) => clock(iso, tz);
  const [all, setAll] = useState(false);
  const [visibleOnly, setVisibleOnly] = useState(false);
  const passes = visibleOnly ? data.passes.filter((p) => p.visible) : data.passes;
  const rows = all ? passes : passes.slice(0, SHOWN);
  const cell = { whiteSpace: 'nowrap', px: 1 } as const;
  return (
    <>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(e) => setVisibleOnly(e.target.checked)} />}
        label="Visible to the eye only"
      />
      {passes.length === 0 ? (
        <Typography color="text.secondary">
          {visibleOnly ? 'No visible passes in the next 7 days.' : 'No passes above 10° in the next 7 days.'}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Passes of ${data.name}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={cell}>Date</TableCell>
                <TableCell sx={cell}>Rise</TableCell>
                <TableCell sx={cell}>Highest</TableCell>
                <TableCell sx={cell}>Set</TableCell>
                <TableCell sx={cell} align="right">
                  Brightness
                </TableCell>
                <TableCell sx={{ ...cell, position: 'relative' }}>
                  <Box component="span" sx={hidden}>
                    Calendar
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.rise.time} data-visible={p.visible}>
                  <TableCell sx={cell}>{day(p.rise.time)}</TableCell>
                  <TableCell sx={cell}>
                    {time(p.rise.time)} {compass(p.rise.azimuthDeg)}
                  </TableCell>
                  <TableCell sx={cell}>
                    {time(p.culmination.time)} {p.maxElevationDeg.toFixed(0)}° {compass(p.culmination.azimuthDeg)}
                  </TableCell>
                  <TableCell sx={cell}>
                    {time(p.set.time)} {compass(p.set.azimuthDeg)}
                  </TableCell>
                  <TableCell sx={cell} align="right">
                    {p.maxMagnitude === null ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        not visible
                      </Typography>
                    ) : (
                      `mag ${mag(p.maxMagnitude)}`
                    )}
                  </TableCell>
                  <TableCell sx={{ ...cell, py: 0 }}>
                    <Tooltip title="Add to calendar (.ics)">
                      <IconButton
                        size="small"
                        aria-label={`Add the ${day(p.rise.time)} ${time(p.rise.time)} pass to your calendar`}
                        onClick={() => addToCalendar(data.name, p)}
                      >
                        <EventIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {passes.length > SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((v) => !v)}>
          {all ? `Show the first ${SHOWN}` : `Show all ${passes.length} passes`}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Times in {data.station.name ?? 'your location'}'s time zone ({tz}); passes reaching at least 10°. A pass is
        visible when the satellite is sunlit, at least 10° up and the Sun at least 6° below your horizon; lower
        magnitudes are brighter.
      </Typography>
    </>
  );
}
