import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Tonight } from '@cosmos/contracts';
import { clock, magnitude } from './format';

/** Tonight's sky at the observing place: twilights, the Moon and the planets, in the place's time zone. */
export function TonightCard({ data }: { data: Tonight }) {
  const tz = data.station.timeZone;
  const t = (iso: string | null) => (iso ? clock(iso, tz) : '—');
  const s = data.sun;
  const cell = { whiteSpace: 'nowrap', px: 1 } as const;
  return (
    <Card data-testid="tonight-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          Tonight at {data.station.name ?? 'your location'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Sunset {t(s.sunset)} · dark (Sun 18° down) {t(s.astronomicalDusk)}–{t(s.astronomicalDawn)} · sunrise{' '}
          {t(s.sunrise)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Twilight ends: civil {t(s.civilDusk)}, nautical {t(s.nauticalDusk)}. Moon: {data.moon.phaseName},{' '}
          {Math.round(data.moon.illumination * 100)}% lit, rises {t(data.moon.rise)}, sets {t(data.moon.set)}.
        </Typography>
        <Table size="small" aria-label="Planets tonight">
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>Planet</TableCell>
              <TableCell sx={cell}>Rises</TableCell>
              <TableCell sx={cell}>Highest</TableCell>
              <TableCell sx={cell}>Sets</TableCell>
              <TableCell sx={cell} align="right">
                Mag.
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.planets.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={cell}>{p.name}</TableCell>
                <TableCell sx={cell}>{t(p.rise)}</TableCell>
                <TableCell sx={cell}>
                  {p.transit ? `${t(p.transit)} ${p.transitAltitudeDeg?.toFixed(0)}°` : '—'}
                </TableCell>
                <TableCell sx={cell}>{t(p.set)}</TableCell>
                <TableCell sx={cell} align="right">
                  {magnitude(p.magnitude)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Times in {tz}.
        </Typography>
      </CardContent>
    </Card>
  );
}
