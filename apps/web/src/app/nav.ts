import { paths } from '../lib/paths';

/** The spec's side menu (§2), in order; `key` names the label in the `app` texts (menu.<key>). */
export const MENU = [
  { path: paths.home.to(), key: 'home', icon: 'home' },
  { path: paths.dashboard.to(), key: 'dashboard', icon: 'dashboard' },
  { path: paths.missionControl.to(), key: 'missionControl', icon: 'rocket' },
  { path: paths.dataVisualization.to(), key: 'dataVisualization', icon: 'insights' },
  { path: paths.satelliteData.to(), key: 'satelliteData', icon: 'satellite' },
  // Not in the spec's menu: the observer's tools of issue 13 (map, "what was that?", follows).
  { path: paths.observing.to(), key: 'observing', icon: 'observing' },
  { path: paths.spaceScience.to(), key: 'spaceScience', icon: 'science' },
  { path: paths.vrExperience.to(), key: 'vrExperience', icon: 'vr' },
  { path: paths.documentation.to(), key: 'documentation', icon: 'docs' },
  { path: paths.subscription.to(), key: 'subscription', icon: 'card' },
  { path: paths.supportCenter.to(), key: 'supportCenter', icon: 'support' },
] as const;

/** Entries after the spec's menu, each shown only to users whose role allows it (the server enforces the same). */
export const ROLE_MENU = [{ path: paths.admin.to(), key: 'admin', icon: 'admin', role: 'admin' }] as const;
