import { CalendarMonth, Insights, RocketLaunch, SatelliteAlt } from '@mui/icons-material';
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';

const CARDS = [
  { title: 'Active Missions', text: 'Satellites and crewed vehicles in orbit right now.', action: 'View Missions', to: '/satellite-data', Icon: SatelliteAlt },
  { title: 'Mission Schedule', text: 'Upcoming launches, passes and sky events.', action: 'View Schedule', to: '/', Icon: CalendarMonth },
  { title: 'Mission Data', text: 'Explore positions and orbits in 3D and export them.', action: 'Open Data', to: '/data-visualization', Icon: Insights },
  { title: 'Launch Control', text: 'Step into a mission in VR.', action: 'Start Launch', to: '/vr-experience', Icon: RocketLaunch },
];

export function MissionControlPage() {
  return (
    <>
      <PageHeader title="Mission Control Center" subtitle="Everything in flight, at a glance" />
      <Grid container spacing={2}>
        {CARDS.map(({ title, text, action, to, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Icon color="primary" sx={{ fontSize: 40 }} />
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={to}>
                  {action}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
