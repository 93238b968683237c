import { Card, CardContent, Grid, Typography } from '@mui/material';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '../../components/ui/PageHeader';

const STATS = [
  { label: 'Active Satellites', value: '4' },
  { label: 'Signal Strength', value: '98.5%' },
  { label: 'Data Transfer', value: '1.2 TB' },
  { label: 'Latency', value: '45ms' },
];
const SERIES = [
  { name: '00:00', signal: 65 }, { name: '04:00', signal: 78 }, { name: '08:00', signal: 88 }, { name: '12:00', signal: 82 },
  { name: '16:00', signal: 85 }, { name: '20:00', signal: 75 }, { name: '24:00', signal: 70 },
];

export function SatelliteDataPage() {
  return (
    <>
      <PageHeader title="Satellite Data Analytics" />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {STATS.map((s) => (
          <Grid key={s.label} size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="h4">{s.value}</Typography>
                <Typography color="text.secondary">{s.label}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Signal Strength Over Time
          </Typography>
          <ResponsiveContainer width="100%" height={300}>
            <LineChart data={SERIES}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis domain={[0, 100]} unit="%" />
              <Tooltip formatter={(v) => [`Signal: ${v}%`, '']} separator="" />
              <Line type="monotone" dataKey="signal" stroke="#9c7cff" strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
    </>
  );
}
