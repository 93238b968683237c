import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { BrightestPasses } from '@cosmos/contracts';
import { clock, compass, magnitude } from './format';

/** The brightest visible passes of any catalogue satellite in the coming night. */
export function BrightestCard({ data }: { data: BrightestPasses }) {
  const tz = data.station.timeZone;
  return (
    <Card data-testid="brightest-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          Brightest passes tonight
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {clock(data.from, tz)}–{clock(data.to, tz)}, {data.satellites.toLocaleString()} satellites searched
        </Typography>
        {data.passes.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No visible passes in the coming night.</Typography>
        ) : (
          <List dense>
            {data.passes.slice(0, 8).map(({ id, name, pass }) => (
              <ListItem key={`${id}-${pass.rise.time}`} disableGutters>
                <ListItemText
                  primary={`${name} — magnitude ${magnitude(pass.maxMagnitude!)}`}
                  secondary={`${clock(pass.visibleFrom ?? pass.rise.time, tz)} from the ${compass(pass.rise.azimuthDeg)}, highest ${pass.maxElevationDeg.toFixed(0)}° in the ${compass(pass.culmination.azimuthDeg)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
