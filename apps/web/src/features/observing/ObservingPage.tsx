import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { FollowsView } from './FollowsView';
import { IdentifyView } from './IdentifyView';
import { MapView } from './MapView';
import { PlanetariumView } from './PlanetariumView';
import { PlannerView } from './PlannerView';

const TABS = [
  { key: 'map', to: paths.observing.to() },
  { key: 'identify', to: paths.observingIdentify.to() },
  { key: 'follows', to: paths.observingFollows.to() },
  { key: 'sky', to: paths.observingSky.to() },
  { key: 'planner', to: paths.observingPlanner.to() },
] as const;

/** The observer's tools: the world map, "what was that?", what the user follows (calendar, exports), the sky now and the astrophotography planner. */
export function ObservingPage() {
  const { t } = useTranslation('observing');
  const { pathname } = useLocation();
  const current = TABS.find((x) => x.to === pathname) ?? TABS[0];
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Tabs value={current.key} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((x) => (
          <Tab key={x.key} value={x.key} label={t(`tabs.${x.key}`)} component={Link} to={x.to} />
        ))}
      </Tabs>
      {current.key === 'map' && <MapView />}
      {current.key === 'identify' && <IdentifyView />}
      {current.key === 'follows' && <FollowsView />}
      {current.key === 'sky' && <PlanetariumView />}
      {current.key === 'planner' && <PlannerView />}
    </Box>
  );
}
