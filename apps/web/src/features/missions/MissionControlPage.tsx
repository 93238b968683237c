import { CalendarMonth, Insights, JoinInner, RocketLaunch, SatelliteAlt } from '@mui/icons-material';
import { Grid } from '@mui/material';
import { LinkCard } from '../../components/ui/LinkCard';
import { PageHeader } from '../../components/ui/PageHeader';
import { paths } from '../../lib/paths';

const CARDS = [
  {
    title: 'Active Missions',
    text: 'Satellites and crewed vehicles in orbit right now.',
    action: 'View Missions',
    to: paths.satelliteData.to(),
    Icon: SatelliteAlt,
  },
  {
    title: 'Mission Schedule',
    text: 'Upcoming launches, passes and sky events.',
    action: 'View Schedule',
    to: paths.home.to(),
    Icon: CalendarMonth,
  },
  {
    title: 'Mission Data',
    text: 'Explore positions and orbits in 3D and export them.',
    action: 'Open Data',
    to: paths.dataVisualization.to(),
    Icon: Insights,
  },
  {
    title: 'Launch Control',
    text: 'Step into a mission in VR.',
    action: 'Start Launch',
    to: paths.vrExperience.to(),
    Icon: RocketLaunch,
  },
  {
    title: 'Close Approaches',
    text: 'Objects predicted to pass within a few kilometres of each other in the coming days.',
    action: 'View Close Approaches',
    to: paths.conjunctions.to(),
    Icon: JoinInner,
  },
];

export function MissionControlPage() {
  return (
    <>
      <PageHeader title="Mission Control Center" subtitle="Everything in flight, at a glance" />
      <Grid container spacing={2}>
        {CARDS.map(({ title, text, action, to, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6 }}>
            <LinkCard title={title} text={text} to={to} action={action} Icon={Icon} large />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
