import { CalendarMonth, Insights, JoinInner, RocketLaunch, SatelliteAlt } from '@mui/icons-material';
import { Box, Grid, Tab, Tabs } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { prefersReducedMotion } from '../../lib/a11y/reduced-motion';
import { LinkCard } from '../../components/ui/LinkCard';
import { PageHeader } from '../../components/ui/PageHeader';
import { paths } from '../../lib/paths';
import { ActiveMissions } from './ActiveMissions';
import { LaunchControl } from './LaunchControl';
import { MissionSchedule } from './MissionSchedule';
import { ReentryWatch } from './ReentryWatch';

const TABS = ['schedule', 'launch', 'active', 'reentries'] as const;
type TabName = (typeof TABS)[number];

const CARDS = [
  { key: 'activeMissions', to: paths.missionControl.to('active'), Icon: SatelliteAlt },
  { key: 'missionSchedule', to: paths.missionControl.to('schedule'), Icon: CalendarMonth },
  { key: 'missionData', to: paths.dataVisualization.to(), Icon: Insights },
  { key: 'launchControl', to: paths.missionControl.to('launch'), Icon: RocketLaunch },
  { key: 'closeApproaches', to: paths.conjunctions.to(), Icon: JoinInner },
] as const;

export function MissionControlPage() {
  const { t } = useTranslation('missions');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as TabName | null;
  const launchId = params.get('launch');
  const tab: TabName = requested && TABS.includes(requested) ? requested : launchId ? 'launch' : 'schedule';
  useTabBroughtIntoView(tab);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={2}>
        {CARDS.map(({ key, to, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <LinkCard
              title={t(`cards.${key}.title`)}
              text={t(`cards.${key}.text`)}
              action={t(`cards.${key}.action`)}
              to={to}
              Icon={Icon}
              large
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => setParams({ tab: v })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`mission-tab-${name}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-labelledby={`mission-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'schedule' && <MissionSchedule />}
          {tab === 'launch' && <LaunchControl launchId={launchId} />}
          {tab === 'active' && <ActiveMissions />}
          {tab === 'reentries' && <ReentryWatch />}
        </Box>
      </Box>
    </>
  );
}

/**
 * The cards above the tabs switch a tab that sits below the fold on most screens, so a click seemed to do nothing:
 * when the tab changes, scroll it into view and move the focus to it. Not on the first render (a page opened with
 * `?tab=` starts at its top like any other page).
 */
function useTabBroughtIntoView(tab: TabName) {
  const previous = useRef(tab);
  useEffect(() => {
    if (previous.current === tab) return;
    previous.current = tab;
    const el = document.getElementById(`mission-tab-${tab}`);
    if (!el) return;
    el.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [tab]);
}
